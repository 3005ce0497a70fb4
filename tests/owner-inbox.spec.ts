// The room's inbox (docs/product.md#inbox) as the owner uses it, on the at-scale site's server:
// a message sent through the contact form's API without a proof of work (held) and one in the store,
// read, marked, released and deleted. Each run's messages carry a word of their own, and the test
// searches for it, so other specs' messages never get in the way.
import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { openStore } from "#server/messages/open-store.ts";
import { expect, test } from "./test-support/fixtures.ts";
import { AT_SCALE_STORE, ensureOwnerPassword, signInToRoom } from "./test-support/owner-room.ts";

test.describe.configure({ mode: "serial" });
test.beforeAll(ensureOwnerPassword);

const WORD = `inbox${randomBytes(4).toString("hex")}`;
const ASKED = `Question about the booking flow ${WORD}`;
const HELD = `Sent without a proof ${WORD}`;

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function withStore<T>(work: (store: Awaited<ReturnType<typeof openStore>>["store"]) => Promise<T>): Promise<T> {
  const { store } = await openStore(AT_SCALE_STORE);
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

test("the owner reads, marks, releases and deletes messages", async ({ page, request }) => {
  test.slow(); // signing in solves a proof of work
  // Through the contact form's API without a proof of work: kept, and held.
  const sent = await request.post("/api/send-message", {
    data: { email: "no-script@example.com", subject: HELD, message: "Written with JavaScript off." },
  });
  expect(sent.status()).toBe(200);
  await withStore((store) =>
    store.save({
      email: "ada@example.com",
      subject: ASKED,
      message: "Line one of the question.\nLine two.",
      status: "queued",
      senderAddress: "203.0.113.7",
    }),
  );

  await signInToRoom(page, "/owner/messages");
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Messages", exact: true })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Search messages").fill(WORD.toUpperCase());
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("2 messages match your search, newest first.")).toBeVisible();

  const asked = page.getByRole("article", { name: ASKED });
  const held = page.getByRole("article", { name: HELD });
  await expect(asked).toContainText("New");
  await expect(asked).toContainText("From ada@example.com");
  await expect(asked.getByText("Line one of the question.\nLine two.")).toBeVisible();
  await expect(asked.getByRole("link", { name: "Reply" })).toHaveAttribute(
    "href",
    `mailto:ada@example.com?subject=${encodeURIComponent(`Re: ${ASKED}`)}`,
  );
  await expect(held).toContainText("Held: no proof of work");
  // Email is off on this server: a queued message is not said to be waiting.
  await expect(page.getByText("Email is off: messages are kept here and not sent to you.")).toBeVisible();
  await expect(page.getByText("waiting to be sent")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await asked.getByRole("button", { name: "Mark read" }).click();
  await expect(page.getByRole("status")).toHaveText("The message is marked read.");
  await expect(page).toHaveURL(new RegExp(`q=${WORD.toUpperCase()}&done=read$`));
  await expect(asked).toContainText("Read");
  await asked.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByRole("status")).toHaveText("The message is marked handled.");
  await expect(asked.getByRole("button", { name: "Mark not handled" })).toBeVisible();

  await held.getByRole("button", { name: "Release" }).click();
  await expect(page.getByRole("status")).toHaveText("The message is released and shows as new. Email is off, so it is not sent.");
  await expect(held).toContainText("New");
  await expect(held.getByRole("button", { name: "Release" })).toHaveCount(0);

  // Deleting asks first; 'Keep it' keeps it.
  await asked.getByRole("link", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Delete this message?" })).toBeVisible();
  await expect(page.getByText(ASKED)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Keep it" }).click();
  await expect(asked).toBeVisible();
  await asked.getByRole("link", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status")).toHaveText("The message is deleted.");
  await expect(page.getByRole("article", { name: ASKED })).toHaveCount(0);
  await expect(page.getByText("1 message matches your search, newest first.")).toBeVisible();

  const states = await withStore(async (store) =>
    (await store.list({ search: WORD })).map(({ subject, state }) => [subject, state]),
  );
  expect(states).toEqual([[HELD, "new"]]);
});
