import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { describeCaseStudy } from "#src/lib/public-pages.ts";
import { makeCaseStudy, makeSite } from "#src/lib/test-support/make-site.ts";
import { renderOgImage } from "./og-images.ts";
import { readPngSize } from "./png-size.ts";

const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../public");
const COVER = "/images/case-studies/recipient-cards-cover.svg";

test("renders a case study's card, with its cover, as a 1200 × 630 PNG", { timeout: 30_000 }, async () => {
  const page = describeCaseStudy(makeCaseStudy({ title: "Sending forms to everyone around a patient", cover: COVER }));
  const png = await renderOgImage(makeSite(), page, PUBLIC_DIR);
  expect(readPngSize(png)).toEqual({ width: 1200, height: 630 });
});

test("reads the size from the IHDR chunk", () => {
  const poster = readFileSync(path.join(PUBLIC_DIR, "images/prototypes/recipient-cards-mobile.png"));
  expect(readPngSize(poster).width).toBeGreaterThan(0);
  expect(() => readPngSize(Buffer.from("GIF89a, not a PNG at all"))).toThrow("not a PNG");
});
