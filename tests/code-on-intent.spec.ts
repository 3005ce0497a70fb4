import type { Page, Request } from "@playwright/test";
import { formOn } from "./test-support/contact-form.ts";
import { expect, test } from "./test-support/fixtures.ts";
import { holdRequests } from "./test-support/held-requests.ts";
import { viewerOn } from "./test-support/prototype-viewer.ts";

// docs/decisions/020-code-on-intent.md: the prototype viewer's and the contact form's code load when a
// visitor comes to them, not with the page. Until then the page shows them as prerendered; what a
// visitor does meanwhile is kept and done once the code is here. Held back here with held requests,
// as a slow network would. At 1440 px (what the keyboard and the pointer do does not depend on width).

// The two parts' chunks, as the page asks for them; also what the tests hold back.
const VIEWER_CODE = /\/assets\/prototype-viewer-[\w-]+\.js$/;
const FORM_CODE = /\/assets\/contact-form-[\w-]+\.js$/;

/** Every script the page asks for from now on, by its path. */
function recordScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request: Request) => {
    if (request.resourceType() === "script") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const isViewerCode = (path: string) => VIEWER_CODE.test(path);
const isFormCode = (path: string) => FORM_CODE.test(path);

test("the home page runs without the viewer's and the form's code, which load when a visitor comes to each", async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto("/");
  await page.mouse.move(0, 0);
  await page.waitForLoadState("networkidle");
  expect(scripts.filter(isViewerCode), "no viewer code with the page").toEqual([]);
  expect(scripts.filter(isFormCode), "no form code with the page").toEqual([]);

  const viewer = viewerOn(page);
  await viewer.poster.hover();
  await expect.poll(() => scripts.filter(isViewerCode).length, { message: "the viewer's code, on hover" }).toBe(1);
  expect(scripts.filter(isFormCode)).toEqual([]);

  await formOn(page).email.focus();
  await expect.poll(() => scripts.filter(isFormCode).length, { message: "the form's code, on focus" }).toBe(1);
});

test("a click on the poster before the viewer's code arrives loads the prototype once it has", async ({ page }) => {
  const release = await holdRequests(page, VIEWER_CODE);
  await page.goto("/");
  const viewer = viewerOn(page);
  const poster = await viewer.poster.elementHandle();
  await viewer.poster.click();
  await expect(viewer.poster, "still the poster, without its code").toBeVisible();
  expect(await poster?.evaluate((element) => element.isConnected)).toBe(true);

  release();
  await expect(viewer.frame).toBeVisible();
  await expect(viewer.poster).toHaveCount(0);
  // As after a click with the code here: the focus follows into the prototype once its page is there.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("IFRAME");
});

test("by keyboard: Enter on the poster, as soon as it has the focus, loads the prototype", async ({ page }) => {
  const release = await holdRequests(page, VIEWER_CODE);
  await page.goto("/");
  const viewer = viewerOn(page);
  await viewer.poster.focus();
  await page.keyboard.press("Enter");
  release();
  await expect(viewer.frame).toBeVisible();
});

test("'Mobile' pressed before the code arrives: the viewer is in mobile mode once it has", async ({ page }) => {
  const release = await holdRequests(page, VIEWER_CODE);
  await page.goto("/");
  const viewer = viewerOn(page);
  await viewer.mobile.click();
  release();
  await expect(viewer.mobile).toHaveAttribute("aria-pressed", "true");
  // The control keeps the focus the click gave it.
  await expect(viewer.mobile).toBeFocused();
  await viewer.poster.click();
  await expect(viewer.frame).toHaveAttribute("width", "390");
});

test("what is typed before the form's code arrives stays, with the focus, and the form then sends itself", async ({ page }) => {
  const release = await holdRequests(page, FORM_CODE);
  await page.goto("/");
  await page.route("**/api/send-message", (route) =>
    route.fulfill({ json: { success: true, message: "Thank you for your message. I'll get back to you soon." } }),
  );
  const form = formOn(page);
  await form.email.click();
  await page.keyboard.type("visitor@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Hello");
  release();
  await expect(form.subject).toBeFocused();
  await page.keyboard.type(" there");
  await expect(form.email).toHaveValue("visitor@example.com");
  await expect(form.subject).toHaveValue("Hello there");

  await form.message.fill("I enjoyed the case study.");
  await form.send.click();
  // Sent by the form's code, not posted by the browser: the page stays, and the thanks come in place.
  await expect(form.status).toHaveText("Thank you for your message. I'll get back to you soon.");
  await expect(page).toHaveURL("/");
});

test("a form sent before its code arrives is posted by the browser, as without JavaScript", async ({ page }) => {
  await holdRequests(page, FORM_CODE);
  await page.goto("/");
  const form = formOn(page);
  await form.email.fill("visitor@example.com");
  await form.subject.fill(`Before the code ${test.info().project.name} ${Date.now()}`);
  await form.message.fill("Sent before the form's code was here.");
  await form.send.click();
  await expect(page).toHaveURL(/\?message=sent#contact$/);
  await expect(formOn(page).status).toHaveText("Thank you for your message. I'll get back to you soon.");
});

test("a client navigation to the home page brings a viewer that works at once", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() => Object.assign(window, { sameDocumentMark: true }));
  await page.getByRole("link", { name: "Alex Morgan, home" }).click();
  const viewer = viewerOn(page);
  await viewer.poster.click();
  await expect(viewer.frame).toBeVisible();
  expect(await page.evaluate(() => "sameDocumentMark" in window), "a client navigation").toBe(true);
});
