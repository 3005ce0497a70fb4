import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { NO_MORE } from "./scroll-edges.ts";
import { ScrollHint, sidesWithMore } from "./scroll-hint.tsx";

test("names the sides with more to show", () => {
  expect(sidesWithMore({ ...NO_MORE, right: true, bottom: true })).toBe("to the right and below");
  expect(sidesWithMore({ ...NO_MORE, left: true, top: true })).toBe("to the left and above");
  expect(sidesWithMore({ ...NO_MORE, right: true })).toBe("to the right");
  expect(sidesWithMore({ ...NO_MORE, bottom: true })).toBe("below");
  expect(sidesWithMore({ left: true, right: true, top: false, bottom: true })).toBe("to the left and right, and below");
  expect(sidesWithMore({ left: true, right: true, top: true, bottom: true })).toBe("on every side");
  expect(sidesWithMore(NO_MORE)).toBeUndefined();
});

test("says 'Scroll for more' and where, the where for screen readers", () => {
  render(<ScrollHint id="hint" edges={{ ...NO_MORE, right: true, bottom: true }} />);
  expect(screen.getByText("Scroll for more", { exact: false }).textContent).toBe("Scroll for more (to the right and below)");
});
