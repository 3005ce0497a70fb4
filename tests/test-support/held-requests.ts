import type { Page, Route } from "@playwright/test";

/**
 * Holds the page's requests to `url` on their way until the returned function is called, so a test
 * can see what the page shows meanwhile; then each is answered by `answer` (sent on, by default).
 */
export async function holdRequests(
  page: Page,
  url: Parameters<Page["route"]>[0],
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await answer(route);
  });
  return release;
}
