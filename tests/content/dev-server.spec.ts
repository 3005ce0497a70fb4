// `npm run dev` as an owner uses it while writing (docs/product.md#drafts, content/README.md): what
// they save shows at once, without a restart, on whichever site the project serves (a copy of its
// content and files: tests/test-support/dev-server.ts).
import { execFileSync } from "node:child_process";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { draftsOf } from "../test-support/content-expectations.ts";
import { type DevServer, startDevServer, untilQuiet } from "../test-support/dev-server.ts";
import { expect, test } from "../test-support/fixtures.ts";

// The case study's own address answers 404 once it is renamed or deleted, and its route data with it.
// And on a slow machine the dev server's reload can come between a step's two writes (the rename's new
// slug, then its new file name), leaving that page asking for a body whose file is already gone; the
// reload the second write sends shows the right page, which is what each step waits for. (One pattern:
// a fixture's array of two is read as a value and its options.)
test.use({ allowedConsoleErrors: [/status of 404|Failed to load module script|Failed to fetch dynamically imported module/] });

const TITLE = "Faster triage for night nurses";
const SLUG = "faster-triage-for-night-nurses";
const RENAMED = "night-triage";

/** `npm run new -- "{title}"`, on the dev server's copy of the content. */
function newCaseStudy(dev: DevServer, title: string): string {
  return execFileSync(process.execPath, ["--import", "tsx", "scripts/new-case-study.ts", title], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...process.env, CONTENT_DIR: dev.contentDir, PUBLIC_DIR: dev.publicDir },
    encoding: "utf8",
  });
}

test("npm run dev shows a new draft, then publishes, renames and deletes it as the files change, without a restart", {
  tag: "@any-width",
}, async ({ page, site, content }) => {
  test.setTimeout(180_000);
  const dev = await startDevServer(site, site.name);
  const fileOf = (slug: string) => path.join(dev.contentDir, "case-studies", `${slug}.mdx`);
  const title = page.getByRole("heading", { level: 1 });
  const draftBadge = page.getByRole("main").getByText("Draft", { exact: true });
  try {
    // The site's own drafts open, marked as drafts.
    for (const draft of draftsOf(content)) {
      await page.goto(`${dev.url}/case-studies/${draft.slug}`);
      await expect(title).toHaveText(draft.title);
      await expect(draftBadge).toBeVisible();
    }

    await page.goto(`${dev.url}/case-studies`);
    await expect(title).toHaveText("Case Studies");
    await untilQuiet(page);
    expect(newCaseStudy(dev, TITLE)).toContain("(a draft). Preview it with npm run dev.");
    // The open list shows it by itself: the dev server reloads the page.
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: TITLE }) });
    await expect(card.getByText("Draft", { exact: true })).toBeVisible({ timeout: 10_000 });
    await card.getByRole("link", { name: TITLE }).click();
    await expect(title).toHaveText(TITLE);
    await expect(draftBadge).toBeVisible();
    await untilQuiet(page);

    // Published: the line `draft: true` removed.
    writeFileSync(fileOf(SLUG), readFileSync(fileOf(SLUG), "utf8").replace(/^draft: true\n/m, ""));
    await expect(draftBadge).toHaveCount(0, { timeout: 10_000 });
    await expect(title).toHaveText(TITLE);
    await untilQuiet(page);

    // Renamed: a new file name and slug; the old address is gone, the new one opens.
    writeFileSync(fileOf(SLUG), readFileSync(fileOf(SLUG), "utf8").replace(`slug: ${SLUG}`, `slug: ${RENAMED}`));
    renameSync(fileOf(SLUG), fileOf(RENAMED));
    await expect(title).toHaveText("Case study not found.", { timeout: 10_000 });
    await page.goto(`${dev.url}/case-studies/${RENAMED}`);
    await expect(title).toHaveText(TITLE);
    await untilQuiet(page);

    // Deleted.
    rmSync(fileOf(RENAMED));
    await expect(title).toHaveText("Case study not found.", { timeout: 10_000 });
    await page.goto(`${dev.url}/case-studies`);
    await expect(page.getByRole("heading", { name: TITLE })).toHaveCount(0);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n\nnpm run dev said:\n${dev.output()}`);
  } finally {
    // Off the dev server first: Vite's client, its socket closed, would keep asking a server gone.
    await page.goto("about:blank");
    await dev.stop();
  }
});
