import path from "node:path";
import type { Page } from "@playwright/test";
import { openDatabase } from "#server/messages/sqlite-driver.ts";
import { formOn } from "./test-support/contact-form.ts";
import { expect, test } from "./test-support/fixtures.ts";
import { holdRequests } from "./test-support/held-requests.ts";

async function fillIn(page: Page, values: { email: string; subject: string; message: string }) {
  const { email, subject, message } = formOn(page);
  await email.fill(values.email);
  await subject.fill(values.subject);
  await message.fill(values.message);
}

function storedMessages(): { email: string; subject: string; message: string }[] {
  const db = openDatabase(path.join(process.env.E2E_DATA_DIR ?? "", "messages.sqlite"), { readonly: true });
  try {
    return db.prepare("SELECT email, subject, message FROM messages").all() as never;
  } finally {
    db.close();
  }
}

test("has Email, Subject and a six-row Message box under the title 'Send me a message'", async ({ page }) => {
  await page.goto("/");
  const { email, subject, message, send } = formOn(page);
  await expect(page.getByRole("heading", { level: 2, name: "Send me a message" })).toBeVisible();
  await expect(email).toHaveAttribute("type", "email");
  await expect(email).toHaveAttribute("required", "");
  await expect(subject).not.toHaveAttribute("required", "");
  await expect(message).toHaveAttribute("rows", "6");
  await expect(send).toHaveText("Send");
});

test("sends a trimmed message, shows the server's thanks, clears the fields and is idle again after 5 s", {
  tag: "@server",
}, async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const unique = `Portfolio question ${test.info().project.name} ${Date.now()}`;
  await fillIn(page, { email: "  visitor@example.com ", subject: `  ${unique}  `, message: "  I enjoyed the case study.  " });
  const { email, subject, message, send, status } = formOn(page);
  // Stop the page's clock so the 5 s count starts exactly when the answer arrives, however slow this machine is.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await send.click();
  await expect(status).toHaveText("Thank you for your message. I'll get back to you soon.");
  await expect(email).toHaveValue("");
  await expect(subject).toHaveValue("");
  await expect(message).toHaveValue("");
  expect(storedMessages()).toContainEqual({
    email: "visitor@example.com",
    subject: unique,
    message: "I enjoyed the case study.",
  });

  await page.clock.runFor(4900);
  await expect(status).toHaveText("Thank you for your message. I'll get back to you soon.");
  await page.clock.runFor(200);
  await expect(status).toHaveText("");
});

test("posts exactly {email, subject, message} as JSON, as the message API expects", async ({ page }) => {
  await page.goto("/");
  await fillIn(page, { email: " visitor@example.com ", subject: "Exact body", message: "Only three keys." });
  const posted = page.waitForRequest("**/api/send-message");
  await formOn(page).send.click();
  const request = await posted;
  expect(request.headers()["content-type"]).toBe("application/json");
  expect(request.postData()).toBe('{"email":"visitor@example.com","subject":"Exact body","message":"Only three keys."}');
  await expect(formOn(page).status).toHaveText("Thank you for your message. I'll get back to you soon.");
});

test("sends the hidden field too, only when a bot filled it in", async ({ page }) => {
  await page.goto("/");
  await fillIn(page, { email: "bot@example.com", subject: "Offer", message: "Buy now" });
  // The trap is hidden from people and assistive tech, so no role or visible label reaches it; bots find it by name.
  await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
  const posted = page.waitForRequest("**/api/send-message");
  await formOn(page).send.click();
  expect((await posted).postDataJSON()).toStrictEqual({
    email: "bot@example.com",
    subject: "Offer",
    message: "Buy now",
    website: "https://spam.example",
  });
  await expect(formOn(page).status).toHaveText("Thank you for your message. I'll get back to you soon.");
});

test("reads 'Sending…' while the message is on its way", async ({ page }) => {
  await page.goto("/");
  const release = await holdRequests(page, "**/api/send-message", (route) => route.fulfill({ json: { success: true } }));
  await fillIn(page, { email: "visitor@example.com", subject: "Hi", message: "Hello" });
  const { send, status } = formOn(page);
  await send.click();
  await expect(send).toHaveText("Sending…");
  release();
  await expect(status).toHaveText("Sent.");
  await expect(send).toHaveText("Send");
});

test("silently ignores a submission whose trimmed subject is empty", async ({ page }) => {
  await page.goto("/");
  let calls = 0;
  await page.route("**/api/send-message", (route) => {
    calls += 1;
    return route.fulfill({ json: { success: true } });
  });
  await fillIn(page, { email: "visitor@example.com", subject: "   ", message: "Hello" });
  const { send, status, message } = formOn(page);
  await send.click();
  await expect(send).toHaveText("Send");
  await expect(status).toHaveText("");
  await expect(message).toHaveValue("Hello");
  expect(calls).toBe(0);
});

test("the browser checks the email format before anything is sent", async ({ page }) => {
  await page.goto("/");
  await fillIn(page, { email: "not-an-address", subject: "Hi", message: "Hello" });
  const { email, send, status } = formOn(page);
  await send.click();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  await expect(status).toHaveText("");
});

test.describe("when sending fails", () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("shows the server's error in red for 5 s and keeps the fields", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await page.route("**/api/send-message", (route) =>
      route.fulfill({ status: 400, json: { success: false, error: "Please enter a subject." } }),
    );
    await fillIn(page, { email: "visitor@example.com", subject: "Hi", message: "Hello" });
    const { send, status, message } = formOn(page);
    await send.click();
    await expect(status).toHaveText("Please enter a subject.");
    await expect(status).toHaveCSS("color", "rgb(179, 38, 30)");
    await expect(message).toHaveValue("Hello");
    await page.clock.runFor(5000);
    await expect(status).toHaveText("");
  });

  test("shows 'Failed to send message' when the server says no without a reason", async ({ page }) => {
    await page.goto("/");
    await page.route("**/api/send-message", (route) => route.fulfill({ json: { success: false } }));
    await fillIn(page, { email: "visitor@example.com", subject: "Hi", message: "Hello" });
    await formOn(page).send.click();
    await expect(formOn(page).status).toHaveText("Failed to send message");
  });

  test("shows 'Request failed with {status}' for an empty error answer", async ({ page }) => {
    await page.goto("/");
    await page.route("**/api/send-message", (route) => route.fulfill({ status: 503, body: "" }));
    await fillIn(page, { email: "visitor@example.com", subject: "Hi", message: "Hello" });
    await formOn(page).send.click();
    await expect(formOn(page).status).toHaveText("Request failed with 503");
  });

  test("shows the network error's message when the request cannot be made", async ({ page }) => {
    await page.goto("/");
    await page.route("**/api/send-message", (route) => route.abort("connectionrefused"));
    await fillIn(page, { email: "visitor@example.com", subject: "Hi", message: "Hello" });
    await formOn(page).send.click();
    await expect(formOn(page).status).toHaveText("Failed to fetch");
  });
});

test("after a post without JavaScript, the page shows the outcome from its address, hydrated, then goes idle", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/?message=sent#contact", { waitUntil: "load" });
  // The app starts a few frames after the page has painted (docs/decisions/009): the held clock runs
  // those frames in steps until it has (the paint and image decoding before them take real time).
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return page.locator("html[data-hydrated]").count();
    })
    .toBe(1);
  const { status } = formOn(page);
  await expect(status).toHaveText("Thank you for your message. I'll get back to you soon.");
  await page.clock.runFor(5100);
  await expect(status).toHaveText("");
});

test("the hidden honeypot field is not in the tab order", async ({ page }) => {
  await page.goto("/");
  const { subject, message } = formOn(page);
  await subject.focus();
  await page.keyboard.press("Tab");
  await expect(message).toBeFocused();
});
