// axe's scans and the colour schemes the accessibility journeys switch between, for every spec that scans.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

// WCAG 2.2 AA, every level and version up to it, plus axe's best practices (headings, landmarks).
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

export const LIGHT_BACKGROUND = "rgb(251, 250, 248)";
export const DARK_BACKGROUND = "rgb(18, 20, 23)";
export const THEMES = [
  { colorScheme: "light", background: LIGHT_BACKGROUND },
  { colorScheme: "dark", background: DARK_BACKGROUND },
] as const;

export interface ScanOptions {
  /**
   * The page embeds the sandboxed prototype: the page and the frame are scanned apart. Scanned together, axe
   * counts the prototype's own banner and main landmarks as duplicates of the site's (landmark-unique); the
   * prototype is a page of its own, in its own document and its own tab, and its owner keeps its landmarks.
   */
  hasPrototypeFrame?: boolean;
}

export function describeViolations(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]): string[] {
  return violations.map(
    ({ id, impact, help, nodes }) =>
      `${id} (${impact}): ${help}\n${nodes.map((node) => `  ${node.target.join(" ")}: ${node.failureSummary}`).join("\n")}`,
  );
}

/** Runs axe and fails with a readable list of every violation, whatever its impact. */
export async function expectNoViolations(page: Page, label: string, { hasPrototypeFrame = false }: ScanOptions = {}) {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (hasPrototypeFrame) builder.exclude("iframe");
  const { violations } = await builder.analyze();
  expect(describeViolations(violations), `axe violations on ${label}`).toEqual([]);
  if (hasPrototypeFrame) await expectNoViolationsInPrototype(page, label);
}

async function expectNoViolationsInPrototype(page: Page, label: string) {
  let violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"] = [];
  // @axe-core/playwright skips a frame, silently, when injecting axe there takes over a second, as it can
  // on a busy machine: scan again until the results show nodes inside the frame.
  await expect(async () => {
    // No preloading: axe would fetch the sandboxed prototype's stylesheet from an opaque origin, which CORS refuses.
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).include("iframe").options({ preload: false }).analyze();
    const checkedInside = results.passes.flatMap((rule) => rule.nodes).filter((node) => node.target.length > 1);
    expect(checkedInside.length, `axe reached inside the prototype on ${label}`).toBeGreaterThan(0);
    violations = results.violations;
  }).toPass({ timeout: 30_000 });
  expect(describeViolations(violations), `axe violations inside the prototype on ${label}`).toEqual([]);
}

/** Opens a page with the operating system in the given colour scheme (the site's default follows it) and checks it took. */
export async function openInTheme(page: Page, pathname: string, theme: (typeof THEMES)[number]) {
  await page.emulateMedia({ colorScheme: theme.colorScheme });
  await page.goto(pathname);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(theme.background);
}

/**
 * Changes the operating system's colour scheme under an open page and checks the page followed, once
 * the colours' transitions (a button's background eases over 180 ms) have ended: axe judges contrast
 * from the colours on screen.
 */
export async function switchSystemTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.emulateMedia({ colorScheme: theme.colorScheme });
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(theme.background);
  await waitForTransitions(page);
}

/** Waits until the colours' transitions (a button's background eases over 180 ms) have ended: axe judges contrast from the colours on screen. */
export async function waitForTransitions(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document.getAnimations().flatMap((animation) => (animation instanceof CSSTransition ? [animation.finished] : [])),
    ),
  );
}
