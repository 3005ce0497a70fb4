// The public pages as a visitor reads them, on whichever site the project serves (the sample, or the
// second owner's site: playwright.config.ts): each check reads what the site's content says
// (tests/test-support/content-expectations.ts) and looks for it on the page.
import { linkServiceOf } from "#src/lib/content-model/link-services.ts";
import {
  cardsOnPage,
  caseStudiesOf,
  draftsOf,
  headerAndBodyTops,
  homeTitles,
  rowsOf,
  tagPagesOf,
} from "../test-support/content-expectations.ts";
import { expect, test } from "../test-support/fixtures.ts";

test("home greets with the owner's words: the role, the employer line when there is one, and the links in their order", async ({
  page,
  content: { site },
}) => {
  await page.goto("/");
  const hero = page.getByRole("region", { name: site.greeting });
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText(site.greeting);
  await expect(hero.getByRole("paragraph")).toHaveText([site.role, ...(site.employer ? [site.employer] : [])]);
  const row = hero.getByRole("list", { name: "Elsewhere" });
  if (site.links.length === 0) {
    await expect(row).toHaveCount(0);
    return;
  }
  const links = row.getByRole("link");
  // The label is each link's whole name: an icon beside it is hidden from screen readers.
  await expect(links).toHaveText(site.links.map(({ label }) => label));
  for (const [index, { label, href }] of site.links.entries()) {
    const link = links.nth(index);
    await expect(link, label).toHaveAccessibleName(label);
    await expect(link, label).toHaveAttribute("href", href);
    const service = linkServiceOf(href);
    await expect(link.locator("svg[aria-hidden='true']"), `${label}'s icon`).toHaveCount(service ? 1 : 0);
    if (service === "mastodon") await expect(link).toHaveAttribute("rel", "me");
  }
});

test("home shows the prototype only when site.yaml names one", async ({ page, content: { site } }) => {
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Interactive prototype" })).toHaveCount(site.prototype ? 1 : 0);
  await expect(page.getByText("No content")).toHaveCount(0);
});

test("home shows the featured case studies first, then the newest, three in all", async ({ page, content }) => {
  await page.goto("/");
  const latest = page.getByRole("region", { name: "Latest case studies" });
  await expect(latest.getByRole("article").getByRole("heading", { level: 3 })).toHaveText(homeTitles(content));
});

test("the list shows every listed case study, newest first, and nothing unlisted, protected or unpublished", async ({
  page,
  content,
}) => {
  await page.goto("/case-studies");
  const titles = page.getByRole("article").getByRole("heading", { level: 2 });
  await expect(titles).toHaveText(caseStudiesOf(content, "public").map(({ title }) => title));
  const hidden = [...caseStudiesOf(content, "unlisted"), ...caseStudiesOf(content, "protected"), ...draftsOf(content)];
  for (const { title } of hidden) await expect(page.getByText(title)).toHaveCount(0);
});

test("on every list, titles in a row line up, and a row with fewer cards than it holds keeps their width, centred", async ({
  page,
  content,
}) => {
  const lists = [{ path: "/case-studies", count: caseStudiesOf(content, "public").length }, ...tagPagesOf(content)];
  for (const { path, count } of lists) {
    await page.goto(path);
    const grid = await page.getByRole("article").first().locator("xpath=ancestor::ul[1]").boundingBox();
    if (!grid) throw new Error(`no list of cards on ${path}`);
    // As many 20rem columns as fit, up to three (src/features/case-studies/case-studies.css).
    const columns = grid.width >= 63 * 16 ? 3 : grid.width >= 41.5 * 16 ? 2 : 1;
    const fullRowWidth = (grid.width - (columns - 1) * 24) / columns;
    const rows = rowsOf(await cardsOnPage(page));
    expect(rows.flat(), path).toHaveLength(count);
    for (const row of rows) {
      const [first] = row;
      for (const card of row) {
        expect(Math.abs(card.titleTop - (first?.titleTop ?? 0)), `${path}: titles in a row`).toBeLessThanOrEqual(1);
        expect(Math.abs(card.width - fullRowWidth), `${path}: a card's width`).toBeLessThanOrEqual(1);
      }
    }
    const [onlyRow] = rows;
    if (count < columns && onlyRow) {
      const left = (onlyRow[0]?.left ?? 0) - grid.x;
      const right = grid.x + grid.width - (onlyRow.at(-1)?.right ?? 0);
      expect(Math.abs(left - right), `${path}: ${count} of ${columns} cards, centred`).toBeLessThanOrEqual(2);
    }
  }
});

test("each case study puts its header first, and has a Prototype or Links section only when it has one", async ({
  page,
  content,
}) => {
  for (const study of [...caseStudiesOf(content, "public"), ...caseStudiesOf(content, "unlisted")]) {
    await page.goto(`/case-studies/${study.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
    const tops = await headerAndBodyTops(page);
    expect(tops.title, `${study.slug}: the title above the body`).toBeLessThan(tops.firstSection);
    const contents = page.getByRole("navigation", { name: "On this page" });
    for (const [section, isThere] of [
      ["Prototype", study.prototype !== undefined],
      ["Links", study.links.length > 0],
    ] as const) {
      await expect(page.getByRole("heading", { level: 2, name: section }), `${study.slug}: ${section}`).toHaveCount(
        isThere ? 1 : 0,
      );
      // Folded away on a phone until opened: listed all the same.
      const entry = contents.getByRole("link", { name: section, exact: true, includeHidden: true });
      await expect(entry, `${study.slug}: ${section} listed`).toHaveCount(isThere ? 1 : 0);
    }
    await expect(page.getByText("No content"), study.slug).toHaveCount(0);
  }
});

test("a case study's header comes first at 375, 1199, 1200, 1440 and 1920 px", { tag: "@any-width" }, async ({
  page,
  content,
}) => {
  const studies = [caseStudiesOf(content, "public")[0], caseStudiesOf(content, "unlisted")[0]].filter((study) => !!study);
  for (const study of studies) {
    await page.goto(`/case-studies/${study.slug}`);
    for (const width of [375, 1199, 1200, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const tops = await headerAndBodyTops(page);
      expect(tops.title, `${study.slug} at ${width} px`).toBeLessThan(tops.firstSection);
    }
  }
});

test("every image of a case study is shown upright, at its own proportions, with no shift as it loads", async ({
  page,
  content,
}) => {
  for (const study of caseStudiesOf(content, "public")) {
    await page.goto(`/case-studies/${study.slug}`);
    const images = page.getByRole("article").first().getByRole("img");
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const shape = await image.evaluate((img: HTMLImageElement) => ({
        name: img.alt,
        // What the browser drew, the file's orientation applied; what the page said before it loaded; the box on screen.
        drawn: img.naturalWidth / img.naturalHeight,
        declared: Number(img.getAttribute("width")) / Number(img.getAttribute("height")),
        shown: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
        isCropped: getComputedStyle(img).objectFit === "cover",
      }));
      expect(Math.abs(shape.declared / shape.drawn - 1), `${study.slug}: ${shape.name} declared as drawn`).toBeLessThan(0.02);
      if (!shape.isCropped) expect(Math.abs(shape.shown / shape.drawn - 1), `${study.slug}: ${shape.name}`).toBeLessThan(0.02);
    }
  }
});

test("a draft is never built: its address is a missing case study", async ({ page, content }) => {
  const drafts = draftsOf(content);
  test.skip(drafts.length === 0, "this site has no draft");
  for (const { slug } of drafts) {
    const response = await page.goto(`/case-studies/${slug}`);
    expect(response?.status(), slug).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case study not found.");
  }
});

test("about tells the biography, with 'Kind words' only when there are quotes and 'Elsewhere' only when there are links", async ({
  page,
  content: { site },
}) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
  for (const paragraph of site.biography) await expect(page.getByText(paragraph)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Kind words" })).toHaveCount(site.quotes.length > 0 ? 1 : 0);
  await expect(page.getByRole("region", { name: "Kind words from colleagues" })).toHaveCount(site.quotes.length > 0 ? 1 : 0);
  await expect(page.getByRole("heading", { level: 2, name: "Elsewhere" })).toHaveCount(site.links.length > 0 ? 1 : 0);
  await expect(page.getByRole("list", { name: "Elsewhere" }).getByRole("link")).toHaveText(site.links.map(({ label }) => label));
});
