import { expect, test } from "vitest";
import { IMAGE_SIZES, widestShownWidth } from "./image-sizes.ts";

test("each place shows its image at most this wide, in css px", () => {
  expect(Object.fromEntries(Object.entries(IMAGE_SIZES).map(([place, sizes]) => [place, widestShownWidth(sizes)]))).toEqual({
    column: 736, // 100vw on a 46rem tablet, wider than the 42rem column beside it
    card: 640,
    neighbour: 128,
    galleryTile: 416, // one tile to a row on a 28rem phone, less 2rem of margins
    heroAvatar: 112,
    headerAvatar: 40,
    quotePicture: 48,
  });
});

test("a sizes attribute it cannot read safely is refused, not guessed", () => {
  expect(() => widestShownWidth("(max-width: 40rem) 100vw")).toThrow("expected a fixed length last");
  expect(() => widestShownWidth("100vw")).toThrow("expected a fixed length last");
  expect(() => widestShownWidth("(max-width: 40rem) 100vw, 20rem, 10rem")).toThrow("expected a fixed length last");
  expect(() => widestShownWidth("(max-width: 40rem) 50vw, (max-width: 20rem) 100vw, 10rem")).toThrow(
    "expected each max-width wider",
  );
  expect(() => widestShownWidth("(min-width: 40rem) 20rem, 100vw")).toThrow('cannot read the length "(min-width: 40rem) 20rem"');
});
