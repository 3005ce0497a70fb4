import type { Page } from "@playwright/test";
import { expect, test } from "./test-support/fixtures.ts";

const SITE = "https://alexmorgan.design";

async function head(page: Page) {
  return page.evaluate(() => {
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute("content") ?? null;
    return {
      title: document.title,
      description: meta('meta[name="description"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      ogTitle: meta('meta[property="og:title"]'),
      ogDescription: meta('meta[property="og:description"]'),
      ogUrl: meta('meta[property="og:url"]'),
      ogImage: meta('meta[property="og:image"]'),
      twitterCard: meta('meta[name="twitter:card"]'),
      twitterTitle: meta('meta[name="twitter:title"]'),
      robots: meta('meta[name="robots"]'),
    };
  });
}

test("every page has its own title, description, canonical link and sharing tags", async ({ page }) => {
  const pages = [
    ["/", "Alex Morgan · Product designer shaping calm, people-focused tools for complex work."],
    ["/case-studies", "Case Studies · Alex Morgan"],
    [
      "/case-studies/appointment-booking-recipient-cards",
      "Sending forms to everyone around a patient, in one booking · Alex Morgan",
    ],
    ["/about", "About · Alex Morgan"],
    ["/privacy", "Privacy · Alex Morgan"],
  ] as const;
  for (const [pathname, title] of pages) {
    await page.goto(pathname);
    const tags = await head(page);
    expect(tags.title).toBe(title);
    expect(tags.description?.length).toBeGreaterThan(20);
    expect(tags.canonical).toBe(`${SITE}${pathname === "/" ? "/" : pathname}`);
    expect(tags.ogUrl).toBe(tags.canonical);
    expect(tags.ogTitle).toBe(title);
    expect(tags.ogDescription).toBe(tags.description);
    expect(tags.ogImage).toMatch(new RegExp(`^${SITE}/og/.+\\.png$`));
    expect(tags.twitterTitle).toBe(title);
    expect(tags.twitterCard).toMatch(/^summary/);
  }
});

test("a case study's description is its summary cut to 157 characters plus an ellipsis", async ({ page }) => {
  await page.goto("/case-studies/appointment-booking-recipient-cards");
  const { description } = await head(page);
  expect(description).toMatch(/^A redesign of the appointment booking form in a healthcare platform/);
  expect(description?.endsWith("…")).toBe(true);
  expect(Array.from(description ?? "")).toHaveLength(158);
});

test("the head changes with client-side navigation too", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "All case studies" }).click();
  await expect(page).toHaveTitle("Case Studies · Alex Morgan");
  expect((await head(page)).canonical).toBe(`${SITE}/case-studies`);
});

test("not-found pages are kept out of search results", async ({ page }) => {
  await page.goto("/no/such/page");
  const tags = await head(page);
  expect(tags.title).toBe("Page not found · Alex Morgan");
  expect(tags.robots).toBe("noindex");
  expect(tags.canonical).toBeNull();
});
