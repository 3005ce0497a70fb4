// Written in the third security review: send-unlock.ts keeps the page on this site after a right
// password by refusing a location that starts '//' or '/\', but a browser drops tabs and newlines from
// an address before reading it, so '/\t/elsewhere' is '//elsewhere' to window.location.assign. The
// server names only its own paths today; the guard is what stands if a proxy or a later change does not.
import { expect, test } from "vitest";
import { sendUnlock } from "./send-unlock.ts";

const FIELDS = { password: "a password for private work", slug: "harbour-under-agreement" };

test("a location that a browser reads as another site, once it drops tabs and newlines, goes to the list", async () => {
  for (const elsewhere of ["/\t/evil.example/", "/\n/evil.example/", "/\r\\evil.example/"]) {
    // What the browser would load for it: another site.
    expect(new URL(elsewhere, "https://portfolio.example").origin).toBe("https://evil.example");
    const answer = new Response(JSON.stringify({ success: true, location: elsewhere }), {
      headers: { "Content-Type": "application/json" },
    });
    const outcome = await sendUnlock(FIELDS, undefined, async () => answer);
    expect(outcome, JSON.stringify(elsewhere)).toEqual({ ok: true, location: "/case-studies" });
  }
});
