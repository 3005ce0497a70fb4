// Every page of whichever site the project serves (playwright.config.ts), as its content makes it:
// axe-clean in both themes, nothing wider than a phone, and the theme chosen kept from page to page.
import type { Page } from "@playwright/test";
import { DARK_BACKGROUND, expectNoViolations, openInTheme, switchSystemTheme, THEMES } from "../test-support/axe.ts";
import { caseStudiesOf, tagPagesOf } from "../test-support/content-expectations.ts";
import { expect, isSmallScreen, test } from "../test-support/fixtures.ts";

type Content = Parameters<typeof caseStudiesOf>[0];

/** Every page the site's content makes, and a missing one. */
function pagesOf(content: Content): string[] {
  const studies = [...caseStudiesOf(content, "public"), ...caseStudiesOf(content, "unlisted")];
  return [
    "/",
    "/case-studies",
    ...studies.map(({ slug }) => `/case-studies/${slug}`),
    ...tagPagesOf(content).map(({ path }) => path),
    "/about",
    "/privacy",
    "/no/such/page",
  ];
}

const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("every page has no axe violations, in the light theme and the dark", async ({ page, content }) => {
  test.slow(); // a scan per page and theme
  // At 375 px the width changes the layout, not the colours: one theme there (tests/accessibility.spec.ts says why).
  const themes = isSmallScreen(page) ? THEMES.slice(0, 1) : THEMES;
  for (const path of pagesOf(content)) {
    const [first, ...others] = themes;
    if (!first) return;
    await openInTheme(page, path, first);
    await expectNoViolations(page, `${path}, ${first.colorScheme}`);
    for (const theme of others) {
      await switchSystemTheme(page, theme);
      await expectNoViolations(page, `${path}, ${theme.colorScheme}`);
    }
  }
});

test("no page is wider than the screen", async ({ page, content }) => {
  for (const path of pagesOf(content)) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await overflowOf(page), path).toBe(0);
  }
});

test("the theme chosen on home stays chosen on the pages a visitor goes on to", { tag: "@any-width" }, async ({
  page,
  content,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect.poll(background).toBe(DARK_BACKGROUND);
  const [newest] = caseStudiesOf(content, "public");
  if (newest) {
    await page.getByRole("link", { name: newest.title }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title);
    expect(await background()).toBe(DARK_BACKGROUND);
  }
  await page.goto("/about");
  expect(await background()).toBe(DARK_BACKGROUND);
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  await expectNoViolations(page, "/about, dark by choice");
});
