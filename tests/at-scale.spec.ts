// The site built from 30 case studies (tests/test-support/at-scale-site.ts), served on its own port by
// the project "at-scale" (playwright.config.ts).
import type { BrowserContext } from "@playwright/test";
import { AT_SCALE_COUNT, SHARED_PROTOTYPES } from "./test-support/at-scale-site.ts";
import { expect, test } from "./test-support/fixtures.ts";

const REAL_TITLE = "Sending forms to everyone around a patient, in one booking";
const PROTOTYPE_TITLE = "Appointment booking with recipient cards";
const titleOf = (n: number) => `Generated case study ${String(n).padStart(3, "0")}`;
// Newest first: the real case study (2024), then the generated ones from the 29th (2015) down.
const NEWEST_FIRST = [
  REAL_TITLE,
  ...Array.from({ length: AT_SCALE_COUNT - 1 }, (_, index) => titleOf(AT_SCALE_COUNT - 1 - index)),
];

/**
 * The design tools cannot be reached from here, and nothing may leave the machine: their addresses
 * answer with a stand-in page, and any other address off loopback fails the test.
 */
async function standInForDesignTools(context: BrowserContext): Promise<string[]> {
  const offLoopback: string[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, async (route) => {
    const url = new URL(route.request().url());
    if (["embed.figma.com", "www.figma.com", "framer.com", "cloud.protopie.io"].includes(url.hostname)) {
      await route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Stand-in</title><p>Stand-in for ${url.hostname}</p>`,
      });
      return;
    }
    offLoopback.push(url.href);
    await route.abort();
  });
  return offLoopback;
}

function cspOf(headers: Record<string, string>): Map<string, string> {
  return new Map(
    (headers["content-security-policy"] ?? "").split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

test("the list shows all thirty newest first, and home the three newest", async ({ page }) => {
  await page.goto("/case-studies");
  await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText(NEWEST_FIRST);
  await page.goto("/");
  await expect(page.getByRole("article").getByRole("heading", { level: 3 })).toHaveText(NEWEST_FIRST.slice(0, 3));
});

test("a tag's page lists every case study with that tag, newest first", async ({ page }) => {
  await page.goto("/case-studies");
  await page.getByRole("list", { name: "All tags" }).getByRole("link", { name: "Healthcare" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tagged 'Healthcare'");
  await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText(NEWEST_FIRST);
});

test("a case study leads to the older and the newer one; the newest and the oldest to one each", async ({ page }) => {
  await page.goto("/case-studies/generated-case-study-015");
  const more = page.getByRole("navigation", { name: "More case studies" });
  await expect(more.getByRole("link")).toHaveText([`Older case study${titleOf(14)}`, `Newer case study${titleOf(16)}`]);
  await more.getByRole("link", { name: titleOf(16) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleOf(16));

  await page.goto("/case-studies/appointment-booking-recipient-cards");
  await expect(page.getByRole("navigation", { name: "More case studies" }).getByRole("link")).toHaveText([
    `Older case study${titleOf(29)}`,
  ]);
  await page.goto("/case-studies/generated-case-study-001");
  await expect(page.getByRole("navigation", { name: "More case studies" }).getByRole("link")).toHaveText([
    `Newer case study${titleOf(2)}`,
  ]);
});

test("the sitemap and the feed list every case study", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const feed = await (await request.get("/feed.xml")).text();
  for (let n = 1; n < AT_SCALE_COUNT; n += 1) {
    const address = `https://alexmorgan.design/case-studies/generated-case-study-${String(n).padStart(3, "0")}`;
    expect(sitemap).toContain(`<loc>${address}</loc>`);
    expect(feed).toContain(`href="${address}"`);
  }
  expect(feed.match(/<entry>/g)).toHaveLength(AT_SCALE_COUNT);
});

test("a prototype shared from Figma shows its poster first, then frames Figma's embed, and opens the share link in a new tab", async ({
  page,
  context,
}) => {
  const offLoopback = await standInForDesignTools(context);
  const shareLink = SHARED_PROTOTYPES["generated-case-study-029"];
  await page.goto("/case-studies/generated-case-study-029");
  const viewer = page.getByRole("figure", { name: "Interactive prototype" });
  const poster = viewer.getByRole("button", { name: `Load prototype: ${PROTOTYPE_TITLE}` });
  await expect(poster).toBeVisible();
  await expect(viewer.locator("iframe")).toHaveCount(0);
  const newTab = viewer.getByRole("link", { name: "Open in new tab" });
  await expect(newTab).toHaveAttribute("href", shareLink);

  await poster.click();
  const frame = viewer.locator("iframe");
  await expect(frame).toHaveAttribute(
    "src",
    "https://embed.figma.com/proto/nrPSsILSYjesyc5UHjYYa4/Booking-cards?node-id=5-3&embed-host=portfolio",
  );
  // The page's policy lets the frame load: the stand-in's text is in it.
  await expect(page.frameLocator(`iframe[title="${PROTOTYPE_TITLE}"]`).getByText("Stand-in for embed.figma.com")).toBeVisible();

  const [tab] = await Promise.all([page.waitForEvent("popup"), newTab.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(shareLink);
  expect(offLoopback).toEqual([]);
});

test("each page's policy allows exactly the frame origins its prototype uses", { tag: "@server" }, async ({ request }) => {
  const expected: Record<string, string> = {
    "/case-studies/generated-case-study-029": "'self' https://embed.figma.com",
    "/case-studies/generated-case-study-028": "'self' https://framer.com",
    "/case-studies/generated-case-study-027": "'self' https://cloud.protopie.io",
    "/case-studies/generated-case-study-026": "'self'",
    "/": "'self'",
    "/case-studies": "'self'",
  };
  for (const [address, frameSrc] of Object.entries(expected)) {
    expect(cspOf((await request.get(address)).headers()).get("frame-src"), address).toBe(frameSrc);
  }
});

test("Framer and ProtoPie prototypes frame their embed addresses, each under its page's policy", async ({ page, context }) => {
  const offLoopback = await standInForDesignTools(context);
  const embeds = {
    "generated-case-study-028": "https://framer.com/embed/Booking-cards--x1Y2z3/",
    "generated-case-study-027": "https://cloud.protopie.io/p/8b4d8a5f6b?ui=false&scaleToFit=true",
  };
  for (const [slug, embed] of Object.entries(embeds)) {
    await page.goto(`/case-studies/${slug}`);
    const viewer = page.getByRole("figure", { name: "Interactive prototype" });
    await expect(viewer.getByRole("link", { name: "Open in new tab" })).toHaveAttribute(
      "href",
      SHARED_PROTOTYPES[slug as keyof typeof SHARED_PROTOTYPES],
    );
    await viewer.getByRole("button", { name: `Load prototype: ${PROTOTYPE_TITLE}` }).click();
    await expect(viewer.locator("iframe")).toHaveAttribute("src", embed);
    await expect(page.frameLocator(`iframe[title="${PROTOTYPE_TITLE}"]`).getByText(/^Stand-in for /)).toBeVisible();
  }
  expect(offLoopback).toEqual([]);
});
