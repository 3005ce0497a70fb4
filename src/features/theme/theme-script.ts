import { THEME_STORAGE_KEY } from "./theme-preference.ts";

/**
 * Runs in <head> before the first paint so a stored light or dark choice never flashes the
 * other palette. With no choice the attribute stays off and CSS follows prefers-color-scheme.
 * Kept as one constant so the CSP can allow it by hash (docs/decisions/006-content-security-policy.md).
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;
