import { expect, test } from "./test-support/fixtures.ts";

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

test("an unknown file's address shows the not-found page styled and working, as any other address does", {
  tag: "@server",
}, async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  for (const pathname of ["/images/x.png", "/assets/nope.js", "/prototypes/nope.html"]) {
    const response = await page.goto(pathname);
    expect(response?.status(), pathname).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    // The site's dark background, not the browser's blank one: its styles applied.
    expect(await background(), pathname).toBe("rgb(18, 20, 23)");
    // Its scripts ran: the theme button works.
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect.poll(background, { message: pathname }).toBe("rgb(251, 250, 248)");
    await page.evaluate(() => localStorage.removeItem("theme"));
  }
});
