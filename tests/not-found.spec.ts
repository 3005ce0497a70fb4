import { expect, test } from "./support/fixtures.ts";

test("an unknown address shows the not-found page with status 404", { tag: "@server" }, async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL("/");
});

test("an unknown case study shows 'Case study not found.' with a link back to all", { tag: "@server" }, async ({ page }) => {
  const response = await page.goto("/case-studies/no-such-study");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Case study not found." })).toBeVisible();
  await page.getByRole("link", { name: "Back to all" }).click();
  await expect(page).toHaveURL("/case-studies");
  await expect(page.getByRole("heading", { level: 1, name: "Case Studies" })).toBeVisible();
});
