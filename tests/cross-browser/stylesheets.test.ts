// Each page's rules are in its HTML, and the stylesheet links React claims stay in its head marked so
// no engine fetches them: WebKit's preload scanner may fetch a link that is only `disabled`, Firefox a
// link whose type alone is not CSS (docs/decisions/024-stylesheets-fetched-once.md). A client
// navigation still brings the next route's rules.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ENGINES } from "../test-support/cross-browser/browsers.ts";
import { openVisitor } from "../test-support/cross-browser/open-visitor.ts";
import { DESKTOP, type Found, type Visitor } from "../test-support/cross-browser/visitor.ts";

const CASE_STUDY = "/case-studies/appointment-booking-recipient-cards";
const HOME_HEADING = "Hi, I'm Alex.";
const NEW_PAGE_WITHIN_MS = 10_000;
// Set by the home page's own rules (home.css, and the hero's), not by the root's.
const HEADING_STYLE = ["font-size", "line-height", "letter-spacing", "margin-bottom", "max-width"];
const REGION_STYLE = ["display", "grid-template-columns", "gap", "margin-top"];

describe.each(ENGINES)("in %s", (engine) => {
  let visitor: Visitor;
  beforeAll(async () => {
    visitor = await openVisitor(engine);
    await visitor.resize(DESKTOP);
  });
  afterAll(() => visitor?.close());

  const styleOf = async (target: Found, properties: string[]) =>
    Promise.all(properties.map((property) => visitor.computedStyle(target, property)));
  const homeStyle = async () => ({
    heading: await styleOf(await visitor.find("heading", HOME_HEADING, { level: 1 }), HEADING_STYLE),
    latest: await styleOf(await visitor.find("region", "Latest case studies"), REGION_STYLE),
  });

  test.each(["/", "/about", CASE_STUDY])("loading %s fetches no stylesheet", async (path) => {
    await visitor.goto(path);
    expect(await visitor.stylesheetsFetched()).toEqual([]);
  });

  test("a client navigation from /about styles the home page as loading it does", async () => {
    await visitor.goto("/");
    const loaded = await homeStyle();
    await visitor.goto("/about");
    await visitor.click(await visitor.find("link", "Alex Morgan, home"));
    expect(await visitor.mainHeadingWithin(HOME_HEADING, NEW_PAGE_WITHIN_MS), `"${HOME_HEADING}" after the click`).toBe(true);
    expect(await homeStyle()).toEqual(loaded);
  });
});
