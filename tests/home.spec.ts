import { expect, isSmallScreen, test } from "./test-support/fixtures.ts";

test("the hero greets with the role, the current employer and the link row", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Hi, I'm Alex." })).toBeVisible();
  await expect(page.getByText("Product designer shaping calm, people-focused tools for complex work.")).toBeVisible();
  await expect(page.getByText("Currently designing clinical workflows at Northwind Health.")).toBeVisible();
  const links = page.getByRole("list", { name: "Elsewhere" }).getByRole("link");
  await expect(links).toHaveText(["Email", "Git", "Medium", "LinkedIn"]);
  await expect(links.first()).toHaveAttribute("href", "mailto:hello@alexmorgan.design");
});

test("the hero's portrait stands before the greeting on a wide screen, above it on a phone", async ({ page }) => {
  await page.goto("/");
  const portrait = await page.getByRole("img", { name: "Illustrated portrait of Alex Morgan" }).boundingBox();
  const greeting = await page.getByRole("heading", { level: 1, name: "Hi, I'm Alex." }).boundingBox();
  if (!portrait || !greeting) throw new Error("the hero is not on screen");
  if (isSmallScreen(page)) {
    expect(portrait.y + portrait.height).toBeLessThanOrEqual(greeting.y);
  } else {
    expect(portrait.x + portrait.width).toBeLessThan(greeting.x);
    // Side by side: the portrait is level with the text beside it, from the greeting to the link row.
    const links = await page.getByRole("list", { name: "Elsewhere" }).boundingBox();
    expect(portrait.y + portrait.height).toBeGreaterThan(greeting.y);
    expect(portrait.y).toBeLessThan((links?.y ?? 0) + (links?.height ?? 0));
  }
  expect(portrait.x).toBeLessThanOrEqual(greeting.x);
});

test("shows the prototype viewer with its poster and the caption 'Interactive prototype'", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "Interactive prototype" });
  await expect(section.getByText("Interactive prototype", { exact: true })).toBeVisible();
  await expect(section.getByRole("button", { name: "Load prototype: Appointment booking with recipient cards" })).toBeVisible();
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
