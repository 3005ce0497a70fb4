import { expect, test } from "./test-support/fixtures.ts";

const PAGES = ["/", "/case-studies", "/case-studies/appointment-booking-recipient-cards", "/about"];

test("every image on every page loads, with its width and height set so nothing shifts", async ({ page }) => {
  // Four pages, each image scrolled to in turn: slow on a busy machine, whatever the site does.
  test.slow();
  for (const pathname of PAGES) {
    await page.goto(pathname);
    // Hidden images (the quotes carousel's other slides) load when they are shown.
    const images = page.locator("img").filter({ visible: true });
    expect(await images.count(), pathname).toBeGreaterThan(0);
    // Lazy images load once near the viewport: each is brought there, as a visitor scrolling would.
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete), { timeout: 10_000 }).toBe(true);
    }
    const problems = await images.evaluateAll((all) =>
      (all as HTMLImageElement[])
        .filter((img) => img.naturalWidth === 0 || !img.getAttribute("width") || !img.getAttribute("height"))
        .map((img) => img.src),
    );
    expect(problems, pathname).toEqual([]);
  }
});

test("the home page's poster comes as AVIF or WebP in the size the screen needs, loaded first", async ({ page }) => {
  await page.goto("/");
  const poster = page.getByRole("button", { name: /^Load prototype/ }).locator("img");
  await expect(poster).toHaveAttribute("fetchpriority", "high");
  await expect(poster).toHaveAttribute("loading", "eager");
  await expect
    .poll(() => poster.evaluate((img) => (img as HTMLImageElement).currentSrc))
    .toMatch(/\/assets\/images\/recipient-cards-desktop-\d+-[0-9a-f]{8}\.avif$/);
  const sources = page.getByRole("button", { name: /^Load prototype/ }).locator("source");
  await expect(sources).toHaveCount(2);
  await expect(sources.first()).toHaveAttribute("type", "image/avif");
});

test("images below the first screen load lazily", async ({ page }) => {
  await page.goto("/case-studies/appointment-booking-recipient-cards");
  const bodyImages = page.getByRole("main").locator("figure img");
  expect(await bodyImages.count()).toBeGreaterThan(0);
  for (const loading of await bodyImages.evaluateAll((all) => all.map((img) => img.getAttribute("loading")))) {
    expect(loading).toBe("lazy");
  }
});
