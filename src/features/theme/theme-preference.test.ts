import { expect, test } from "vitest";
import { nextTheme, parseThemePreference } from "./theme-preference.ts";

test("cycles system, light, dark, light, dark", () => {
  const first = nextTheme("system");
  const second = nextTheme(first);
  const third = nextTheme(second);
  const fourth = nextTheme(third);
  expect([first, second, third, fourth]).toEqual(["light", "dark", "light", "dark"]);
});

test("reads a missing or unknown stored value as system", () => {
  expect(parseThemePreference(null)).toBe("system");
  expect(parseThemePreference("sepia")).toBe("system");
  expect(parseThemePreference("dark")).toBe("dark");
  expect(parseThemePreference("light")).toBe("light");
});
