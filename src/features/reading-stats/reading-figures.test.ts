import { expect, test } from "vitest";
import { depthOf, referrerHostOf, sourceOf } from "./reading-figures.ts";

test("read depth is the share of the body above the window's bottom, 0 to 100", () => {
  // Body starting below the window: not begun.
  expect(depthOf(900, 2000, 800)).toBe(0);
  // Half of it scrolled past the window's bottom.
  expect(depthOf(-200, 2000, 800)).toBe(50);
  // Its end above the window's bottom, and a body the window shows whole.
  expect(depthOf(-1500, 2000, 800)).toBe(100);
  expect(depthOf(100, 300, 800)).toBe(100);
  expect(depthOf(100, 0, 800)).toBe(0);
});

test("the referrer's host is kept only for another web site", () => {
  expect(referrerHostOf("https://www.LinkedIn.com/feed/?trk=x", "portfolio.example")).toBe("www.linkedin.com");
  expect(referrerHostOf("https://portfolio.example/about", "portfolio.example")).toBeUndefined();
  expect(referrerHostOf("", "portfolio.example")).toBeUndefined();
  expect(referrerHostOf("android-app://com.slack/", "portfolio.example")).toBeUndefined();
});

test("utm_source is read from the address, trimmed and at most 100 characters", () => {
  expect(sourceOf("?utm_source=newsletter&utm_medium=email")).toBe("newsletter");
  expect(sourceOf("?utm_source=%20%20")).toBeUndefined();
  expect(sourceOf("")).toBeUndefined();
  expect(sourceOf(`?utm_source=${"x".repeat(150)}`)).toHaveLength(100);
  // Cut by characters: the emoji stays whole.
  expect(sourceOf(`?utm_source=${"x".repeat(99)}${encodeURIComponent("😀😀")}`)).toBe(`${"x".repeat(99)}😀`);
});
