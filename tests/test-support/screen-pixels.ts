import type { Page } from "@playwright/test";

/**
 * How dark a screenshot is on average, 0 (white) to 255 (black). Decoded by the page's own browser, so a
 * test can tell what a visitor sees of paint that no element reports (a shade, a gradient) without an image library.
 */
export async function darknessOf(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2D canvas");
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let total = 0;
    for (let index = 0; index < data.length; index += 4) {
      total += 255 - ((data[index] ?? 0) + (data[index + 1] ?? 0) + (data[index + 2] ?? 0)) / 3;
    }
    return total / (data.length / 4);
  }, png.toString("base64"));
}
