import { THEME_STORAGE_KEY } from "./theme-preference.ts";

/**
 * Runs in <head> before the first paint so a stored light or dark choice never flashes the
 * other palette. With no choice the attribute stays off and CSS follows prefers-color-scheme.
 * Kept as one constant so the CSP can allow it by hash (docs/decisions/006-content-security-policy.md).
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;

/**
 * The public pages' theme button works from the first paint, before the app has started
 * (docs/decisions/019-hydrate-what-is-interactive.md): until `<html data-hydrated>`, a click on it
 * switches the theme as the button would (nextTheme in theme-preference.ts: light -> dark, else
 * light), names the next one in the button's label, and stores the choice, where useThemePreference
 * reads it once the app runs; the icon follows `<html data-theme>` by CSS (theme-button.css). Once the
 * page is read, a stored light choice names dark as the next one, as the app's button does (the
 * prerendered label names light, the next from system): on the pages the server writes the app never
 * starts (docs/decisions/021-server-written-pages.md). The click is stopped on the window, before
 * React's listeners on the document, which would otherwise replay it to the button once hydrated and
 * switch twice.
 */
export const THEME_BUTTON_BEFORE_START_SCRIPT = `addEventListener("click",function(e){var d=document.documentElement,b=e.target instanceof Element&&e.target.closest(".theme-button");if("hydrated"in d.dataset||!b)return;e.stopPropagation();var n=d.dataset.theme==="light"?"dark":"light",l="Switch to "+(n==="light"?"dark":"light")+" theme";d.dataset.theme=n;b.setAttribute("aria-label",l);b.title=l;try{localStorage.setItem(${JSON.stringify(THEME_STORAGE_KEY)},n)}catch(x){}},true);addEventListener("DOMContentLoaded",function(){var d=document.documentElement,b=document.querySelector(".theme-button"),l="Switch to dark theme";if(b&&d.dataset.theme==="light"&&!("hydrated"in d.dataset)){b.setAttribute("aria-label",l);b.title=l}})`;
