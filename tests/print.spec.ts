import { expect, test } from "./test-support/fixtures.ts";

const CASE_STUDY_PATH = "/case-studies/appointment-booking-recipient-cards";

test("a case study prints its content alone, in the light theme, with link addresses written out", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(CASE_STUDY_PATH);
  await page.emulateMedia({ media: "print", colorScheme: "dark" });

  await expect(page.getByRole("link", { name: "Skip to content" })).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("button", { name: "Fullscreen" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Open in new tab" })).toBeHidden();
  await expect(page.getByText("Load prototype", { exact: true })).toBeHidden();

  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Outcome" })).toBeVisible();
  await expect(page.getByText("Interactive prototype")).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)");

  const link = page.getByRole("link", { name: "NHS service manual on form design" });
  expect(await link.evaluate((element) => getComputedStyle(element, "::after").content)).toBe(
    '" (https://service-manual.nhs.uk/design-system/patterns/question-pages)"',
  );
  await expect(page.getByRole("navigation", { name: "On this page" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Link to section Outcome" })).toBeHidden();
  const image = page.getByRole("link", { name: /^Enlarge: The old booking form/ });
  expect(await image.evaluate((element) => getComputedStyle(element, "::after").content)).toBe("none");
  for (const figure of await page.getByRole("figure").all()) {
    expect(await figure.evaluate((element) => getComputedStyle(element).breakInside)).toBe("avoid");
  }
});
