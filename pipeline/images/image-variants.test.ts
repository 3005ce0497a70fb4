import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, test } from "vitest";
import { describeImage, variantWidths } from "./image-variants.ts";

const root = mkdtempSync(path.join(tmpdir(), "image-variants-"));
const publicDir = path.join(root, "public");
const cacheDir = path.join(root, "cache");
afterAll(() => rmSync(root, { recursive: true, force: true }));

mkdirSync(path.join(publicDir, "images"), { recursive: true });
await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#1f5fbf" } })
  .png()
  .toFile(path.join(publicDir, "images/photo.png"));
writeFileSync(
  path.join(publicDir, "images/drawing.svg"),
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400"/>',
);

test("offers the standard widths below an image's own, and its own", () => {
  expect(variantWidths(1200)).toEqual([480, 720, 960, 1200]);
  expect(variantWidths(1440)).toEqual([480, 720, 960, 1440]);
  expect(variantWidths(300)).toEqual([300]);
});

test("a raster image gets AVIF and WebP variants at each width, hashed, with its real size", async () => {
  const { info, variants } = await describeImage(publicDir, "/images/photo.png", { withVariants: true, cacheDir });
  expect(info.width).toBe(1200);
  expect(info.height).toBe(600);
  expect(info.sources?.avif).toMatch(
    /^\/assets\/images\/photo-480-[0-9a-f]{8}\.avif 480w, .*-720-.* 720w, .*-960-.* 960w, .*-1200-.* 1200w$/,
  );
  expect(info.sources?.webp).toMatch(/\.webp 1200w$/);
  expect(variants).toHaveLength(8);
  const widths = await Promise.all(variants.map(async (variant) => (await sharp(variant.source).metadata()).width));
  expect(widths).toEqual([480, 720, 960, 1200, 480, 720, 960, 1200]);
  expect((await sharp(variants[0]?.source).metadata()).format).toBe("heif"); // AVIF is HEIF-based
  expect((await sharp(variants[4]?.source).metadata()).format).toBe("webp");
});

test("a second build reads the variants from the cache instead of encoding again", async () => {
  const isolatedCache = path.join(root, "cache-2");
  await describeImage(publicDir, "/images/photo.png", { withVariants: true, cacheDir: isolatedCache });
  const cached = readdirSync(isolatedCache);
  expect(cached).toHaveLength(8);
  // Mark every cached file; if the second run used the cache, it hands back the marks.
  for (const file of cached) writeFileSync(path.join(isolatedCache, file), `cached ${file}`);
  const second = await describeImage(publicDir, "/images/photo.png", { withVariants: true, cacheDir: isolatedCache });
  expect(second.variants.every((variant) => variant.source.toString().startsWith("cached "))).toBe(true);
});

test("an SVG, or any image in dev, only reports its size", async () => {
  expect(await describeImage(publicDir, "/images/drawing.svg", { withVariants: true, cacheDir })).toEqual({
    info: { width: 640, height: 400 },
    variants: [],
  });
  expect((await describeImage(publicDir, "/images/photo.png", { withVariants: false, cacheDir })).info).toEqual({
    width: 1200,
    height: 600,
  });
});
