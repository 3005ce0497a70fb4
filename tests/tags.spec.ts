import { expect, test } from "./test-support/fixtures.ts";

const TITLE = "Sending forms to everyone around a patient, in one booking";

test("a tag on a case study leads to its page, which lists that tag's case studies", async ({ page }) => {
  await page.goto("/case-studies/appointment-booking-recipient-cards");
  await page.getByRole("list", { name: "Tags" }).getByRole("link", { name: "UX Research" }).click();
  await expect(page).toHaveURL("/case-studies/tags/ux-research");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tagged 'UX Research'");
  await expect(page).toHaveTitle("Tagged 'UX Research' · Alex Morgan");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([TITLE]);
  await page.getByRole("link", { name: TITLE }).click();
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
});

test("a tag's page has its own description and canonical link, and is in the sitemap", { tag: "@server" }, async ({
  page,
  request,
}) => {
  await page.goto("/case-studies/tags/healthcare");
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://alexmorgan.design/case-studies/tags/healthcare",
  );
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
    "content",
    `Alex Morgan's case studies tagged Healthcare, newest first: ${TITLE}.`,
  );
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const slug of ["healthcare", "product-design", "prototyping", "ux-research"]) {
    expect(sitemap).toContain(`<loc>https://alexmorgan.design/case-studies/tags/${slug}</loc>`);
  }
});

test("the list shows every tag as a link, and a card's tags lead to their pages too", async ({ page }) => {
  await page.goto("/case-studies");
  await expect(page.getByRole("list", { name: "All tags" }).getByRole("link")).toHaveText([
    "Healthcare",
    "Product Design",
    "Prototyping",
    "UX Research",
  ]);
  await page.getByRole("article").getByRole("link", { name: "Prototyping" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tagged 'Prototyping'");
});

test("an unknown tag is the not-found page, with status 404", { tag: "@server" }, async ({ page }) => {
  const response = await page.goto("/case-studies/tags/no-such-tag");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});
