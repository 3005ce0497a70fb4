import { nextTheme } from "./theme-preference.ts";
import "./theme-button.css";
import { useThemePreference } from "./use-theme-preference.ts";

/** docs/product.md#theme: cycles system, light, dark and names the next theme in its label. */
export function ThemeButton() {
  const [preference, setPreference] = useThemePreference();
  const next = nextTheme(preference);
  const label = `Switch to ${next} theme`;
  return (
    <button type="button" className="theme-button" aria-label={label} title={label} onClick={() => setPreference(next)}>
      <ThemeIcon />
    </button>
  );
}

/**
 * All three icons, the one shown chosen by CSS from `<html data-theme>` (theme-button.css), so it is
 * right from the first paint and on pages the app never starts on, such as those the server writes
 * (docs/decisions/021-server-written-pages.md).
 */
function ThemeIcon() {
  return (
    <svg className="theme-button__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <g className="theme-button__light" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
        <circle cx="12" cy="12" r="4.2" />
        <path d="M12 2.5v2.2M12 19.3v2.2M2.5 12h2.2M19.3 12h2.2M5.3 5.3l1.6 1.6M17.1 17.1l1.6 1.6M5.3 18.7l1.6-1.6M17.1 6.9l1.6-1.6" />
      </g>
      <path className="theme-button__dark" fill="currentColor" d="M20.2 14.6A8.5 8.5 0 0 1 9.4 3.8a8.5 8.5 0 1 0 10.8 10.8z" />
      <g className="theme-button__system">
        <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path fill="currentColor" d="M12 3.5a8.5 8.5 0 0 1 0 17z" />
      </g>
    </svg>
  );
}
