// Share links in the owner's room (docs/product.md#share-links), as the owner and a
// recipient meet them, on the at-scale site's server with its protected work. Ending every room
// session is tested in server/owner/owner-room.test.ts: here it would end the other owner specs' sessions.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { PRIVATE_WORK } from "./test-support/at-scale-site.ts";
import { expect, test, waitForApp } from "./test-support/fixtures.ts";
import { ensureOwnerPassword, signInToRoom } from "./test-support/owner-room.ts";

// One owner password and one list of links for the file.
test.describe.configure({ mode: "serial" });
// Chromium logs a page's own 410 (a withdrawn link) and 403 (a teaser) as errors: the pages under test.
test.use({ allowedConsoleErrors: [/status of (403|410)/] });
test.beforeAll(ensureOwnerPassword);

// The headless browser's own user agent names it as such, and a share link gives a bot no session
// (server/access/share-link-route.ts): the recipient opens it in an ordinary Chrome.
const RECIPIENT_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const LABEL = `Acme hiring ${Date.now().toString(36)}`;
const PROTECTED = `/case-studies/${PRIVATE_WORK.protected.slug}`;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations).toEqual([]);
}

/** Opens `address` (on this test's server) as the recipient does, in a browser of their own. */
async function openAsRecipient(browser: Browser, baseURL: string, address: string) {
  const context = await browser.newContext({ baseURL, userAgent: RECIPIENT_AGENT });
  const page = await context.newPage();
  const response = await page.goto(new URL(address).pathname);
  return { context, page, status: response?.status() };
}

let address = "";

test("the owner makes a link for one case study and sees its address once", async ({ page, context }) => {
  test.slow(); // the sign-in's proof of work
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInToRoom(page, "/owner/links");
  await expect(page.getByRole("heading", { level: 1, name: "Share links" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Share links" })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);

  await page.getByLabel("Label", { exact: true }).fill(LABEL);
  await page.getByLabel("Days", { exact: true }).fill("7");
  const opens = page.getByRole("group", { name: "Case studies it opens" });
  await opens.getByRole("checkbox", { name: PRIVATE_WORK.protected.title }).check();
  await page.getByRole("button", { name: "Create link" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Share link made" })).toBeVisible();
  await expect(page.getByText(`Made a share link for ${LABEL}, opening ${PRIVATE_WORK.protected.title}.`)).toBeVisible();
  const field = page.getByRole("textbox", { name: "Address" });
  await expect(field).toHaveAttribute("readonly", "");
  address = await field.inputValue();
  expect(address).toMatch(/^https?:\/\/[^/]+\/s\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText("This address is shown only now")).toBeVisible();
  await expectNoAxeViolations(page);

  // The room's script shows the button and copies the address.
  await page.getByRole("button", { name: "Copy address" }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  // The list never shows it again.
  await page.getByRole("link", { name: "Back to share links" }).click();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: LABEL }) });
  await expect(card).toContainText("Live");
  await expect(card).toContainText(PRIVATE_WORK.protected.title);
  expect(await page.content()).not.toContain(new URL(address).pathname);
  await expectNoAxeViolations(page);
});

test("the recipient opens the case study through the link, and the owner sees the open", async ({ browser, page, baseURL }) => {
  test.slow(); // the sign-in's proof of work
  const recipient = await openAsRecipient(browser, baseURL ?? "", address);
  await expect(recipient.page).toHaveURL(new RegExp(`${PROTECTED}$`));
  await expect(recipient.page.getByText(PRIVATE_WORK.secretSentence)).toBeVisible();
  // The page reports the view once its app has started, and how far it was read as it is left.
  await waitForApp(recipient.page);

  await signInToRoom(page, "/owner/links");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: LABEL }) });
  // Status, case studies, created, expires, then opens.
  await expect(card.getByRole("definition").nth(4)).toHaveText("1");
  await expect(card).not.toContainText("Last openednever");
  const read = card.getByRole("region", { name: `What was read through ${LABEL}` });
  // Left only once the view's start is stored: a page left before its start beacon was sent sends
  // both beacons at once, and the server drops an update that arrives before its start.
  await expect(async () => {
    await page.reload();
    await expect(read.getByRole("listitem").first()).toContainText(/^Opened /, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await recipient.page.mouse.wheel(0, 20_000);
  await expect.poll(() => recipient.page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await recipient.page.close({ runBeforeUnload: true });
  // The context stays open until the room shows the read: closing it at once could drop the beacon
  // the page sent as it closed, still on its way.
  await expect(async () => {
    await page.reload();
    await expect(read.getByRole("listitem").first()).toContainText(
      new RegExp(`^Read \\d+% of ${PRIVATE_WORK.protected.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
      { timeout: 1000 },
    );
  }).toPass({ timeout: 10_000 });
  await recipient.context.close();
  // The dashboard says it as a sentence, with the link's label.
  await page.goto("/owner?days=7");
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: `${LABEL} read ` })
      .first(),
  ).toContainText(new RegExp(`${LABEL} read \\d+% of `));
});

test("the owner withdraws the link after confirming, and its address opens nothing", async ({ browser, page, baseURL }) => {
  test.slow(); // the sign-in's proof of work
  await signInToRoom(page, "/owner/links");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: LABEL }) });
  await card.getByRole("link", { name: `Withdraw ${LABEL}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Withdraw this link?" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Withdraw link" }).click();
  await expect(page.getByRole("status").first()).toHaveText(
    "The link is withdrawn: its address opens nothing now, and the sessions it opened have ended.",
  );
  await expect(card).toContainText("Withdrawn");
  await expect(card).toContainText("A withdrawn link cannot be renewed: create a new one.");

  const recipient = await openAsRecipient(browser, baseURL ?? "", address);
  expect(recipient.status).toBe(410);
  await expect(recipient.page.getByText(/This link has expired or was withdrawn/)).toBeVisible();
  await recipient.page.goto(PROTECTED);
  await expect(recipient.page.getByText(PRIVATE_WORK.secretSentence)).toHaveCount(0);
  await recipient.context.close();
});
