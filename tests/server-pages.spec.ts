// The pages the server writes itself for a browser (docs/decisions/021-server-written-pages.md): a
// share link that opens nothing, and a plain form the server refuses. Each is a page of the site, as
// a visitor expects one: its header and footer, both themes, axe-clean, with its own status.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ServerProcess, spawnServer } from "#server/test-support/spawn-server.ts";
import { expect, test } from "./test-support/fixtures.ts";
import {
  expectPageOfTheSite,
  OWNER_NAME,
  postFormFrom,
  postFormFromAnotherSite,
  watchPolicyViolations,
} from "./test-support/server-pages.ts";

const BUILT_SERVER = path.join(import.meta.dirname, "../build/server/index.js");
const UNLOCK = "/api/access/unlock";
const STILL_LOCKED = "Private work is still locked.";

// Chromium logs each page's own status as an error: these pages are the ones under test.
test.use({ allowedConsoleErrors: [/status of (400|403|410|429)/] });

test("a share link that opens nothing answers 410 with a page of the site that says whom to ask", { tag: "@server" }, async ({
  page,
}) => {
  const violations = await watchPolicyViolations(page);
  // A token no link has: as an expired or withdrawn one answers (server/access/share-link-route.test.ts).
  const response = await page.goto(`/s/${"A".repeat(43)}`);
  if (!response) throw new Error("no answer");
  expect(response.headers()["referrer-policy"]).toBe("no-referrer");
  expect(response.headers()["cache-control"]).toBe("no-store");
  await expectPageOfTheSite(page, response, {
    status: 410,
    heading: "This link has expired or was withdrawn.",
    text: `Ask ${OWNER_NAME} for a new one.`,
  });
  // The theme chosen on it is applied before the first paint when it is opened again.
  await page.reload();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(18, 20, 23)");
  // The app never starts here: the theme button's icon shows the choice in force by CSS, and a stored
  // light choice names dark as the next one, as the app's button would.
  const shownIcon = () =>
    page
      .getByRole("button", { name: /^Switch to/ })
      .locator("svg > *")
      .evaluateAll((parts) =>
        parts.filter((part) => getComputedStyle(part).display !== "none").map((part) => part.getAttribute("class")),
      );
  expect(await shownIcon()).toEqual(["theme-button__dark"]);
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await page.reload();
  await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
  expect(await shownIcon()).toEqual(["theme-button__light"]);
  expect(await violations()).toEqual([]);
  await page.getByRole("link", { name: `Write to ${OWNER_NAME}` }).click();
  await expect(page).toHaveURL("/#contact");
});

test("the password form posted without a password, with no teaser to show again, answers 400 with a page of the site", {
  tag: "@server",
}, async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  const response = await postFormFrom(page, "/about", UNLOCK, { password: "" });
  await expectPageOfTheSite(page, response, { status: 400, heading: STILL_LOCKED, text: "Enter the password." });
  expect(await violations()).toEqual([]);
});

test("a form another site posts here answers 403 with a page of the site saying nothing was done", { tag: "@server" }, async ({
  page,
  baseURL,
}) => {
  const response = await postFormFromAnotherSite(page, `${baseURL}${UNLOCK}`, { password: "a guess" });
  await expectPageOfTheSite(page, response, {
    status: 403,
    heading: "This form came from another site.",
    text: "Nothing was sent or changed: this site takes forms only from its own pages.",
  });
});

test("past the limit of tries, the password form answers 429 with a page of the site and the wait", { tag: "@server" }, async ({
  page,
}) => {
  test.slow(); // its own server, and password hashes
  // A server of its own: the limit counts per address, and every test posts from 127.0.0.1.
  const dataDir = mkdtempSync(path.join(tmpdir(), "server-pages-e2e-"));
  let server: ServerProcess | undefined;
  try {
    server = await spawnServer(BUILT_SERVER, { DATA_DIR: dataDir });
    const { url } = server;
    // With no password set every try is wrong; a form's try counts two failures of the five allowed.
    for (let count = 0; count < 3; count++) {
      const tried = await page.request.post(`${url}${UNLOCK}`, { form: { password: "a guess" }, headers: { Origin: url } });
      expect(tried.status()).toBe(403);
    }
    const violations = await watchPolicyViolations(page);
    const response = await postFormFrom(page, `${url}/about`, UNLOCK, { password: "another guess" });
    expect(response.headers()["retry-after"]).toBe("600");
    await expectPageOfTheSite(page, response, {
      status: 429,
      heading: STILL_LOCKED,
      text: "Too many tries. Try again in 10 minutes.",
    });
    expect(await violations()).toEqual([]);
  } finally {
    server?.child.kill("SIGTERM");
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
