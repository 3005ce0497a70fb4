// A visitor's session for private work, made the real way (docs/product.md#private-work): a share link
// created through the access store, as `npm run access -- link create` does, then opened at /s/{token}
// as a browser opens it; the cookies it sets are the visitor's.
import { openAccessStore } from "#server/access/open-access-store.ts";
import { loadStoreConfig } from "#server/config.ts";
import { BROWSER } from "#server/test-support/private-requests.ts";

/** Only shown on a protected page to a visitor whose grant covers it (src/features/private-work/lock-private-work.tsx). */
const PRIVATE_BAR_TEXT = "Shared with you. Please do not pass it on.";

/** The `Cookie` header a browser sends after following the link: the session's id and the page's hint beside it. */
export function cookieHeaderFrom(setCookieLines: readonly string[]): string {
  const pairs = setCookieLines.map((line) => line.split(";")[0]?.trim() ?? "").filter((pair) => /^[^=]+=.+/.test(pair));
  if (pairs.length === 0) throw new Error("opening the share link set no cookie");
  return pairs.join("; ");
}

/**
 * A link to `slug` in the store of the server at `baseUrl` (its DATA_DIR, or DATABASE_URL when the
 * bench runs with one, as the server then does), opened once; checks that its cookie opens the
 * protected page and that the page without it is refused, so a run never measures a teaser.
 */
export async function openLinkSession(baseUrl: string, dataDir: string, slug: string): Promise<string> {
  const store = await openAccessStore(loadStoreConfig({ ...process.env, DATA_DIR: dataDir }));
  let token: string;
  try {
    ({ token } = await store.createLink({ label: "npm run bench", only: [slug] }));
  } finally {
    await store.close();
  }
  const opened = await fetch(`${baseUrl}/s/${token}`, { headers: BROWSER, redirect: "manual" });
  const page = `${baseUrl}/case-studies/${slug}`;
  if (opened.status !== 303 || opened.headers.get("Location") !== `/case-studies/${slug}`) {
    throw new Error(`the share link answered ${opened.status} to ${opened.headers.get("Location")}, not 303 to ${page}`);
  }
  const cookie = cookieHeaderFrom(opened.headers.getSetCookie());
  const granted = await fetch(page, { headers: { Cookie: cookie } });
  if (granted.status !== 200 || !(await granted.text()).includes(PRIVATE_BAR_TEXT)) {
    throw new Error(`${page} with the link's session answered ${granted.status}, not the private page`);
  }
  const anonymous = await fetch(page);
  await anonymous.body?.cancel();
  if (anonymous.status !== 403) throw new Error(`${page} without a session answered ${anonymous.status}, not the teaser's 403`);
  return cookie;
}
