import { useCallback, useSyncExternalStore } from "react";
import { DEFAULT_THEME, parseThemePreference, THEME_STORAGE_KEY, type ThemePreference } from "./theme-preference.ts";

const listeners = new Set<() => void>();
// Used when storage is blocked (privacy settings): the choice then lasts for this page only. Until
// one is made here, the page's own (a click before the app started, theme-script.ts) stands.
let unstoredPreference: ThemePreference | undefined;

function readStored(): ThemePreference {
  try {
    return parseThemePreference(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return unstoredPreference ?? parseThemePreference(document.documentElement.dataset.theme);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the theme changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) applyTheme(readStored());
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function applyTheme(preference: ThemePreference): void {
  if (preference === "system") delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = preference;
}

/** The stored theme preference; the prerendered page assumes the default until hydration. */
export function useThemePreference(): [ThemePreference, (next: ThemePreference) => void] {
  const preference = useSyncExternalStore(subscribe, readStored, () => DEFAULT_THEME);
  const setPreference = useCallback((next: ThemePreference) => {
    unstoredPreference = next;
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Not remembered across visits, but still applied below.
    }
    applyTheme(next);
    for (const listener of listeners) listener();
  }, []);
  return [preference, setPreference];
}
