// In-site links in Firefox and WebKit: the new page's main heading comes on screen after the click,
// and the old page's is gone. Whether a view transition runs on the way is checked without a clock
// in tests/page-transitions.spec.ts; the bound here only keeps a navigation that never ends from
// passing, so it is generous: a busy machine has taken WebKit more than 2 s.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ENGINES } from "../test-support/cross-browser/browsers.ts";
import { openVisitor } from "../test-support/cross-browser/open-visitor.ts";
import { DESKTOP, PHONE, type Visitor } from "../test-support/cross-browser/visitor.ts";

const CASE_STUDY_TITLE = "Sending forms to everyone around a patient, in one booking";
const NEW_PAGE_WITHIN_MS = 10_000;

describe.each(ENGINES)("in %s", (engine) => {
  let visitor: Visitor;
  beforeAll(async () => {
    visitor = await openVisitor(engine);
  });
  afterAll(() => visitor?.close());

  /**
   * Clicks and expects the page headed `heading` at `path`, with `oldHeading` gone. The wait is timed
   * inside the page; finding the heading by its role and name afterwards takes WebDriver
   * round trips, which a busy machine slows, so that is not timed.
   */
  async function expectNewPageAfterClick(click: () => Promise<void>, path: string, heading: string, oldHeading: string) {
    await click();
    expect(await visitor.mainHeadingWithin(heading, NEW_PAGE_WITHIN_MS), `"${heading}" after the click`).toBe(true);
    await visitor.find("heading", heading, { level: 1 });
    expect(await visitor.isShown("heading", oldHeading, { level: 1 }), "the old page is gone").toBe(false);
    expect(await visitor.pathname()).toBe(path);
  }

  test("'About' in the header opens the about page", async () => {
    await visitor.resize(DESKTOP);
    await visitor.goto("/");
    const nav = await visitor.find("navigation", "Main");
    const about = await visitor.find("link", "About", { within: nav });
    await expectNewPageAfterClick(() => visitor.click(about), "/about", "About", "Hi, I'm Alex.");
  });

  test("a link in the menu at 375 px opens its page", async () => {
    await visitor.resize(PHONE);
    await visitor.goto("/");
    await visitor.click(await visitor.find("button", "Menu"));
    const nav = await visitor.find("navigation", "Main");
    const caseStudies = await visitor.find("link", "Case Studies", { within: nav });
    await expectNewPageAfterClick(() => visitor.click(caseStudies), "/case-studies", "Case Studies", "Hi, I'm Alex.");
  });

  test("a case study's card opens the case study", async () => {
    await visitor.resize(DESKTOP);
    await visitor.goto("/case-studies");
    const card = await visitor.find("link", CASE_STUDY_TITLE);
    await expectNewPageAfterClick(
      () => visitor.click(card),
      "/case-studies/appointment-booking-recipient-cards",
      CASE_STUDY_TITLE,
      "Case Studies",
    );
  });

  test("'About' in the footer opens the about page", async () => {
    await visitor.resize(DESKTOP);
    await visitor.goto("/case-studies/appointment-booking-recipient-cards");
    const footer = await visitor.find("contentinfo", "");
    const about = await visitor.find("link", "About", { within: footer });
    await expectNewPageAfterClick(() => visitor.click(about), "/about", "About", CASE_STUDY_TITLE);
  });
});
