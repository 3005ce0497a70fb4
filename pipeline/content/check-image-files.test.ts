import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, test } from "vitest";
import { checkImageFiles } from "./check-image-files.ts";
import { DEFAULT_CONTENT_DIR, loadContent } from "./load-content.ts";
import { shownImagesOf } from "./shown-images.ts";

const root = mkdtempSync(path.join(tmpdir(), "check-image-files-"));
const publicDir = path.join(root, "public");
const contentDir = path.join(root, "content");
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(path.join(publicDir, "images"), { recursive: true });
mkdirSync(path.join(contentDir, "case-studies"), { recursive: true });

const image = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#3a6ea5" } });
const imagePath = (name: string) => path.join(publicDir, "images", name);
await image(4000, 3000).jpeg().toFile(imagePath("camera.jpg"));
await image(1200, 675).png().toFile(imagePath("soft-cover.png"));
// A portrait photo stored sideways: 1600 x 1000 with EXIF orientation 6, so shown 1000 px wide.
await image(1600, 1000).jpeg().withMetadata({ orientation: 6 }).toFile(imagePath("portrait.jpg"));
await image(800, 600).png().toFile(imagePath("tile.png"));
await image(1472, 900).png().toFile(imagePath("after.png"));
await image(640, 400).png().toFile(imagePath("video-poster.png"));
await image(390, 844).png().toFile(imagePath("prototype-poster.png"));
await image(150, 150).png().toFile(imagePath("me.png"));
await image(96, 96).png().toFile(imagePath("quote.png"));
writeFileSync(imagePath("before.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
// Noise does not compress: 2000 x 1700 pixels of it, stored uncompressed, make a PNG over 10 MB.
await sharp(randomBytes(2000 * 1700 * 3), { raw: { width: 2000, height: 1700, channels: 3 } })
  .png({ compressionLevel: 0 })
  .toFile(imagePath("noise.png"));
writeFileSync(
  imagePath("heavy.svg"),
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><!-- ${"x".repeat(10_500_000)} --></svg>`,
);

const site = readFileSync(path.join(DEFAULT_CONTENT_DIR, "site.yaml"), "utf8")
  .replace("src: /images/avatar.svg", "src: /images/me.png")
  .replace("picture: /images/quotes/priya.svg", "picture: /images/quote.png")
  .replace("desktop: /images/prototypes/recipient-cards-desktop.png", "desktop: /images/prototype-poster.png");
writeFileSync(path.join(contentDir, "site.yaml"), site);
const frontmatter = [
  "slug: study",
  "title: A study",
  "summary: A summary long enough to describe the page in a search result.",
  "cover: /images/soft-cover.png",
  "coverAlt: The cover",
  "problemImage: /images/portrait.jpg",
  "problemImageAlt: A portrait",
  "date: 2026-01-01",
].join("\n");
const body = `## Problem

![A camera photo](/images/camera.jpg)

<Gallery>
![A tile](/images/tile.png)
![The prototype](/images/prototype-poster.png)
</Gallery>

<Compare before="/images/before.svg" beforeAlt="Before" after="/images/after.png" afterAlt="After" />

<Video src="/videos/flow.webm" poster="/images/video-poster.png" />

![Noise](/images/noise.png)

![A heavy drawing](/images/heavy.svg)
`;
writeFileSync(path.join(contentDir, "case-studies/study.mdx"), `---\n${frontmatter}\n---\n\n${body}`);

test("warns of each image narrower than twice the widest it is shown, and of each over 10 MB", async () => {
  const warnings = await checkImageFiles(shownImagesOf(loadContent(contentDir), contentDir), publicDir);

  const here = path.relative(process.cwd(), contentDir);
  expect(warnings.map((line) => line.replace(here, "content"))).toEqual([
    'content/site.yaml: field "avatar.src": /images/me.png is 150 px wide, but it is shown up to 112 px wide, which takes 224 px on a 2x screen: export it at least 224 px wide',
    'content/case-studies/study.mdx: field "cover": /images/soft-cover.png is 1200 px wide, but it is shown up to 736 px wide, which takes 1472 px on a 2x screen: export it at least 1472 px wide',
    'content/case-studies/study.mdx: field "problemImage": /images/portrait.jpg is 1000 px wide, but it is shown up to 736 px wide, which takes 1472 px on a 2x screen: export it at least 1472 px wide',
    "content/case-studies/study.mdx: line 16: <Gallery>: image 1: /images/tile.png is 800 px wide, but it is shown up to 416 px wide, which takes 832 px on a 2x screen: export it at least 832 px wide",
    "content/case-studies/study.mdx: line 25: image: /images/noise.png is 10.2 MB, over 10 MB: export it as JPEG at quality about 80, or resize it to 1472 px wide",
    "content/case-studies/study.mdx: line 27: image: /images/heavy.svg is 10.5 MB, over 10 MB: simplify the drawing (fewer points, no embedded pictures), or export it as JPEG at quality about 80",
  ]);
});

test("the sample content's images give no warning", async () => {
  const publicOfSample = path.resolve(DEFAULT_CONTENT_DIR, "../public");
  expect(await checkImageFiles(shownImagesOf(loadContent(), DEFAULT_CONTENT_DIR), publicOfSample)).toEqual([]);
});
