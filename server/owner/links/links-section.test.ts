import { expect, test, vi } from "vitest";
import { cleanedUpPerTest, type MadeForRoom } from "../../test-support/create-test-app.ts";
import { SECRET_SLUG, SILENT_SLUG } from "../../test-support/make-private-output.ts";
import { ownerSessionCookie, roomPostHeaders } from "../../test-support/owner-room-session.ts";
import { WITHDRAWN_NOT_RENEWED_TEXT } from "./link-card.tsx";
import { DAYS_TEXT, UNKNOWN_CASE_STUDY_TEXT } from "./link-form.ts";
import type { LinkReads } from "./link-view.ts";
import { DONE_NOTES, linksSection } from "./links-section.ts";

// scrypt costs tens of milliseconds a hash; a busy machine makes that more.
vi.setConfig({ testTimeout: 20_000 });
const setUpApp = cleanedUpPerTest();
const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse("2026-11-02T09:30:00Z");

/** The room with its share links, signed in, on a clock the test moves. */
async function setUp(reads?: LinkReads) {
  let time = START;
  const made = setUpApp({
    withOwnerRoom: true,
    withPrivateWork: true,
    now: () => new Date(time),
    roomSections: ({ access, privateWork, owner, siteOrigin }: MadeForRoom) => {
      if (!access) throw new Error("no access store");
      return [linksSection({ access, privateWork, owner, siteOrigin, reads, now: () => new Date(time) })];
    },
  });
  if (!made.owner || !made.access) throw new Error("no owner or access store");
  let cookie = await ownerSessionCookie(made);
  const post = (path: string, fields: string[][] = []) =>
    made.app.request(path, { method: "POST", headers: roomPostHeaders(cookie), body: new URLSearchParams(fields).toString() });
  const get = (path: string) => made.app.request(path, { headers: { Cookie: cookie } });
  // A room session lasts 12 hours: past that, the test signs in again.
  const later = async (ms: number) => {
    time += ms;
    if (made.owner && !(await made.owner.findSession(cookie.split("=")[1] ?? ""))) cookie = await ownerSessionCookie(made);
  };
  return { ...made, access: made.access, owner: made.owner, cookie, post, get, later };
}

const tokenIn = (html: string) => /value="https:\/\/portfolio\.example\/s\/([A-Za-z0-9_-]{43})"/.exec(html)?.[1];

test("every address of the section needs the session, and every post its own origin", async () => {
  const { app, access, cookie } = await setUp();
  const link = await access.createLink({ label: "Acme hiring" });
  for (const path of ["/owner/links", "/owner/links/withdraw-all", `/owner/links/${link.id}/withdraw`]) {
    const response = await app.request(path);
    expect(response.status, path).toBe(303);
    expect(response.headers.get("Location"), path).toMatch(/^\/owner\/sign-in\?return=/);
  }
  const posts = [
    "/owner/links",
    "/owner/links/withdraw-all",
    `/owner/links/${link.id}/withdraw`,
    `/owner/links/${link.id}/expiry`,
  ];
  for (const path of posts) {
    const body = "label=Forged&days=3";
    expect((await app.request(path, { method: "POST", headers: roomPostHeaders(""), body })).status, path).toBe(401);
    const forged = { ...roomPostHeaders(cookie), Origin: "https://evil.example" };
    expect((await app.request(path, { method: "POST", headers: forged, body })).status, path).toBe(403);
  }
  expect((await access.listLinks()).map(({ label, status }) => [label, status])).toEqual([["Acme hiring", "live"]]);
});

test("the page offers the form, the protected case studies, and says there are no links yet", async () => {
  const { get } = await setUp();
  const response = await get("/owner/links");
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  const html = await response.text();
  expect(html).toContain("<title>Share links · Owner&#39;s room</title>");
  expect(html).toContain('<label for="link-label">Label</label>');
  expect(html).toContain('<label for="link-days">Days</label>');
  expect(html).toMatch(/<input id="link-days" name="days" type="number"[^>]* value="30"/);
  expect(html).toContain("<legend>Case studies it opens</legend>");
  expect(html).toContain("Tick none to open every protected case study, also ones protected later.");
  expect(html).toContain(`value="${SECRET_SLUG}"/>Secret One</label>`);
  expect(html).toContain(`value="${SILENT_SLUG}"/>Silent One</label>`);
  expect(html).toContain("No share links yet.");
  expect(html).toContain("Create link</button>");
  expect(html).not.toContain("Withdraw all live links");
});

test("a new link's address is the post's own answer, shown once, never in the list after", async () => {
  const { post, get, access } = await setUp();
  const response = await post("/owner/links", [
    ["label", "Acme <hiring>"],
    ["days", "7"],
    ["only", SECRET_SLUG],
  ]);
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  const html = await response.text();
  const token = tokenIn(html);
  expect(token).toBeDefined();
  expect(html).toContain('<label for="link-address">Address</label>');
  expect(html).toContain('<button type="button" class="button" data-copy-from="link-address" hidden="">Copy address</button>');
  expect(html).toContain("This address is shown only now");
  expect(html).toContain("Made a share link for Acme &lt;hiring&gt;, opening Secret One. It expires on 2026-11-09 09:30 UTC.");
  expect(await access.findLink(token ?? "")).toMatchObject({ scope: [SECRET_SLUG] });

  const list = await (await get("/owner/links")).text();
  expect(list).not.toContain(token);
  expect(list).not.toContain("/s/");
  expect(list).toContain("<h3");
  expect(list).toContain("Acme &lt;hiring&gt;</h3>");
  expect(list).toContain("Secret One");
  expect(list).toContain("2026-11-09 09:30 UTC");
  expect(list).toContain("Withdraw all live links");
});

test("none ticked opens every protected case study; empty days means 30", async () => {
  const { post, access } = await setUp();
  const html = await (
    await post("/owner/links", [
      ["label", "Beta"],
      ["days", ""],
    ])
  ).text();
  expect(html).toContain("opening every protected case study. It expires on 2026-12-02 09:30 UTC.");
  expect((await access.listLinks())[0]).toMatchObject({ scope: "all", expiresAt: new Date(START + 30 * DAY) });
});

test("a bad label, days or case study is refused by its field, 400, and nothing is made", async () => {
  const { post, access } = await setUp();
  const response = await post("/owner/links", [
    ["label", "   "],
    ["days", "400"],
  ]);
  expect(response.status).toBe(400);
  const html = await response.text();
  expect(html).toContain('<p class="room-alert" role="alert">The link was not made: see what to change below.</p>');
  expect(html).toMatch(/id="link-label"[^>]*aria-invalid="true" aria-describedby="link-label-hint link-label-error"/);
  expect(html).toContain('<p id="link-label-error" class="room-field-error">The label must be 1 to 80 characters; it has 0.</p>');
  expect(html).toMatch(/id="link-days"[^>]*value="400" aria-invalid="true" aria-describedby="link-days-hint link-days-error"/);
  expect(html).toContain("Days must be a whole number from 1 to 365; got 400.");

  const words = await post("/owner/links", [
    ["label", "Acme"],
    ["days", "ten"],
    ["only", SECRET_SLUG],
  ]);
  expect(words.status).toBe(400);
  const wordsHtml = await words.text();
  expect(wordsHtml).toContain(DAYS_TEXT);
  // What was typed and ticked is kept, to correct.
  expect(wordsHtml).toMatch(/id="link-label"[^>]* value="Acme"/);
  expect(wordsHtml).toContain(`value="${SECRET_SLUG}" checked=""/>`);

  const control = await post("/owner/links", [["label", "Acme \u202egnp.exe"]]);
  expect(await control.text()).toContain("The label must not hold control characters.");
  const unknown = await post("/owner/links", [
    ["label", "Acme"],
    ["only", "not-protected"],
  ]);
  expect(unknown.status).toBe(400);
  expect(await unknown.text()).toContain(UNKNOWN_CASE_STUDY_TEXT);
  expect(await access.listLinks()).toEqual([]);
});

test("withdrawing asks first, works without JavaScript, and the link opens nothing after", async () => {
  const { get, post, access, app } = await setUp();
  const link = await access.createLink({ label: "Acme hiring" });
  const confirm = await get(`/owner/links/${link.id}/withdraw`);
  expect(confirm.status).toBe(200);
  const html = await confirm.text();
  expect(html).toContain("<h1>Withdraw this link?</h1>");
  expect(html).toContain("<strong>Acme hiring</strong>");
  expect(html).toContain(`<form method="post" action="/owner/links/${link.id}/withdraw">`);
  expect(await access.findLink(link.token)).toBeDefined();

  const done = await post(`/owner/links/${link.id}/withdraw`);
  expect(done.status).toBe(303);
  expect(done.headers.get("Location")).toBe("/owner/links?done=withdrawn");
  expect(await access.findLink(link.token)).toBeUndefined();
  expect((await app.request(`/s/${link.token}`)).status).toBe(410);
  const list = await (await get("/owner/links?done=withdrawn")).text();
  expect(list).toContain(`<p class="room-note" role="status">${DONE_NOTES.withdrawn}</p>`);
  expect(list).toContain("Withdrawn</dd>");
  expect(list).toContain(WITHDRAWN_NOT_RENEWED_TEXT);
  expect(list).not.toContain(`/owner/links/${link.id}/expiry`);

  // An id that is no link, or not shaped as one, is the room's not-found page.
  expect((await get("/owner/links/abcdefgh/withdraw")).status).toBe(404);
  expect((await post("/owner/links/..%2Fsign-out/withdraw")).status).toBe(404);
});

test("withdraw all asks first with the count, then withdraws every live link", async () => {
  const { get, post, access, later } = await setUp();
  const [one, two] = [await access.createLink({ label: "One" }), await access.createLink({ label: "Two" })];
  await access.createLink({ label: "Short", days: 1 });
  await later(DAY);
  expect(await (await get("/owner/links/withdraw-all")).text()).toContain(
    "All 2 live links will open nothing, and whoever opened one loses access at once.",
  );
  const done = await post("/owner/links/withdraw-all");
  expect(done.headers.get("Location")).toBe("/owner/links?done=withdrawn-all");
  expect(await access.findLink(one.token)).toBeUndefined();
  expect(await access.findLink(two.token)).toBeUndefined();
  expect((await access.listLinks()).map(({ status }) => status).sort()).toEqual(["expired", "withdrawn", "withdrawn"]);
  expect(await (await get("/owner/links/withdraw-all")).text()).toContain("No link is live: there is nothing to withdraw.");
});

test("a link's expiry changes to days from now; bad days are refused by its field; a withdrawn one stays withdrawn", async () => {
  const { get, post, access, later } = await setUp();
  const link = await access.createLink({ label: "Acme", days: 1 });
  await later(2 * DAY);
  expect(await (await get("/owner/links")).text()).toContain('Renew<span class="visually-hidden"> of Acme</span>');
  const renewed = await post(`/owner/links/${link.id}/expiry`, [["days", "14"]]);
  expect(renewed.headers.get("Location")).toBe("/owner/links?done=expiry");
  expect((await access.listLinks())[0]).toMatchObject({ status: "live", expiresAt: new Date(START + 16 * DAY) });
  expect(await (await get("/owner/links?done=expiry")).text()).toContain(DONE_NOTES.expiry.replace("'", "&#39;"));

  const refused = await post(`/owner/links/${link.id}/expiry`, [["days", "0"]]);
  expect(refused.status).toBe(400);
  const html = await refused.text();
  expect(html).toMatch(
    new RegExp(`id="expiry-${link.id}"[^>]*value="0" aria-invalid="true" aria-describedby="expiry-${link.id}-error"`),
  );
  expect(html).toContain("Days must be a whole number from 1 to 365; got 0.");

  await access.revokeLink(link.id);
  const withdrawn = await post(`/owner/links/${link.id}/expiry`, [["days", "30"]]);
  expect(withdrawn.status).toBe(400);
  expect(await withdrawn.text()).toContain(WITHDRAWN_NOT_RENEWED_TEXT);
  expect((await access.listLinks())[0]?.status).toBe("withdrawn");
  expect((await post("/owner/links/abcdefgh/expiry", [["days", "3"]])).status).toBe(404);
});

test("a note comes only from the fixed sentences, never from the address", async () => {
  const { get } = await setUp();
  const html = await (await get("/owner/links?done=%3Cscript%3Ealert(1)%3C%2Fscript%3E")).text();
  expect(html).not.toContain("alert(1)");
  expect(html).not.toContain('role="status"');
  expect(await (await get("/owner/links?done=toString")).text()).not.toContain('role="status"');
});

test("the page says whether each site-wide budget is spent now, and when it was last spent", async () => {
  const { get, access, owner, later } = await setUp();
  let html = await (await get("/owner/links")).text();
  expect(html).toContain('<h2 id="budget-heading">Failed password tries</h2>');
  expect(html).toMatch(/<th scope="row">Private work<\/th><td class="room-number">0<\/td><td>No<\/td><td>Never<\/td>/);
  expect(html).toMatch(/<th scope="row">Owner&#39;s room<\/th><td class="room-number">0<\/td><td>No<\/td><td>Never<\/td>/);
  for (let n = 0; n < 101; n++) await access.recordFailure(n.toString(16).padStart(64, "0"));
  await access.recordBudgetSpent();
  await later(60_000);
  await owner.recordBudgetSpent();
  html = await (await get("/owner/links")).text();
  expect(html).toContain(
    '<td class="room-number">101</td><td>Yes: each try waits 2 seconds</td><td><time datetime="2026-11-02T09:30:00.000Z">2026-11-02 09:30 UTC</time>',
  );
  expect(html).toMatch(
    /Owner&#39;s room<\/th><td class="room-number">0<\/td><td>No<\/td><td><time datetime="2026-11-02T09:31:00.000Z">/,
  );
  await later(60 * 60_000);
  html = await (await get("/owner/links")).text();
  expect(html).toMatch(
    /Private work<\/th><td class="room-number">0<\/td><td>No<\/td><td><time datetime="2026-11-02T09:30:00.000Z">/,
  );
});

test("what was read through a link shows under it when the reading statistics give it, and nothing without", async () => {
  const plain = await setUp();
  await plain.access.createLink({ label: "Acme" });
  expect(await (await plain.get("/owner/links")).text()).not.toContain("What was read");

  let asked: string[] = [];
  let readId = "";
  const withReads = await setUp(async (ids) => {
    asked = ids;
    const at = new Date(START - DAY);
    return new Map([
      [readId, [{ path: `/case-studies/${SECRET_SLUG}`, title: "Secret One", depthPercent: 80, seconds: 200, at }]],
    ]);
  });
  readId = (await withReads.access.createLink({ label: "Read" })).id;
  const unread = await withReads.access.createLink({ label: "Unread" });
  const html = await (await withReads.get("/owner/links")).text();
  expect(asked).toEqual([unread.id, readId]);
  expect(html).toContain('aria-label="What was read through Read"');
  expect(html).toContain('aria-label="What was read through Unread"');
  expect(html).toContain("Nothing read through it yet.");
  expect(html).toContain('Read 80% of Secret One, <time datetime="2026-11-01T09:30:00.000Z">2026-11-01 09:30 UTC</time>');
  expect(html).toContain("(3 min 20 s on the page)");
});
