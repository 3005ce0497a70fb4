// The second owner's site's photo and screenshot (tests/owner-site/README.md), made when the site is
// built, as a camera and a screenshot tool would save them, so the repository holds no large binary.
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

// The camera's photo: stored as the sensor saw it, 4000 × 3000 pixels, with EXIF orientation 6 ("turn
// me a quarter clockwise"), as a phone held upright saves one. Shown upright it is 3000 × 4000.
const PHOTO = { file: "images/work/whiteboard-photo.jpg", storedWidth: 4000, storedHeight: 3000 } as const;
const SCREENSHOT = { file: "images/work/handover-board.png", width: 1600, height: 1000 } as const;

/** The photo as the eye sees it: a dark ceiling at the top, the whiteboard, the floor at the bottom. */
function uprightPhotoSvg(width: number, height: number): string {
  const rows = Array.from({ length: 9 }, (_, row) => {
    const y = 900 + row * 220;
    const colour = ["#c0392b", "#2e86c1", "#229954"][row % 3];
    return `<rect x="420" y="${y}" width="${1200 + ((row * 370) % 900)}" height="60" rx="30" fill="${colour}"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="${width}" height="${height}" fill="#9aa5a8"/>
<rect width="${width}" height="520" fill="#2b2f33"/>
<rect x="240" y="700" width="${width - 480}" height="2300" rx="24" fill="#f4f6f6" stroke="#7b8a8b" stroke-width="24"/>
${rows}
<rect y="${height - 700}" width="${width}" height="700" fill="#6e4f3a"/>
</svg>`;
}

/** A screenshot of the handover board: flat colours and sharp edges, as a screenshot tool saves it. */
function screenshotSvg({ width, height }: { width: number; height: number }): string {
  const rows = Array.from({ length: 8 }, (_, row) => {
    const y = 150 + row * 100;
    const isOpen = row % 3 === 0;
    return `<rect x="40" y="${y}" width="${width - 80}" height="80" rx="10" fill="${isOpen ? "#fdebd0" : "#eaecee"}"/><rect x="70" y="${y + 25}" width="${isOpen ? 520 : 380}" height="30" rx="8" fill="${isOpen ? "#b9770e" : "#aab7b8"}"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="${width}" height="${height}" fill="#ffffff"/><rect width="${width}" height="100" fill="#1f4e5f"/>${rows}</svg>`;
}

/**
 * A camera's grain, so the file is as large as a real photo's and encodes like one; the same bytes on
 * every run (a fixed seed), so the build's image cache knows the photo again.
 */
function cameraGrain(width: number, height: number): Buffer {
  const grain = Buffer.alloc(width * height);
  let seed = 20_260_512;
  for (let index = 0; index < grain.length; index += 1) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    grain[index] = 96 + (seed >>> 26);
  }
  return grain;
}

/** Writes the photo and the screenshot into `publicDir`, as a camera and a screenshot tool would. */
export async function writeOwnerSiteImages(publicDir: string): Promise<void> {
  mkdirSync(path.join(publicDir, "images/work"), { recursive: true });
  const upright = Buffer.from(uprightPhotoSvg(PHOTO.storedHeight, PHOTO.storedWidth));
  const grain = await sharp(cameraGrain(PHOTO.storedHeight, PHOTO.storedWidth), {
    raw: { width: PHOTO.storedHeight, height: PHOTO.storedWidth, channels: 1 },
  })
    .png()
    .toBuffer();
  const photo = await sharp(upright)
    .composite([{ input: grain, blend: "soft-light" }])
    .png()
    .toBuffer();
  // Stored a quarter turn back, with the tag that says to turn it forward again.
  await sharp(photo).rotate(270).jpeg({ quality: 88 }).withMetadata({ orientation: 6 }).toFile(path.join(publicDir, PHOTO.file));
  await sharp(Buffer.from(screenshotSvg(SCREENSHOT)))
    .png()
    .toFile(path.join(publicDir, SCREENSHOT.file));
}
