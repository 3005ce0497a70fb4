import { appendFile, cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { makePrototypePosters } from "./make-prototype-posters.ts";

const workDir = await mkdtemp(path.join(tmpdir(), "posters-"));
afterAll(() => rm(workDir, { recursive: true, force: true }));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test("renders a poster per mode at the base widths, and re-running after a change refreshes them", {
  timeout: 60_000,
}, async () => {
  const prototypesDir = path.join(workDir, "prototypes");
  const outDir = path.join(workDir, "posters");
  await cp(path.resolve(import.meta.dirname, "../public/prototypes"), prototypesDir, { recursive: true });
  const options = { prototypesDir, outDir, names: ["recipient-cards"] };

  const written = await makePrototypePosters(options);
  expect(written.map((file) => path.basename(file))).toEqual(["recipient-cards-desktop.png", "recipient-cards-mobile.png"]);
  const [desktop, mobile] = await Promise.all(written.map((file) => readFile(file)));
  expect(pngSize(desktop as Buffer)).toEqual({ width: 1440, height: 810 });
  expect(pngSize(mobile as Buffer)).toEqual({ width: 780, height: 1386 });

  await appendFile(path.join(prototypesDir, "recipient-cards.css"), "\nbody { background: rgb(255 0 255) !important; }\n");
  await makePrototypePosters(options);
  const [changedDesktop, changedMobile] = await Promise.all(written.map((file) => readFile(file)));
  expect(changedDesktop?.equals(desktop as Buffer)).toBe(false);
  expect(changedMobile?.equals(mobile as Buffer)).toBe(false);
});
