import { expect, test } from "vitest";
import { PRIVATE_CARDS_PATH, PRIVATE_HINT_COOKIE } from "#src/features/private-work/private-cards.ts";
import { cleanedUpPerTest } from "../test-support/create-test-app.ts";
import { PRIVATE_IMAGE, SECRET_SLUG, SILENT_SLUG } from "../test-support/make-private-output.ts";
import { cookieHeader, SAME_ORIGIN, sessionIdSetBy, unlockForm, withAccess } from "../test-support/private-requests.ts";

// docs/product.md#private-work: the cards a visitor's lists show, and the hint that makes a page ask for them.
const setUpApp = cleanedUpPerTest();
const setUp = () => withAccess(setUpApp({ withPrivateWork: true }));
const PASSWORD = "correct horse battery";

const slugsIn = async (response: Response) =>
  ((await response.json()) as { cards: { caseStudy: { slug: string } }[] }).cards.map(({ caseStudy }) => caseStudy.slug);

test("an anonymous visitor, or one with a forged cookie, gets no cards, never to be cached", async () => {
  const { app } = setUp();
  for (const headers of [{}, cookieHeader("A".repeat(43))]) {
    const response = await app.request(PRIVATE_CARDS_PATH, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Vary")).toContain("Cookie");
    expect(await slugsIn(response)).toEqual([]);
  }
});

test("a password's session gets every protected card, newest first, with its images' sizes", async () => {
  const { app, access, setPassword } = setUp();
  await setPassword(PASSWORD);
  const id = (await access.startSession({ kind: "password", checked: await access.checkPassword(PASSWORD) }))?.id ?? "";
  const response = await app.request(PRIVATE_CARDS_PATH, { headers: cookieHeader(id) });
  const { cards } = (await response.clone().json()) as { cards: { images: Record<string, unknown> }[] };
  expect(await slugsIn(response)).toEqual([SILENT_SLUG, SECRET_SLUG]);
  expect(cards[1]?.images[PRIVATE_IMAGE]).toEqual({ width: 640, height: 360 });
});

test("a link limited to one case study gets its card alone", async () => {
  const { app, access } = setUp();
  const link = await access.createLink({ label: "Acme hiring", only: [SECRET_SLUG] });
  const id = (await access.startSession({ kind: "link", linkId: link.id }))?.id ?? "";
  expect(await slugsIn(await app.request(PRIVATE_CARDS_PATH, { headers: cookieHeader(id) }))).toEqual([SECRET_SLUG]);
});

test("unlocking sets the readable hint beside the HttpOnly session cookie; locking clears both", async () => {
  const { app, setPassword } = setUp();
  await setPassword(PASSWORD);
  const unlocked = await unlockForm(app, { password: PASSWORD, slug: SECRET_SLUG });
  const cookies = unlocked.headers.getSetCookie();
  const hint = cookies.find((cookie) => cookie.startsWith(`${PRIVATE_HINT_COOKIE}=1`));
  expect(hint).toMatch(/Path=\//);
  expect(hint).toMatch(/SameSite=Lax/);
  expect(hint).not.toMatch(/HttpOnly/);
  const id = sessionIdSetBy(unlocked) ?? "";
  const locked = await app.request("/api/access/lock", {
    method: "POST",
    headers: { ...cookieHeader(id), ...SAME_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: "return=%2F",
  });
  const cleared = locked.headers.getSetCookie();
  expect(cleared.find((cookie) => cookie.startsWith(`${PRIVATE_HINT_COOKIE}=;`))).toMatch(/Max-Age=0/);
  expect(cleared.find((cookie) => cookie.startsWith("private_session=;"))).toMatch(/Max-Age=0/);
});
