// The menu at 375 px in Firefox and WebKit: it opens from its button, and Escape closes it and gives
// focus back to the button (docs/product.md, "Header and navigation"; docs/decisions/010).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ENGINES } from "../test-support/cross-browser/browsers.ts";
import { openVisitor } from "../test-support/cross-browser/open-visitor.ts";
import { eventually, PHONE, type Visitor } from "../test-support/cross-browser/visitor.ts";

describe.each(ENGINES)("in %s", (engine) => {
  let visitor: Visitor;
  beforeAll(async () => {
    visitor = await openVisitor(engine);
  });
  afterAll(() => visitor?.close());

  test("the menu opens from its button and Escape closes it", async () => {
    await visitor.resize(PHONE);
    await visitor.goto("/");
    const menu = await visitor.find("button", "Menu");
    expect(await visitor.isShown("link", "Case Studies"), "the links start hidden").toBe(false);

    await visitor.click(menu);
    const nav = await visitor.find("navigation", "Main");
    await visitor.find("link", "Case Studies", { within: nav });

    await visitor.press("Escape");
    await eventually(async () => !(await visitor.isShown("link", "Case Studies")), "Escape closes the menu");
    expect(await visitor.isFocused(menu), "focus is back on the menu button").toBe(true);
  });
});
