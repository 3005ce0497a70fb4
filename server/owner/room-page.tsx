/** @jsxImportSource hono/jsx */
// The frame of every page of the owner's room (docs/product.md#the-owners-room), rendered by the
// server for each request with Hono's JSX, which escapes every text it is given: nothing of the
// owner's is ever in a built file (docs/decisions/018-owners-room.md).
import type { Context } from "hono";
import { raw } from "hono/html";
import type { Child } from "hono/jsx";
import { THEME_SCRIPT } from "#src/features/theme/theme-script.ts";
import { FAVICON_SVG_PATH } from "#src/lib/site-files.ts";
import { pageSourcesOf } from "../page-sources.ts";
import { pagePolicy } from "../security-headers.ts";
import { type OwnerEnv, ROOM_PATH } from "./owner-session.ts";
import { NO_ROOM_ASSETS, type RoomAssets } from "./room-assets.ts";

export const ROOM_NAME = "Owner's room";

/** The room's sections, in the order of its navigation. */
export const ROOM_SECTIONS = [
  { key: "dashboard", name: "Dashboard", path: ROOM_PATH },
  { key: "messages", name: "Messages", path: `${ROOM_PATH}/messages` },
  { key: "links", name: "Share links", path: `${ROOM_PATH}/links` },
] as const;
export type RoomSection = (typeof ROOM_SECTIONS)[number]["key"];

export interface RoomPage {
  title: string;
  /** The section whose link is the current page; undefined on the sign-in page (no navigation). */
  section: RoomSection | undefined;
  body: Child;
}

function RoomHeader({ section }: { section: RoomSection }) {
  return (
    <header class="room-header">
      <div class="room-header__inner">
        <a class="room-header__name" href={ROOM_PATH}>
          {ROOM_NAME}
        </a>
        <nav class="room-nav" aria-label="Room">
          <ul>
            {ROOM_SECTIONS.map((item) => (
              <li key={item.key}>
                <a href={item.path} aria-current={item.key === section ? "page" : undefined}>
                  {item.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <form method="post" action={`${ROOM_PATH}/sign-out`}>
          <button class="button button--quiet" type="submit">
            Sign out
          </button>
        </form>
      </div>
    </header>
  );
}

function RoomFooter() {
  return (
    <footer class="room-footer">
      <div class="room-footer__inner">
        <a href="/">Back to the site</a>
        <form method="post" action={`${ROOM_PATH}/sign-out-everywhere`}>
          <button class="button button--quiet" type="submit">
            Sign out everywhere
          </button>
        </form>
      </div>
    </footer>
  );
}

/** `assets`: the room's built script and stylesheet (room-assets.ts); none, and the page is plain. */
export async function roomPageHtml({ title, section, body }: RoomPage, assets: RoomAssets = NO_ROOM_ASSETS): Promise<string> {
  const page = (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" href={FAVICON_SVG_PATH} type="image/svg+xml" />
        <title>{`${title} · ${ROOM_NAME}`}</title>
        {/* Our own constant, not anyone's input: written as it is, and allowed by its hash. */}
        <script>{raw(THEME_SCRIPT)}</script>
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body class={section ? "room" : "room room--alone"}>
        <a class="skip-link" href="#main">
          Skip to content
        </a>
        {section && <RoomHeader section={section} />}
        <main id="main" class="room-main" tabindex={-1}>
          <h1>{title}</h1>
          {body}
        </main>
        {section && <RoomFooter />}
      </body>
    </html>
  );
  return `<!doctype html>${await page.toString()}`;
}

// Made once, from the one inline script every room page has: never from a page's own HTML, so a text
// that escaped its escaping could not bring its own script under the policy. No page may frame the
// room, the site's own included: a framed room could be dressed up to take the owner's clicks
// (docs/product.md#the-owners-room).
const ROOM_POLICY = pagePolicy({ ...pageSourcesOf(`<script>${THEME_SCRIPT}</script>`), frames: [] }, { framedBy: "'none'" });

/**
 * Sends a room page: never stored by any cache, kept out of search engines, under the site's strict
 * policy with its own inline theme script allowed by hash.
 */
export async function sendRoomPage(
  c: Context,
  page: RoomPage,
  status: 200 | 400 | 401 | 403 | 404 | 413 | 415 | 429 | 500 = 200,
) {
  const html = await roomPageHtml(page, (c as Context<OwnerEnv>).get("roomAssets"));
  c.header("Content-Security-Policy", ROOM_POLICY);
  // The room's middleware (owner-room.ts) adds setRoomHeaders' no-store and noindex to every answer.
  return c.html(html, status);
}

/**
 * On every answer of the room. Its answers that are not pages (redirects, refusals in a sentence, its
 * script) carry the security headers' policies, which already allow no frame (server/security-headers.ts).
 */
export function setRoomHeaders(c: Context): void {
  c.header("X-Frame-Options", "DENY");
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
  c.header("Vary", "Cookie", { append: true });
}

export const NOT_IN_ROOM_TITLE = "There is no such page in the room";

export function sendRoomNotFound(c: Context) {
  const body = (
    <p>
      <a href={ROOM_PATH}>Go to the dashboard</a>
    </p>
  );
  return sendRoomPage(c, { title: NOT_IN_ROOM_TITLE, section: "dashboard", body }, 404);
}
