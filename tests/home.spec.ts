import { expect, test } from "./support/fixtures.ts";

test("the hero greets with the role, the current employer and the link row", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Hi, I'm Alex." })).toBeVisible();
  await expect(page.getByText("Product designer shaping calm, people-focused tools for complex work.")).toBeVisible();
  await expect(page.getByText("Currently designing clinical workflows at Northwind Health.")).toBeVisible();
  const links = page.getByRole("list", { name: "Elsewhere" }).getByRole("link");
  await expect(links).toHaveText(["Email", "Git", "Medium", "LinkedIn"]);
  await expect(links.first()).toHaveAttribute("href", "mailto:hello@alexmorgan.design");
});

test("the prototype frame shows its poster and caption, and loads the prototype by keyboard", async ({ page }) => {
  await page.goto("/");
  const frame = page.getByRole("region", { name: "Interactive prototype" });
  await expect(frame.getByText("Interactive prototype", { exact: true })).toBeVisible();
  const poster = frame.getByRole("button", { name: "Load prototype: Appointment booking with recipient cards" });
  await expect(poster).toBeVisible();
  await poster.focus();
  await page.keyboard.press("Enter");
  await expect(page.frameLocator("iframe").getByRole("heading", { name: "Book appointment" })).toBeVisible();
});

test("the poster also loads with Space, and 'Open in new tab' opens the prototype page", async ({ page, context }) => {
  await page.goto("/");
  const frame = page.getByRole("region", { name: "Interactive prototype" });
  await frame.getByRole("button", { name: /Load prototype/ }).focus();
  await page.keyboard.press("Space");
  await expect(frame.locator("iframe")).toBeVisible();
  const [tab] = await Promise.all([context.waitForEvent("page"), frame.getByRole("link", { name: "Open in new tab" }).click()]);
  await expect(tab).toHaveURL(/\/prototypes\/recipient-cards\.html$/);
  await tab.close();
});

test("shows the latest case studies, newest first, at most 3", async ({ page }) => {
  await page.goto("/");
  const latest = page.getByRole("region", { name: "Latest case studies" });
  const cards = latest.getByRole("article");
  expect(await cards.count()).toBeLessThanOrEqual(3);
  await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText(
    "Sending forms to everyone around a patient, in one booking",
  );
});
