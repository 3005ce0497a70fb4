import { THEME_COLORS } from "#src/lib/site-files.ts";

/** The light theme's tokens from src/styles/global.css, for the images the build draws. */
export const PALETTE = {
  background: THEME_COLORS.light,
  surface: "#ffffff",
  text: "#1c1d21",
  textMuted: "#55575f",
  border: "#e2dfd8",
  accent: "#1f5fbf",
  accentSoft: "#e6eefb",
} as const;
