// Private work as a recruiter meets it, on whichever site the project serves that has some (the second
// owner's site: playwright.config.ts): the teaser first, then the case study once the password or a
// share link opens it, laid out as the public ones are (docs/product.md#case-study-page).
import type { Page } from "@playwright/test";
import { openAccessStore } from "#server/access/open-access-store.ts";
import { cardsOnPage, caseStudiesOf, headerAndBodyTops } from "../test-support/content-expectations.ts";
import { expect, test } from "../test-support/fixtures.ts";
import { OWNER_SITE_PASSWORD } from "../test-support/owner-site.ts";
import { dataDirOf, type SiteUnderTest } from "../test-support/site-under-test.ts";

// Chromium logs the teaser's own 403 as an error: the page under test.
test.use({ allowedConsoleErrors: [/status of 403/] });

const WIDTHS = [375, 1199, 1200, 1440, 1920];

/** The protected case studies with a teaser; the journeys below need one. */
function teasedOf(content: Parameters<typeof caseStudiesOf>[0]) {
  const teased = caseStudiesOf(content, "protected").filter((study) => study.hasTeaser);
  test.skip(teased.length === 0, "this site has no protected case study with a teaser");
  return teased;
}

/**
 * Opens a share link for `slug`, made as the owner makes one with `npm run access -- link create
 * --only`, as a recruiter opens it.
 */
async function openShareLink(page: Page, site: SiteUnderTest, slug: string): Promise<void> {
  const access = await openAccessStore({ dataDir: dataDirOf(site), databaseUrl: undefined });
  try {
    const { token } = await access.createLink({ label: "Content journeys", only: [slug] });
    await page.goto(`/s/${token}`);
  } finally {
    await access.close();
  }
}

/** Checks, at each width, the lock bar above the title and the title above the body's first section. */
async function expectHeaderFirst(page: Page, label: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const tops = await headerAndBodyTops(page);
    const bar = await page.getByRole("button", { name: "Lock private work" }).boundingBox();
    expect(tops.title, `${label} at ${width} px: the title above the body`).toBeLessThan(tops.firstSection);
    expect(bar?.y ?? Number.POSITIVE_INFINITY, `${label} at ${width} px: the lock bar above the title`).toBeLessThan(
      tops.title - (await page.evaluate(() => window.scrollY)),
    );
  }
}

test("a protected case study's teaser puts its title above the password form, at every width", { tag: "@any-width" }, async ({
  page,
  content,
}) => {
  for (const study of teasedOf(content)) {
    const response = await page.goto(`/case-studies/${study.slug}`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const title = await page.getByRole("heading", { level: 1 }).boundingBox();
      const field = await page.getByLabel("Password").boundingBox();
      expect(title?.y, `${study.slug} at ${width} px`).toBeLessThan(field?.y ?? 0);
    }
  }
});

test("opened with the password, a protected case study puts its header first at every width", { tag: "@any-width" }, async ({
  page,
  content,
}) => {
  const [study] = teasedOf(content);
  if (!study) return;
  await page.goto(`/case-studies/${study.slug}`);
  await page.getByLabel("Password").fill(OWNER_SITE_PASSWORD);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
  // The body's first section, which headerAndBodyTops measures: the unlocked page, not the teaser.
  await expect(page.getByRole("article").getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expectHeaderFirst(page, `${study.slug}, by password`);
});

test("opened by a share link, a protected case study puts its header first at every width", { tag: "@any-width" }, async ({
  page,
  site,
  content,
}) => {
  const [study] = teasedOf(content);
  if (!study) return;
  await openShareLink(page, site, study.slug);
  expect(new URL(page.url()).pathname).toBe(`/case-studies/${study.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
  await expect(page.getByRole("article").getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expectHeaderFirst(page, `${study.slug}, by share link`);
});

test("with access, the list marks private work 'Private' among the rest, its title level with the others", async ({
  page,
  site,
  content,
}) => {
  const [study] = teasedOf(content);
  if (!study) return;
  await openShareLink(page, site, study.slug);
  await page.goto("/case-studies");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: study.title }) });
  await expect(card.getByText("Private", { exact: true })).toBeVisible();
  const cards = await cardsOnPage(page);
  const marked = cards.find(({ title }) => title === study.title);
  for (const card of cards.filter(({ top }) => top === marked?.top)) {
    expect(Math.abs(card.titleTop - (marked?.titleTop ?? 0)), `${card.title}: level with ${study.title}`).toBeLessThanOrEqual(1);
  }
  expect(cards).toHaveLength(caseStudiesOf(content, "public").length + 1);
});
