import { expect, type Locator, type Page } from "@playwright/test";

// A navigation inside the site shows the next page well within this, whatever the browser does with
// its animations (docs/product.md#layout: no animation holds a page back).
export const PAGE_CHANGE_BUDGET_MS = 2000;

/** Clicks `link` and expects the page at `pathname`, with its level-1 heading `heading`, within the budget. */
export async function clickToPage(page: Page, link: Locator, pathname: string, heading: string): Promise<void> {
  await link.click();
  await expect(page).toHaveURL(pathname, { timeout: PAGE_CHANGE_BUDGET_MS });
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({ timeout: PAGE_CHANGE_BUDGET_MS });
}
