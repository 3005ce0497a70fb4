import { expect, isSmallScreen, test } from "./test-support/fixtures.ts";
import { expectPosterShown, sampleVideoOf } from "./test-support/sample-video.ts";

// Social-card crawlers and visitors without JavaScript get the prerendered page itself.
test.use({ javaScriptEnabled: false });

test("every page's text and head tags are in the HTML the server sends", { tag: ["@server", "@any-width"] }, async ({ page }) => {
  const pages = [
    ["/", "Hi, I'm Alex."],
    ["/case-studies", "Case Studies"],
    ["/case-studies/appointment-booking-recipient-cards", "Sending forms to everyone around a patient, in one booking"],
    ["/about", "About"],
    ["/privacy", "Privacy"],
  ] as const;
  for (const [pathname, heading] of pages) {
    await page.goto(pathname);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head meta[property="og:title"]')).toHaveCount(1);
  }
});

test("the case study's body is in the HTML, not loaded later", { tag: ["@server", "@any-width"] }, async ({ page }) => {
  await page.goto("/case-studies/appointment-booking-recipient-cards");
  await expect(page.getByRole("heading", { level: 2, name: "Outcome" })).toBeVisible();
  await expect(page.getByText("The chasing has mostly stopped.")).toBeVisible();
});

test("the contact form posts without JavaScript and the page shows the thanks", { tag: ["@server", "@any-width"] }, async ({
  page,
}) => {
  await page.goto("/");
  const form = page.getByRole("region", { name: "Send me a message" });
  await form.getByLabel("Email").fill("no-script@example.com");
  await form.getByLabel("Subject").fill(`Sent without JavaScript ${test.info().project.name}`);
  await form.getByLabel("Message").fill("Plain HTML still works.");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/\?message=sent#contact$/);
  await expect(form.getByRole("status")).toHaveText("Thank you for your message. I'll get back to you soon.");
});

test("the longest message in Chinese posts without JavaScript too", { tag: ["@server", "@any-width"] }, async ({ page }) => {
  await page.goto("/");
  const form = page.getByRole("region", { name: "Send me a message" });
  await form.getByLabel("Email").fill("no-script@example.com");
  await form.getByLabel("Subject").fill(`A long message in Chinese ${test.info().project.name}`);
  // 5,000 characters, as many as the box takes: about 45 KB once the browser encodes the form.
  await form.getByLabel("Message").fill("你好".repeat(2500));
  await form.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/\?message=sent#contact$/);
  await expect(form.getByRole("status")).toHaveText("Thank you for your message. I'll get back to you soon.");
});

test("a refused post without JavaScript comes back with the reason", { tag: ["@server", "@any-width"] }, async ({ page }) => {
  await page.goto("/");
  const form = page.getByRole("region", { name: "Send me a message" });
  await form.getByLabel("Email").fill("no-script@example.com");
  await form.getByLabel("Message").fill("The subject is empty.");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/\?message=not-sent&reason=subject-missing#contact$/);
  await expect(form.getByRole("status")).toHaveText("Please enter a subject.");
});

test("a screen recording shows its poster and the browser's controls", async ({ page }) => {
  await page.goto("/case-studies/appointment-booking-recipient-cards");
  // One video to see and to reach, not the app's copy beside it.
  const video = sampleVideoOf(page);
  await expect(video).toHaveCount(1);
  await expectPosterShown(page, video);
});

test("on a small screen the menu opens and closes, and its links lead on", async ({ page }) => {
  test.skip(!isSmallScreen(page), "the menu button exists at 768 px and below");
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const about = nav.getByRole("link", { name: "About" });
  await expect(about).toBeHidden();
  await nav.getByRole("button", { name: "Menu" }).click();
  await expect(about).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(about).toBeHidden();
  await nav.getByRole("button", { name: "Menu" }).click();
  await about.click();
  await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
});

test("an image in a case study is a link to its full-size file, and 'On this page' is shown on a wide screen", async ({
  page,
}) => {
  await page.goto("/case-studies/appointment-booking-recipient-cards");
  const image = page.getByRole("link", {
    name: "Enlarge: Three recipient cards for a patient, a parent and a teacher, each showing its delivery channel and the forms it will receive.",
  });
  await expect(image).toHaveAttribute("href", "/images/case-studies/recipient-cards-approach.svg");
  const contents = page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Outcome" });
  if (isSmallScreen(page)) await expect(contents).toBeHidden();
  else await expect(contents).toBeVisible();
  const file = await page.request.get("/images/case-studies/recipient-cards-approach.svg");
  expect(file.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
});
