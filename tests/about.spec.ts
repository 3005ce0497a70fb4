import { expect, test } from "./test-support/fixtures.ts";

test("shows the biography and the link row", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
  await expect(page.getByText(/^I'm a product designer with eight years of experience/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Elsewhere" }).getByRole("link")).toHaveText([
    "Email",
    "Git",
    "Medium",
    "LinkedIn",
  ]);
});

test("the quotes carousel shows 'n of total' and 'Next →' cycles round", async ({ page }) => {
  await page.goto("/about");
  const carousel = page.getByRole("region", { name: "Kind words from colleagues" });
  await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  const next = carousel.getByRole("button", { name: "Next →" });
  const expected: [string, string][] = [
    ["1 of 3", "Dr. Priya Natarajan"],
    ["2 of 3", "Tomás Ferreira"],
    ["3 of 3", "Hannah Okafor"],
    ["1 of 3", "Dr. Priya Natarajan"],
  ];
  for (const [index, [position, author]] of expected.entries()) {
    if (index > 0) await next.click();
    await expect(carousel.getByText(position, { exact: true })).toBeVisible();
    const slide = carousel.getByRole("group", { name: position });
    await expect(slide).toBeVisible();
    await expect(slide.getByText(author)).toBeVisible();
    await expect(carousel.getByRole("group")).toHaveCount(1);
  }
});

test("a quote change is announced politely, and the button keeps focus", async ({ page }) => {
  await page.goto("/about");
  const carousel = page.getByRole("region", { name: "Kind words from colleagues" });
  const next = carousel.getByRole("button", { name: "Next →" });
  const slides = page.locator(`#${await next.getAttribute("aria-controls")}`);
  await expect(slides).toHaveAttribute("aria-live", "polite");
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(carousel.getByRole("group", { name: "2 of 3" })).toBeVisible();
  await expect(next).toBeFocused();
});

test("a quote can carry a picture and a link", async ({ page }) => {
  await page.goto("/about");
  const carousel = page.getByRole("region", { name: "Kind words from colleagues" });
  const next = carousel.getByRole("button", { name: "Next →" });
  await next.click();
  await next.click();
  const slide = carousel.getByRole("group", { name: "3 of 3" });
  await expect(slide.getByRole("link", { name: "Hannah Okafor" })).toHaveAttribute("href", /linkedin\.com/);
  // The picture is decorative (alt=""), so it has no role to find it by. It may still be loading.
  await expect
    .poll(() => slide.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
});
