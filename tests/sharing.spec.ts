import type { APIRequestContext, Page } from "@playwright/test";
import { readPngSize } from "#pipeline/site-files/png-size.ts";
import { expect, test } from "./test-support/fixtures.ts";

const SITE = "https://alexmorgan.design";
const CASE_STUDY = "/case-studies/appointment-booking-recipient-cards";
const PAGES = [
  { pathname: "/", card: "/og/home.png", jsonLdType: "Person" },
  { pathname: "/case-studies", card: "/og/case-studies.png", jsonLdType: undefined },
  { pathname: CASE_STUDY, card: `/og${CASE_STUDY}.png`, jsonLdType: "Article" },
  { pathname: "/about", card: "/og/about.png", jsonLdType: "Person" },
  { pathname: "/privacy", card: "/og/privacy.png", jsonLdType: undefined },
] as const;

function headContent(page: Page, selector: string) {
  return page.locator(`head ${selector}`).getAttribute("content");
}

async function fetchPng(request: APIRequestContext, pathname: string) {
  const response = await request.get(pathname);
  expect(response.status(), pathname).toBe(200);
  expect(response.headers()["content-type"], pathname).toBe("image/png");
  return readPngSize(await response.body());
}

test("every page's head links the feed, the icons, the manifest and a theme colour per scheme", { tag: "@server" }, async ({
  page,
}) => {
  for (const { pathname } of PAGES) {
    await page.goto(pathname);
    const feed = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(feed).toHaveAttribute("href", "/feed.xml");
    await expect(feed).toHaveAttribute("title", "Alex Morgan · Case studies");
    await expect(page.locator('head link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute("href", "/favicon.svg");
    await expect(page.locator('head link[rel="icon"][sizes="32x32"]')).toHaveAttribute("href", "/favicon-32x32.png");
    await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
    expect(await headContent(page, 'meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toBe("#fbfaf8");
    expect(await headContent(page, 'meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toBe("#121417");
  }
});

test("every page shares its own 1200 × 630 card by an absolute URL, and the card is there", { tag: "@server" }, async ({
  page,
  request,
}) => {
  for (const { pathname, card } of PAGES) {
    await page.goto(pathname);
    expect(await headContent(page, 'meta[property="og:image"]')).toBe(`${SITE}${card}`);
    expect(await headContent(page, 'meta[name="twitter:image"]')).toBe(`${SITE}${card}`);
    expect(await headContent(page, 'meta[property="og:image:width"]')).toBe("1200");
    expect(await headContent(page, 'meta[property="og:image:height"]')).toBe("630");
    expect(await headContent(page, 'meta[property="og:image:alt"]')).toMatch(/^Alex Morgan: ./);
    expect(await fetchPng(request, card)).toEqual({ width: 1200, height: 630 });
  }
});

test("home, about and the case study describe themselves to search engines with JSON-LD", { tag: "@server" }, async ({
  page,
}) => {
  for (const { pathname, jsonLdType } of PAGES) {
    await page.goto(pathname);
    const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(
      data.map((item) => item["@type"]),
      pathname,
    ).toEqual(jsonLdType ? [jsonLdType] : []);
  }
  await page.goto(CASE_STUDY);
  const article = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(article).toMatchObject({
    "@context": "https://schema.org",
    headline: "Sending forms to everyone around a patient, in one booking",
    datePublished: "2024-07-01",
    author: { "@type": "Person", name: "Alex Morgan" },
    image: `${SITE}/og${CASE_STUDY}.png`,
    url: `${SITE}${CASE_STUDY}`,
  });
});

test("the sitemap lists every public page by its absolute URL", { tag: "@server" }, async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const tagPages = ["healthcare", "product-design", "prototyping", "ux-research"].map((slug) => `/case-studies/tags/${slug}`);
  const [home, list, caseStudy, about, privacy] = PAGES.map(({ pathname }) => pathname);
  expect(locations).toEqual([home, list, caseStudy, ...tagPages, about, privacy].map((pathname) => `${SITE}${pathname}`));
});

test("robots.txt allows everything and points at the sitemap", { tag: "@server" }, async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(await response.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test("the feed is Atom with one entry per case study", { tag: "@server" }, async ({ request }) => {
  const response = await request.get("/feed.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await response.text();
  expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  expect(xml.match(/<entry>/g)).toHaveLength(1);
  expect(xml).toContain(`<link href="${SITE}${CASE_STUDY}"/>`);
});

test("the web app manifest is served as one, and every icon it or the head names is a PNG of its size", {
  tag: "@server",
}, async ({ request }) => {
  const response = await request.get("/site.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/manifest+json");
  const manifest = (await response.json()) as { name: string; start_url: string; icons: { src: string; sizes: string }[] };
  expect(manifest).toMatchObject({ name: "Alex Morgan", start_url: "/" });
  const icons = [
    ...manifest.icons.map(({ src, sizes }) => ({ src, size: Number(sizes.split("x")[0]) })),
    { src: "/favicon-32x32.png", size: 32 },
    { src: "/apple-touch-icon.png", size: 180 },
  ];
  expect(icons.map(({ size }) => size)).toEqual([192, 512, 32, 180]);
  for (const { src, size } of icons) expect(await fetchPng(request, src)).toEqual({ width: size, height: size });
});
