import { expect, test } from "./support/fixtures.ts";

const PAGES = ["/", "/case-studies", "/case-studies/appointment-booking-recipient-cards", "/about"];

test("every image on every page loads, with its width and height set so nothing shifts", async ({ page }) => {
  for (const pathname of PAGES) {
    await page.goto(pathname);
    // Lazy images load once near the viewport: walk down the page first.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    });
    // Hidden images (the quotes carousel's other slides) load when they are shown.
    const images = page.locator("img").filter({ visible: true });
    await expect.poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete))).toBe(true);
    const problems = await images.evaluateAll((all) =>
      (all as HTMLImageElement[])
        .filter((img) => img.naturalWidth === 0 || !img.getAttribute("width") || !img.getAttribute("height"))
        .map((img) => img.src),
    );
    expect(await images.count(), pathname).toBeGreaterThan(0);
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
