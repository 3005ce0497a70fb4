// The prototype inside its frame in Firefox and WebKit: a sandboxed iframe with an opaque origin, served
// with its own Content-Security-Policy (docs/decisions/006). The visitor must get the prototype as
// designed: its stylesheet applied and its script running, not bare HTML (docs/product.md, "Prototype viewer").
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ENGINES } from "../test-support/cross-browser/browsers.ts";
import { openVisitor } from "../test-support/cross-browser/open-visitor.ts";
import { DESKTOP, type Visitor } from "../test-support/cross-browser/visitor.ts";

const TITLE = "Appointment booking with recipient cards";
/** The prototype's accent colour (--accent in public/prototypes/recipient-cards.css), drawn behind its main button. */
const ACCENT = "rgb(31, 95, 191)";

describe.each(ENGINES)("in %s", (engine) => {
  let visitor: Visitor;
  beforeAll(async () => {
    visitor = await openVisitor(engine);
  });
  afterAll(() => visitor?.close());

  test("the prototype loads in its frame with its own styles, and its buttons work", async () => {
    await visitor.resize(DESKTOP);
    await visitor.goto("/");
    const viewer = await visitor.find("region", "Interactive prototype");
    await visitor.click(await visitor.find("button", `Load prototype: ${TITLE}`, { within: viewer }));

    await visitor.insideFrame(TITLE, async (prototype) => {
      await prototype.find("heading", "Book appointment", { timeout: 10_000 });
      const send = await prototype.find("button", "Review and send");
      expect(await prototype.computedStyle(send, "background-color"), "the prototype's stylesheet is applied").toBe(ACCENT);
      // Only the prototype's script makes this button add a recipient's card.
      await prototype.click(await prototype.find("button", "Add recipient"));
      await prototype.find("group", "New parent");
    });
  });
});
