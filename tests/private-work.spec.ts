// Private work as visitors meet it (docs/product.md#private-work; threat model in
// docs/decisions/016-private-work.md), on the site built with two protected case studies and an unlisted
// one (tests/test-support/at-scale-site.ts), served by the real server (project "at-scale").
import { readdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { openAccessStore } from "#server/access/open-access-store.ts";
import { AT_SCALE_CLIENT_DIR, PRIVATE_WORK } from "./test-support/at-scale-site.ts";
import { expect, test } from "./test-support/fixtures.ts";
import { holdRequests } from "./test-support/held-requests.ts";

// Of the five failures 127.0.0.1 may have in 10 minutes, each wrong try below counts one: sent by the
// teaser's script with its proof of work (a form post without JavaScript would count two).
const PASSWORD = "a password for private work";
const TEASER_TEXT = "This case study is private. Enter the password you were given, or open the link you were sent.";
const PROTECTED = `/case-studies/${PRIVATE_WORK.protected.slug}`;
const SILENT = `/case-studies/${PRIVATE_WORK.silent.slug}`;
const SECRETS = [
  PRIVATE_WORK.secretSentence,
  PRIVATE_WORK.imageAlt,
  PRIVATE_WORK.protected.title,
  PRIVATE_WORK.silent.title,
  PRIVATE_WORK.protected.slug,
  PRIVATE_WORK.silent.slug,
  "placeholder-cover",
  PRIVATE_WORK.prototype.sentence,
  PRIVATE_WORK.prototype.file,
];

// One password for the whole file: setting it again would end the sessions of the tests before.
test.describe.configure({ mode: "serial" });
// Chromium logs a page's own 403 (the teaser), 404 (teaser: false) and 410 (a dead link) as errors: the pages under test.
test.use({ allowedConsoleErrors: [/status of (403|404|410)/] });

// The at-scale server's store (playwright.config.ts): the owner's `npm run access`, done by the test.
const storeConfig = { dataDir: path.join(process.env.E2E_DATA_DIR ?? "", "at-scale"), databaseUrl: undefined };
async function withAccessStore<T>(work: (access: Awaited<ReturnType<typeof openAccessStore>>) => Promise<T>): Promise<T> {
  const access = await openAccessStore(storeConfig);
  try {
    return await work(access);
  } finally {
    await access.close();
  }
}

test.beforeAll(async () => {
  await withAccessStore((access) => access.setPassword(PASSWORD));
});

/** Every address an anonymous client can find: each file of the public build, and what the pages name. */
async function crawlAnonymously(request: APIRequestContext): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const files = readdirSync(AT_SCALE_CLIENT_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => !/\.(br|gz)$/.test(file))
    .map((file) => `/${file.split(path.sep).join("/")}`);
  const queue = ["/", "/sitemap.xml", "/feed.xml", "/case-studies", ...files];
  while (queue.length > 0) {
    const address = queue.shift() ?? "";
    if (found.has(address)) continue;
    const response = await request.get(address);
    const body = (await response.body()).toString("latin1");
    found.set(address, body);
    // Links, sources and route data the page names, on this site only.
    for (const [, link] of body.matchAll(/(?:href|src|content)="(\/[^"#?]*)/g)) if (link && !found.has(link)) queue.push(link);
    const data = address.match(/^\/case-studies\/[^/.]+$/) ? `${address}.data` : undefined;
    if (data && !found.has(data)) queue.push(data);
  }
  return found;
}

test("an anonymous client finds protected work nowhere: no file, page, feed or data names it or holds its text", async ({
  request,
}) => {
  test.slow(); // every file of a thirty-study build
  const crawled = await crawlAnonymously(request);
  expect(crawled.size).toBeGreaterThan(100);
  const leaks = [...crawled].flatMap(([address, body]) =>
    SECRETS.filter((secret) => body.includes(secret) && address !== PROTECTED).map((secret) => `${address}: ${secret}`),
  );
  // The teaser, at the protected address, shows the title and the summary: nothing else names the work.
  expect(leaks).toEqual([]);
});

test("the teaser shows the title, the summary and the password form; a wrong password is refused", async ({ page }) => {
  const response = await page.goto(PROTECTED);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: PRIVATE_WORK.protected.title })).toBeVisible();
  await expect(page.getByText(PRIVATE_WORK.teaserSummary)).toBeVisible();
  await expect(page.getByText(TEASER_TEXT)).toBeVisible();
  await expect(page.getByText(PRIVATE_WORK.secretSentence)).toHaveCount(0);
  await page.getByLabel("Password").fill("not the password at all");
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByRole("alert")).toHaveText("That password is not right.");
  expect(new URL(page.url()).pathname).toBe(PROTECTED);
});

test("with JavaScript, a wrong password is refused by the field without a new page, and the right one opens the case study", async ({
  page,
}) => {
  await page.goto(PROTECTED);
  // A mark on this page: still there after the wrong try, so no page was loaded.
  await page.evaluate(() => Object.assign(window, { teaserMark: true }));
  const failures = () => withAccessStore((access) => access.countAllFailures(new Date(0)));
  const failuresBefore = await failures();
  // The try is held on its way, so what the button says while it works can be read.
  const release = await holdRequests(page, "**/api/access/unlock");
  const field = page.getByLabel("Password");
  await field.fill("not the password either");
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByRole("button", { name: "Unlocking…" })).toHaveAttribute("aria-disabled", "true");
  release();
  await expect(page.getByRole("alert")).toHaveText("That password is not right.");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription("That password is not right.");
  await expect(field).toHaveValue("");
  await expect(field).toBeFocused();
  await expect(page.getByRole("button", { name: "Unlock" })).not.toHaveAttribute("aria-disabled");
  expect(await page.evaluate(() => "teaserMark" in window)).toBe(true);
  // Its proof of work was valid and unspent: one failure, not two.
  expect(await failures()).toBe(failuresBefore + 1);
  await page.unroute("**/api/access/unlock");
  await field.fill(PASSWORD);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByText(PRIVATE_WORK.secretSentence)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(PROTECTED);
  expect(await page.evaluate(() => "teaserMark" in window)).toBe(false);
  expect(await failures()).toBe(failuresBefore + 1);
});

async function unlock(page: Page) {
  await page.goto(PROTECTED);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByText(PRIVATE_WORK.secretSentence)).toBeVisible();
}

test("the right password opens the case study, lists show it marked Private, and Lock private work ends it", async ({ page }) => {
  await unlock(page);
  expect(new URL(page.url()).pathname).toBe(PROTECTED);
  await expect(page.getByRole("img", { name: PRIVATE_WORK.imageAlt }).first()).toBeVisible();
  // The home page starts without complaint with the cards the server wrote in, and does not show them.
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Private work" })).toHaveCount(0);
  await page.goto("/case-studies");
  const card = page.getByRole("article").filter({ hasText: PRIVATE_WORK.protected.title });
  await expect(card.getByText("Private", { exact: true })).toBeVisible();
  // Once: the cards the server also wrote for a browser without JavaScript stay inside their <noscript>.
  await expect(page.getByRole("link", { name: PRIVATE_WORK.protected.title })).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Private work" })).toHaveCount(0);
  // Its tag, which only private work has, has no page: a label, not a link.
  await expect(card.getByText("Agreements")).toBeVisible();
  await expect(card.getByRole("link", { name: "Agreements" })).toHaveCount(0);
  // teaser: false is protected too: the password opens it, though its address told nobody it existed.
  await expect(page.getByRole("link", { name: PRIVATE_WORK.silent.title })).toBeVisible();
  // Inside the app: its route data and body come with the session's cookie, as any page's do.
  await card.getByRole("link", { name: PRIVATE_WORK.protected.title }).click();
  await expect(page.getByText(PRIVATE_WORK.secretSentence)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(PROTECTED);
  await page.getByRole("button", { name: "Lock private work" }).click();
  await expect(page.getByText(TEASER_TEXT)).toBeVisible();
  await expect(page.getByText(PRIVATE_WORK.secretSentence)).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the password form opens the case study, and the Lock form locks it again", async ({ page }) => {
    await unlock(page);
    await page.getByRole("button", { name: "Lock private work" }).click();
    await expect(page.getByText(TEASER_TEXT)).toBeVisible();
  });

  test("after unlocking, the lists show the private case studies as links that open them", async ({ page }) => {
    await unlock(page);
    await page.goto("/case-studies");
    const privateWork = page.getByRole("region", { name: "Private work" });
    const card = privateWork.getByRole("article").filter({ hasText: PRIVATE_WORK.protected.title });
    await expect(card.getByText("Private", { exact: true })).toBeVisible();
    await expect(card.getByText(PRIVATE_WORK.teaserSummary)).toBeVisible();
    // The password opens both: teaser: false is listed too.
    await expect(privateWork.getByRole("link", { name: PRIVATE_WORK.silent.title })).toBeVisible();
    await card.getByRole("link", { name: PRIVATE_WORK.protected.title }).click();
    await expect(page.getByText(PRIVATE_WORK.secretSentence)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(PROTECTED);
    // The home page lists them too, with the lock bar, which brings the visitor back to a page without them.
    await page.goto("/");
    await page.getByRole("region", { name: "Private work" }).getByRole("button", { name: "Lock private work" }).click();
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Private work" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: PRIVATE_WORK.protected.title })).toHaveCount(0);
  });
});

test("a share link limited to one case study opens it and only it; withdrawn, it opens nothing", async ({ page }) => {
  const link = await withAccessStore((access) =>
    access.createLink({ label: "Acme hiring", only: [PRIVATE_WORK.protected.slug] }),
  );
  await page.goto(`/s/${link.token}`);
  expect(new URL(page.url()).pathname).toBe(PROTECTED);
  await expect(page.getByText(PRIVATE_WORK.secretSentence)).toBeVisible();
  // The other protected case study, teaser: false: as unknown as ever to this visitor.
  const other = await page.goto(SILENT);
  expect(other?.status()).toBe(404);
  await expect(page.getByText("Case study not found.")).toBeVisible();
  await withAccessStore((access) => access.revokeLink(link.id));
  // Refused from the next request the server checks against the store: at most 5 s later (its cache).
  await expect.poll(async () => (await page.request.get(PROTECTED)).status(), { timeout: 10_000 }).toBe(403);
  const dead = await page.goto(`/s/${link.token}`);
  expect(dead?.status()).toBe(410);
  await expect(page.getByText("This link has expired or was withdrawn.")).toBeVisible();
});

test("a protected prototype runs in its sandboxed frame from a signed address that ends with its session", async ({
  page,
  request,
}) => {
  const { file, title, sentence, scriptSays } = PRIVATE_WORK.prototype;
  const missing = await request.get(`/prototypes/${file}-not-here.css`);
  // Anonymous, its page and its files answer as a missing file does.
  for (const name of [`${file}.html`, `${file}.css`, `${file}.js`]) {
    const response = await request.get(`/prototypes/${name}`);
    expect([response.status(), response.headers()["content-type"]]).toEqual([404, missing.headers()["content-type"]]);
  }
  const link = await withAccessStore((access) =>
    access.createLink({ label: "Board review", only: [PRIVATE_WORK.protected.slug] }),
  );
  await page.goto(`/s/${link.token}`);
  await page.getByRole("button", { name: `Load prototype: ${title}` }).click();
  const frame = page.getByTitle(title).contentFrame();
  // Its page, its style and its script, each asked for by a frame whose requests carry no cookie.
  await expect(frame.getByText(sentence)).toBeVisible();
  await expect(frame.getByText(scriptSays)).toBeVisible();
  await expect(frame.getByRole("heading", { name: title })).toHaveCSS("color", "rgb(0, 90, 60)");
  const address =
    page
      .frames()
      .find((each) => each.url().includes("/_frame/"))
      ?.url() ?? "";
  expect(new URL(address).pathname).toMatch(new RegExp(`^/_frame/[\\w-]+\\.[0-9a-z]+\\.[\\w-]+/prototypes/${file}\\.html$`));
  // The address opens it without the cookie, private to whoever holds it; one character changed, nothing.
  const opened = await request.get(address);
  expect([opened.status(), opened.headers()["cache-control"]]).toEqual([200, "private, no-store"]);
  expect(await opened.text()).toContain(sentence);
  const forged = address.replace(
    /\.([\w-])([\w-]{42})\//,
    (_, first: string, rest: string) => `.${first === "A" ? "B" : "A"}${rest}/`,
  );
  expect(forged).not.toBe(address);
  expect((await request.get(forged)).status()).toBe(404);
  // Withdrawn, the link's session ends, and the frame's address with it, on the next check.
  await withAccessStore((access) => access.revokeLink(link.id));
  await expect.poll(async () => (await request.get(address)).status(), { timeout: 10_000 }).toBe(404);
  expect((await request.get(address.replace(/\.html$/, ".js"))).status()).toBe(404);
});

test("an unlisted case study opens at its address, kept out of search engines and of every list", async ({ page }) => {
  const response = await page.goto(`/case-studies/${PRIVATE_WORK.unlisted.slug}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.getByRole("heading", { level: 1, name: PRIVATE_WORK.unlisted.title })).toBeVisible();
  await page.goto("/case-studies");
  await expect(page.getByRole("link", { name: PRIVATE_WORK.unlisted.title })).toHaveCount(0);
});

test("the teaser with its error, the private page and a list with private cards have no accessibility violations", async ({
  page,
}) => {
  const violationsOn = async () =>
    (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze()).violations.map(
      ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  await page.goto(PROTECTED);
  await page.getByLabel("Password").fill("not the password at all");
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  expect(await violationsOn()).toEqual([]);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByText(PRIVATE_WORK.secretSentence)).toBeVisible();
  expect(await violationsOn()).toEqual([]);
  await page.goto("/case-studies");
  await expect(page.getByText("Private", { exact: true }).first()).toBeVisible();
  expect(await violationsOn()).toEqual([]);
});
