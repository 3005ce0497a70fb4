import type { Page } from "@playwright/test";

/** The contact form's parts, as a visitor finds them on the home page. */
export function formOn(page: Page) {
  const section = page.getByRole("region", { name: "Send me a message" });
  return {
    section,
    email: section.getByLabel("Email"),
    subject: section.getByLabel("Subject"),
    message: section.getByLabel("Message"),
    send: section.getByRole("button", { name: /^Send/ }),
    status: section.getByRole("status"),
  };
}
