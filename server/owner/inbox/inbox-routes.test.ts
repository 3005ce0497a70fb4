import { afterEach, expect, test, vi } from "vitest";
import type { NewMessage } from "../../messages/message-store.ts";
import { cleanedUpPerTest } from "../../test-support/create-test-app.ts";
import { makeNewMessage } from "../../test-support/make-message.ts";
import { ownerSessionCookie, roomPostHeaders } from "../../test-support/owner-room-session.ts";
import { SQLITE } from "../../test-support/test-stores.ts";
import { DELETE_QUESTION } from "./delete-page.tsx";
import { MAIL_OFF_TEXT } from "./inbox-page.tsx";
import { inboxSection, NOTES } from "./inbox-routes.tsx";
import { NO_SUCH_LIST_ERROR, PAGE_NUMBER_ERROR, SEARCH_TOO_LONG_ERROR } from "./inbox-view.ts";

// scrypt (the owner password) costs tens of milliseconds a hash; a busy machine makes that more.
vi.setConfig({ testTimeout: 20_000 });
const setUp = cleanedUpPerTest();
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The app with the inbox over a store of the test's own, a session's cookie, and the outbox's wake-ups. */
async function setUpInbox({ mailOn = false } = {}) {
  const place = await SQLITE.makePlace();
  cleanups.push(place.cleanup);
  let minute = 0;
  const store = await place.open(() => new Date(Date.UTC(2026, 2, 1, 9, minute++)));
  const kicks: string[] = [];
  const room = setUp({
    store,
    withOwnerRoom: true,
    roomSections: [inboxSection({ store, mailOn, onReleased: () => kicks.push("kick") })],
  });
  const { app, owner } = room;
  if (!owner) throw new Error("no owner store");
  const cookie = await ownerSessionCookie(room);
  const save = (fields: Partial<NewMessage>) => store.save(makeNewMessage(fields));
  const get = (path: string, headers: Record<string, string> = { Cookie: cookie }) => app.request(path, { headers });
  const post = (path: string, headers = roomPostHeaders(cookie)) => app.request(path, { method: "POST", headers });
  const page = async (path = "/owner/messages") => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return response.text();
  };
  return { store, cookie, kicks, save, get, post, page };
}

test("every inbox address needs the session, and every post the room's own origin", async () => {
  const { store, cookie, save, get, post } = await setUpInbox();
  const message = await save({ subject: "Untouched" });
  const held = await save({ subject: "Held", status: "held" });
  for (const path of ["/owner/messages?q=x", `/owner/messages/${message.id}/delete`]) {
    const response = await get(path, {});
    expect(response.status, path).toBe(303);
    expect(response.headers.get("Location"), path).toBe(`/owner/sign-in?return=${encodeURIComponent(path)}`);
  }
  const posts = ["read", "handled", "new", "delete"].map((action) => `/owner/messages/${message.id}/${action}`);
  posts.push(`/owner/messages/${held.id}/release`);
  for (const path of posts) {
    expect((await post(path, roomPostHeaders(""))).status, path).toBe(401);
    expect((await post(path, { ...roomPostHeaders(cookie), Origin: "https://evil.example" })).status, path).toBe(403);
  }
  expect((await store.find(message.id))?.state).toBe("new");
  expect((await store.find(held.id))?.state).toBe("held");
});

test("the page lists messages newest first as text, with a reply link, the time and the state; spam apart", async () => {
  const { save, get, page } = await setUpInbox();
  await save({ email: "first@example.com", subject: "First", message: "Line one\nLine two" });
  await save({ email: "bot@example.com", subject: "Buy now", status: "spam" });
  await save({ email: "held@example.com", subject: "No proof", status: "held" });
  await save({
    email: "mallory@example.com",
    subject: "<img src=x onerror=alert(1)> & co",
    message: "<script>alert('x')</script>\u001b]0;title\u0007 \u202egnp.exe",
  });
  const response = await get("/owner/messages");
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
  const html = await response.text();
  expect(html).toContain("<title>Messages · Owner&#39;s room</title>");
  expect(html).toContain('aria-current="page">Messages</a>');
  expect(html).not.toContain("<script>alert");
  expect(html).not.toContain("<img src=x");
  expect(html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;\\u001b]0;title\\u0007 \\u202egnp.exe");
  expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; co");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  expect(html).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e]/);
  expect(html).toContain("Line one\nLine two");
  expect(html).toContain('href="mailto:first@example.com?subject=Re%3A%20First"');
  expect(html).toContain('<time datetime="2026-03-01T09:00:00.000Z">1 Mar 2026, 09:00 UTC</time>');
  expect(html).toContain("Held: no proof of work");
  expect(html).toContain("3 messages, newest first. Page 1 of 1.");
  expect(html).toContain("Messages (3)");
  expect(html).toContain("Spam (1)");
  const order = ["&lt;img src=x", "No proof", "First"].map((text) => html.indexOf(text));
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(html).not.toContain("Buy now");
  expect(await page("/owner/messages?show=spam")).toContain("Buy now");
});

test("a search finds messages by email, subject or text whatever the case, and keeps its list", async () => {
  const { save, page } = await setUpInbox();
  await save({ email: "ada@example.com", subject: "Booking flow", message: "About your work" });
  await save({ email: "grace@example.com", subject: "Hello", message: "A question on BOOKING" });
  await save({ email: "spam@example.com", subject: "Booking spam", status: "spam" });
  const html = await page("/owner/messages?q=booking");
  expect(html).toContain("2 messages match your search, newest first.");
  expect(html).toContain('value="booking"');
  expect(html).not.toContain("Booking spam");
  expect(await page("/owner/messages?q=GRACE")).toContain("1 message matches your search");
  expect(await page("/owner/messages?q=booking&show=spam")).toContain("Booking spam");
  expect(await page("/owner/messages?q=nowhere")).toContain("No messages match your search.");
});

test("fifty messages a page, with 'Newer' and 'Older' between the pages; bad pages and queries are refused", async () => {
  const { save, get, page } = await setUpInbox();
  for (let index = 1; index <= 51; index++) await save({ subject: `Message ${index}` });
  const first = await page();
  expect(first.match(/<article/g)).toHaveLength(50);
  expect(first).toContain("Page 1 of 2");
  expect(first).toContain('<a rel="next" href="/owner/messages?page=2">Older</a>');
  expect(first).not.toContain(">Newer<");
  const second = await page("/owner/messages?page=2");
  expect(second.match(/<article/g)).toHaveLength(1);
  expect(second).toContain("Message 1<");
  expect(second).toContain('<a rel="prev" href="/owner/messages">Newer</a>');
  expect(await page("/owner/messages?page=9")).toContain("There are no messages on this page.");

  for (const [query, error] of [
    ["page=0", PAGE_NUMBER_ERROR],
    ["page=two", PAGE_NUMBER_ERROR],
    ["page=1e3", PAGE_NUMBER_ERROR],
    [`q=${"x".repeat(201)}`, SEARCH_TOO_LONG_ERROR],
    ["show=everything", NO_SUCH_LIST_ERROR],
  ]) {
    const response = await get(`/owner/messages?${query}`);
    expect(response.status, query).toBe(400);
    expect(await response.text(), query).toContain(error);
  }
});

test("marks go back to the same page and search with a fixed note; another note's text is never shown", async () => {
  const { store, save, post, page } = await setUpInbox();
  const message = await save({ subject: "Booking" });
  const marked = await post(`/owner/messages/${message.id}/read?q=book&page=1`);
  expect(marked.status).toBe(303);
  expect(marked.headers.get("Location")).toBe("/owner/messages?q=book&done=read");
  expect(await page("/owner/messages?q=book&done=read")).toContain(`<p class="room-note" role="status">${NOTES.read}</p>`);
  expect((await store.find(message.id))?.state).toBe("read");
  await post(`/owner/messages/${message.id}/handled`);
  expect((await store.find(message.id))?.state).toBe("handled");
  expect(await page()).toContain("Mark not handled");
  await post(`/owner/messages/${message.id}/new`);
  expect((await store.find(message.id))?.state).toBe("new");
  const missed = await post("/owner/messages/no-such-message/read");
  expect(missed.headers.get("Location")).toBe("/owner/messages?done=missed");
  expect(await page("/owner/messages?done=<b>hacked</b>")).not.toContain("hacked");
});

test("a released message goes to the outbox at once; with email off it is not shown as waiting", async () => {
  const off = await setUpInbox({ mailOn: false });
  const held = await off.save({ subject: "No proof", status: "held" });
  const released = await off.post(`/owner/messages/${held.id}/release`);
  expect(released.headers.get("Location")).toBe("/owner/messages?done=released");
  expect(off.kicks).toEqual(["kick"]);
  expect((await off.store.find(held.id))?.status).toBe("queued");
  const html = await off.page("/owner/messages?done=released");
  expect(html).toContain(NOTES.released);
  expect(html).toContain(MAIL_OFF_TEXT);
  expect(html).not.toContain("waiting");
  expect((await off.post(`/owner/messages/${held.id}/release`)).headers.get("Location")).toBe("/owner/messages?done=missed");
  expect(off.kicks).toEqual(["kick"]);

  const on = await setUpInbox({ mailOn: true });
  const other = await on.save({ subject: "No proof", status: "held" });
  expect((await on.post(`/owner/messages/${other.id}/release`)).headers.get("Location")).toBe(
    "/owner/messages?done=released-mail",
  );
  const shown = await on.page();
  expect(shown).toContain("Email: waiting to be sent");
  expect(shown).not.toContain(MAIL_OFF_TEXT);
});

test("deleting asks 'Delete this message?' first, then removes the message", async () => {
  const { store, save, get, post, page } = await setUpInbox();
  const message = await save({ subject: "To go" });
  const question = await page(`/owner/messages/${message.id}/delete?q=go`);
  expect(question).toContain(`<h1>${DELETE_QUESTION}</h1>`);
  expect(question).toContain(`<form method="post" action="/owner/messages/${message.id}/delete?q=go">`);
  expect(question).toContain('<a class="button button--quiet" href="/owner/messages?q=go">Keep it</a>');
  expect(question).toContain("To go");
  expect((await store.find(message.id))?.state).toBe("new");

  const deleted = await post(`/owner/messages/${message.id}/delete?q=go`);
  expect(deleted.headers.get("Location")).toBe("/owner/messages?q=go&done=deleted");
  expect(await store.find(message.id)).toBeUndefined();
  expect(await page("/owner/messages?done=deleted")).toContain(NOTES.deleted);
  expect((await get(`/owner/messages/${message.id}/delete`)).status).toBe(404);
  expect((await post(`/owner/messages/${message.id}/delete`)).headers.get("Location")).toBe("/owner/messages?done=missed");
});
