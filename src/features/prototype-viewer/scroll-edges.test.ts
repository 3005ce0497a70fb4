import { expect, test } from "vitest";
import { scrollEdgesOf } from "./scroll-edges.ts";

// The desktop page at the 0.3 minimum (432 × 243) in a 341 × 191 box, as on a 375 px phone.
const BOX = { scrollWidth: 432, scrollHeight: 243, clientWidth: 341, clientHeight: 191 };

test("at the start, more to the right and below", () => {
  expect(scrollEdgesOf({ ...BOX, scrollLeft: 0, scrollTop: 0 })).toEqual({ left: false, right: true, top: false, bottom: true });
});

test("scrolled to the end, more to the left and above; a fraction of a pixel short still counts as the end", () => {
  expect(scrollEdgesOf({ ...BOX, scrollLeft: 90.6, scrollTop: 51.5 })).toEqual({
    left: true,
    right: false,
    top: true,
    bottom: false,
  });
});

test("a box its content fits has no more on any side", () => {
  expect(
    scrollEdgesOf({ scrollLeft: 0, scrollTop: 0, scrollWidth: 341, scrollHeight: 191, clientWidth: 341, clientHeight: 191 }),
  ).toEqual({
    left: false,
    right: false,
    top: false,
    bottom: false,
  });
});
