import { expect, test } from "vitest";
import { fitFrame, pageSizeOf } from "./fit-frame.ts";

test("a desktop page is 1440 by 810 and a mobile page 390 by 693 (16:9 and 9:16)", () => {
  expect(pageSizeOf("desktop", 1440)).toEqual({ width: 1440, height: 810 });
  expect(pageSizeOf("mobile", 390)).toEqual({ width: 390, height: 693 });
});

test("fills a stage of the same shape exactly at zoom 1", () => {
  expect(fitFrame({ width: 720, height: 405 }, { width: 1440, height: 810 }, 1)).toEqual({ scale: 0.5, x: 0, y: 0 });
});

test("leaves an even margin around the page at zoom 0.9", () => {
  const geometry = fitFrame({ width: 390, height: 693 }, { width: 390, height: 693 }, 0.9);
  expect(geometry.scale).toBeCloseTo(0.9);
  expect(geometry.x).toBeCloseTo(19.5);
  expect(geometry.y).toBeCloseTo(34.65);
});

test("never scales a page above its real size", () => {
  expect(fitFrame({ width: 3000, height: 1688 }, { width: 1440, height: 810 }, 1).scale).toBe(1);
});

test("never scales below 0.3; the page then starts at the stage's corner and overflows", () => {
  expect(fitFrame({ width: 343, height: 193 }, { width: 1440, height: 810 }, 1)).toEqual({ scale: 0.3, x: 0, y: 0 });
});

test("fits the tighter side when the stage has another shape than the page", () => {
  const geometry = fitFrame({ width: 1000, height: 300 }, { width: 1440, height: 810 }, 1);
  expect(geometry.scale).toBeCloseTo(300 / 810);
  expect(geometry.y).toBe(0);
  expect(geometry.x).toBeCloseTo((1000 - 1440 * (300 / 810)) / 2);
});

test("an unmeasured stage gets the minimum scale instead of dividing by zero", () => {
  expect(fitFrame({ width: 0, height: 0 }, { width: 1440, height: 810 }, 1)).toEqual({ scale: 0.3, x: 0, y: 0 });
});
