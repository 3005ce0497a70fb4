import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { ownerNameOf } from "../site-message-page.ts";
import { makeClientDir } from "../test-support/make-client-dir.ts";
import { makePrivateOutput, SECRET_SLUG, SILENT_SLUG } from "../test-support/make-private-output.ts";
import { expiredLinkText } from "./expired-link-page.ts";
import { privateManifestFileOf } from "./private-output.ts";
import { loadPrivateWork, NO_PRIVATE_WORK } from "./private-work.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
function clientDir() {
  const root = mkdtempSync(path.join(tmpdir(), "private-work-"));
  roots.push(root);
  return makeClientDir(root);
}

test("a build without build/private/ has no private work, and its site is served as before", () => {
  expect(loadPrivateWork(clientDir())).toBe(NO_PRIVATE_WORK);
});

test("reads the manifest, each page and teaser with its CSP sources, and which slugs a file serves", () => {
  const dir = clientDir();
  makePrivateOutput(dir);
  const work = loadPrivateWork(dir);
  const secret = work.pageAt(`/case-studies/${SECRET_SLUG}`);
  expect(secret?.slug).toBe(SECRET_SLUG);
  expect(secret?.page.sources.scripts).toHaveLength(1);
  expect(secret?.teaser?.sources.styles).toHaveLength(1);
  expect(work.pageAt(`/case-studies/${SILENT_SLUG}`)?.teaser).toBeUndefined();
  expect(work.slugsOfFile("/images/private/plan.svg")).toEqual([SECRET_SLUG, SILENT_SLUG]);
  expect(work.slugsOfFile("/images/cover.svg")).toBeUndefined();
  expect([work.isProtected(SECRET_SLUG), work.isProtected("real-one")]).toEqual([true, false]);
});

test("a manifest that is not the build's, or one naming a file outside its folder, stops the start with what to do", () => {
  const dir = clientDir();
  makePrivateOutput(dir);
  const manifest = privateManifestFileOf(path.dirname(dir));
  writeFileSync(manifest, "{not json");
  expect(() => loadPrivateWork(dir)).toThrow("is not the build's manifest of private work. Run `npm run build` again.");
  writeFileSync(
    manifest,
    JSON.stringify({ files: {}, pages: { "/case-studies/x": { slug: "x", file: "../../etc/passwd.html" } } }),
  );
  expect(() => loadPrivateWork(dir)).toThrow("is not the build's manifest");
  mkdirSync(path.dirname(manifest), { recursive: true });
  writeFileSync(
    manifest,
    JSON.stringify({ files: {}, pages: { "/case-studies/x": { slug: "x", file: "case-studies/x/index.html" } } }),
  );
  expect(() => loadPrivateWork(dir)).toThrow("No CSP sources for /case-studies/x");
});

test("the owner's name is read from the og:site_name a page carries, its entities decoded", () => {
  expect(ownerNameOf('<meta property="og:site_name" content="Alex &amp; Sam O&#x27;Neil"/>')).toBe("Alex & Sam O'Neil");
  expect(ownerNameOf("<h1>No meta</h1>")).toBeUndefined();
  expect(expiredLinkText(undefined)).toBe("Ask the site's owner for a new one.");
});
