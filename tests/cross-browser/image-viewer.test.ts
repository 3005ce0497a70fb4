// The image viewer (PhotoSwipe) in Firefox and WebKit: an image in a case study opens in a dialog named
// by its alt text; Escape closes it and focus returns to the image's link (docs/product.md, "Case study page").
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ENGINES } from "../test-support/cross-browser/browsers.ts";
import { openVisitor } from "../test-support/cross-browser/open-visitor.ts";
import { DESKTOP, eventually, type Visitor } from "../test-support/cross-browser/visitor.ts";

const CASE_STUDY = "/case-studies/appointment-booking-recipient-cards";
const PROBLEM_ALT =
  "The old booking form, a single long column where recipients were rows in a table of checkboxes and email fields.";

describe.each(ENGINES)("in %s", (engine) => {
  let visitor: Visitor;
  beforeAll(async () => {
    visitor = await openVisitor(engine);
  });
  afterAll(() => visitor?.close());

  test("an image opens in the viewer, Escape closes it, and focus returns to the image", async () => {
    await visitor.resize(DESKTOP);
    await visitor.goto(CASE_STUDY);
    const image = await visitor.find("link", `Enlarge: ${PROBLEM_ALT}`);
    await visitor.click(image);
    // The viewer's code is fetched on the first click: on a busy machine, WebKit takes longer than 5 s.
    await visitor.find("dialog", PROBLEM_ALT, { timeout: 15_000 });

    await visitor.press("Escape");
    await eventually(async () => !(await visitor.isShown("dialog", PROBLEM_ALT)), "Escape closes the viewer");
    expect(await visitor.isFocused(image), "focus is back on the image's link").toBe(true);
  });
});
