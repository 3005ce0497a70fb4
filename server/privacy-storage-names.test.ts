import { expect, test } from "vitest";
import { listStorage } from "#src/features/privacy/privacy-storage.ts";
import { PRIVATE_HINT_COOKIE } from "#src/features/private-work/private-cards.ts";
import { THEME_STORAGE_KEY } from "#src/features/theme/theme-preference.ts";
import { SESSION_COOKIE } from "./access/session-cookie.ts";
import { OWNER_MARKER_COOKIE } from "./owner/owner-marker.ts";
import { OWNER_SESSION_COOKIE } from "./owner/owner-session.ts";

// The privacy page's table is text; a cookie renamed in the code must not leave it saying the old name.
test("the privacy page names every cookie and storage key by the name the code uses", () => {
  expect(listStorage("Sam").map(({ name, kind }) => [name, kind])).toEqual([
    [SESSION_COOKIE, "Cookie"],
    [PRIVATE_HINT_COOKIE, "Cookie"],
    [OWNER_SESSION_COOKIE, "Cookie"],
    [OWNER_MARKER_COOKIE, "Cookie"],
    [THEME_STORAGE_KEY, "Local storage"],
  ]);
});
