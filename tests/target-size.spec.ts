import type { Page } from "@playwright/test";
import { expect, isSmallScreen, test } from "./test-support/fixtures.ts";
import { EVERY_PAGE } from "./test-support/site-pages.ts";

// WCAG 2.2 SC 2.5.8 Target Size (Minimum), level AA.
const MIN_TARGET_PX = 24;

/**
 * Lists the visible links, buttons and fields smaller than 24 × 24 px whose spacing does not make up
 * for it: a 24 px circle centred on the target must touch no other target, nor another small target's circle.
 */
function findSmallTargets(minSize: number): string[] {
  const SELECTOR = "a[href], button, input, textarea, select, [tabindex]:not([tabindex='-1'])";
  // SC 2.5.8 exempts a target "in a sentence or its size is otherwise constrained by the line-height of
  // non-target text": links that flow inline in a paragraph or list item of running text.
  const isInSentence = (element: Element) =>
    element.matches("a") && getComputedStyle(element).display === "inline" && element.closest("p, li") !== null;
  // A link whose ::after is stretched over a positioned ancestor (the case study cards) takes clicks all over it.
  const hitArea = (element: Element): DOMRect => {
    const after = getComputedStyle(element, "::after");
    if (after.content === "none" || after.position !== "absolute") return element.getBoundingClientRect();
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      if (getComputedStyle(ancestor).position !== "static") return ancestor.getBoundingClientRect();
    }
    return element.getBoundingClientRect();
  };
  const targets = [...document.querySelectorAll(SELECTOR)]
    .filter((element) => !element.closest("[inert], [aria-hidden='true']"))
    .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
    .filter((element) => !isInSentence(element))
    .map((element) => ({ element, rect: hitArea(element) }))
    .filter(({ rect }) => rect.width > 0 && rect.height > 0);
  const isSmall = (rect: DOMRect) => rect.width < minSize || rect.height < minSize;
  const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
  const radius = minSize / 2;
  const circleTouches = (rect: DOMRect, x: number, y: number) => {
    const dx = Math.max(rect.left - x, 0, x - rect.right);
    const dy = Math.max(rect.top - y, 0, y - rect.bottom);
    return dx * dx + dy * dy < radius * radius;
  };
  return targets
    .filter(({ rect }) => isSmall(rect))
    .filter((target) => {
      const { x, y } = centre(target.rect);
      return targets.some((other) => {
        if (other === target || other.element.contains(target.element) || target.element.contains(other.element)) return false;
        if (circleTouches(other.rect, x, y)) return true;
        const otherCentre = centre(other.rect);
        return isSmall(other.rect) && Math.hypot(otherCentre.x - x, otherCentre.y - y) < minSize;
      });
    })
    .map(({ element, rect }) => {
      const name = element.getAttribute("aria-label") ?? element.textContent?.trim() ?? "";
      return `${element.tagName.toLowerCase()} "${name.slice(0, 40)}": ${Math.round(rect.width)} × ${Math.round(rect.height)} px`;
    });
}

async function expectNoSmallTargets(page: Page, label: string) {
  expect(await page.evaluate(findSmallTargets, MIN_TARGET_PX), `targets under 24 × 24 px on ${label}`).toEqual([]);
}

test("every link, button and field on every page is at least 24 × 24 px or spaced as if it were", async ({ page }) => {
  test.slow(); // six pages
  for (const pathname of EVERY_PAGE) {
    await page.goto(pathname);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSmallTargets(page, pathname);
  }
});

test("targets that only show in a state are large enough too: the open menu, each quote, the fullscreen viewer", async ({
  page,
}) => {
  test.slow(); // five states
  if (isSmallScreen(page)) {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" })).toBeVisible();
    await expectNoSmallTargets(page, "the open menu");
  }

  await page.goto("/about");
  const next = page.getByRole("button", { name: "Next →" });
  for (const position of ["2 of 3", "3 of 3"]) {
    await next.click();
    await expect(page.getByRole("group", { name: position })).toBeVisible();
    await expectNoSmallTargets(page, `the quote ${position}`);
  }

  await page.goto("/");
  await page
    .getByRole("figure", { name: "Interactive prototype" })
    .getByRole("button", { name: "Fullscreen", exact: true })
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSmallTargets(page, "the fullscreen viewer");
});
