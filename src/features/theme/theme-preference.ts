// docs/product.md#theme: system -> light -> dark -> light -> dark ...
export type ThemePreference = "system" | "light" | "dark";
export type ChosenTheme = Exclude<ThemePreference, "system">;

export const THEME_STORAGE_KEY = "theme";
export const DEFAULT_THEME: ThemePreference = "system";

export function nextTheme(current: ThemePreference): ChosenTheme {
  return current === "light" ? "dark" : "light";
}

/** Anything but a known choice (a missing key, an old or hand-edited value) means the default. */
export function parseThemePreference(stored: string | null | undefined): ThemePreference {
  return stored === "light" || stored === "dark" ? stored : DEFAULT_THEME;
}
