import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, test } from "vitest";
import { describeImage, drawingWidths, MAX_VARIANT_WIDTH, variantWidths } from "./image-variants.ts";

const root = mkdtempSync(path.join(tmpdir(), "image-variants-"));
const publicDir = path.join(root, "public");
const cacheDir = path.join(root, "cache");
afterAll(() => rmSync(root, { recursive: true, force: true }));

mkdirSync(path.join(publicDir, "images"), { recursive: true });
await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#1f5fbf" } })
  .png()
  .toFile(path.join(publicDir, "images/photo.png"));
// A camera photo taken in portrait: stored 1000 x 800, left half red and right half blue, with EXIF
// orientation 6 (turn it a quarter clockwise to show it): shown 800 x 1000, red above blue.
const redHalf = await sharp({ create: { width: 500, height: 800, channels: 3, background: "#ff0000" } })
  .png()
  .toBuffer();
await sharp({ create: { width: 1000, height: 800, channels: 3, background: "#0000ff" } })
  .composite([{ input: redHalf, left: 0, top: 0 }])
  .jpeg()
  .withMetadata({ orientation: 6 })
  .toFile(path.join(publicDir, "images/portrait.jpg"));
// drawing: white, with a black bar 10 units wide from x = 5 (from 10 to 30 px at 1280 px). The others
// are SVGs only a browser draws right: colours for the theme, text, motion.
const SVGS = {
  "drawing.svg":
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400"><rect width="640" height="400" fill="#fff"/><rect x="5" width="10" height="400" fill="#000"/></svg>',
  "themed.svg":
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><style>@media (prefers-color-scheme: dark) { rect { fill: #000 } }</style><rect width="100" height="100" fill="#fff"/></svg>',
  "lettered.svg":
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><text x="10" y="50" font-family="system-ui">Book</text></svg>',
  "moving.svg":
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><circle r="10"><animate attributeName="r" to="40" dur="2s"/></circle></svg>',
};
for (const [file, svg] of Object.entries(SVGS)) writeFileSync(path.join(publicDir, "images", file), svg);

test("offers the standard widths below an image's own, and its own", () => {
  expect(variantWidths(1200)).toEqual([480, 720, 960, 1200]);
  expect(variantWidths(1440)).toEqual([480, 720, 960, 1440]);
  expect(variantWidths(300)).toEqual([300]);
});

test("a photo wider than any page shows is offered at most 1920 px wide; the image viewer opens the original", () => {
  expect(MAX_VARIANT_WIDTH).toBe(1920);
  expect(variantWidths(4000)).toEqual([480, 720, 960, 1440, 1920]);
  expect(variantWidths(1920)).toEqual([480, 720, 960, 1440, 1920]);
  expect(variantWidths(1600)).toEqual([480, 720, 960, 1440, 1600]);
});

test("a portrait camera photo is described as shown, and its variants are upright", async () => {
  const { info, variants } = await describeImage(publicDir, "/images/portrait.jpg", { withVariants: true, cacheDir });
  expect([info.width, info.height]).toEqual([800, 1000]);
  expect(info.sources?.webp).toMatch(/480w, .* 720w, .* 800w$/);
  for (const variant of variants) {
    const { data, info: pixels } = await sharp(variant.source).raw().toBuffer({ resolveWithObject: true });
    expect(pixels.height).toBeGreaterThan(pixels.width);
    const colourAt = (y: number) => {
      const offset = (y * pixels.width + Math.floor(pixels.width / 2)) * pixels.channels;
      const [red = 0, , blue = 0] = data.subarray(offset, offset + 3);
      return red > 200 && blue < 60 ? "red" : blue > 200 && red < 60 ? "blue" : `rgb(${red}, …, ${blue})`;
    };
    expect([colourAt(Math.floor(pixels.height / 4)), colourAt(Math.floor((3 * pixels.height) / 4))]).toEqual(["red", "blue"]);
  }
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

test("a drawing is offered as WebP up to twice its own width, rendered at each width, not scaled up", async () => {
  expect(drawingWidths(640)).toEqual([480, 720, 960, 1280]);
  expect(drawingWidths(160)).toEqual([320]);
  expect(drawingWidths(1280)).toEqual([480, 720, 960, 1440]);
  const { info, variants } = await describeImage(publicDir, "/images/drawing.svg", { withVariants: true, cacheDir });
  expect(info).toEqual({
    width: 640,
    height: 400,
    sources: { webp: expect.stringMatching(/^\/assets\/images\/drawing-480-[0-9a-f]{8}\.webp 480w, .* 1280w$/) },
  });
  const sizes = await Promise.all(variants.map(async (variant) => sharp(variant.source).metadata()));
  expect(sizes.map(({ format, width, height }) => [format, width, height])).toEqual([
    ["webp", 480, 300],
    ["webp", 720, 450],
    ["webp", 960, 600],
    ["webp", 1280, 800],
  ]);
  // Drawn at 1280 px, not scaled up from 640: the bar's edges fall on whole pixels and stay sharp.
  const { data } = await sharp(variants[3]?.source).raw().toBuffer({ resolveWithObject: true });
  const row = Array.from({ length: 60 }, (_, x) => data[(400 * 1280 + x) * 3] ?? 0);
  expect(row.filter((red) => red < 40)).toHaveLength(20);
  expect(row.filter((red) => red >= 40 && red <= 215)).toHaveLength(0);
});

test("an SVG only a browser draws right (text, theme colours, motion), or any image in dev, only reports its size", async () => {
  for (const file of ["lettered.svg", "themed.svg", "moving.svg"]) {
    expect(await describeImage(publicDir, `/images/${file}`, { withVariants: true, cacheDir })).toEqual({
      info: { width: 100, height: 100 },
      variants: [],
    });
  }
  expect((await describeImage(publicDir, "/images/photo.png", { withVariants: false, cacheDir })).info).toEqual({
    width: 1200,
    height: 600,
  });
});
