// Signing in to the owner's room (docs/product.md#signing-in), as the owner does, on the at-scale
// site's server. Ending every session is tested in server/owner/owner-room.test.ts: here it would end
// the other owner specs' sessions.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test-support/fixtures.ts";
import { ensureOwnerPassword, TEST_OWNER_PASSWORD } from "./test-support/owner-room.ts";

// The wrong try below answers 403, which Chromium logs as the page's own error.
test.use({ allowedConsoleErrors: [/status of 403/] });
test.beforeAll(ensureOwnerPassword);

test("a room address leads to sign in; a wrong password is said, the right one leads back", async ({ page }) => {
  test.slow(); // two proofs of work
  await page.goto("/owner/links?from=test");
  await expect(page).toHaveURL(/\/owner\/sign-in\?return=%2Fowner%2Flinks%3Ffrom%3Dtest$/);
  await expect(page).toHaveTitle("Sign in · Owner's room");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  const password = page.getByLabel("Password");
  await expect(password).toBeFocused();
  expect((await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze()).violations).toEqual(
    [],
  );

  // Sent by the room's script (the page does not reload), so the try counts once.
  await password.fill("not the owner password");
  await page.getByRole("button", { name: "Sign in" }).click();
  // The proof of work is solved first, up to 10 s on a busy machine (docs/product.md#abuse-protection).
  await expect(page.getByRole("alert")).toHaveText("That password is not right.", { timeout: 15_000 });
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/owner\/sign-in\?return=/);

  await password.fill(TEST_OWNER_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/owner\/links\?from=test$/, { timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out everywhere" })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find(({ name }) => name === "owner_session")).toMatchObject({ path: "/owner", httpOnly: true, sameSite: "Lax" });
  expect(cookies.find(({ name }) => name === "owner_marker")).toMatchObject({ path: "/", httpOnly: true });

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("You have signed out.");
  await page.goto("/owner/links");
  await expect(page).toHaveURL(/\/owner\/sign-in/);
});

test("without JavaScript the form signs in all the same", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/owner/sign-in");
  await page.getByLabel("Password").fill(TEST_OWNER_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/owner$/);
  await expect(page.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("aria-current", "page");
  await context.close();
});
