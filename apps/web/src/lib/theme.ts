import { useSyncExternalStore } from "react";

export type ThemePreference = "light" | "dark" | "system";
export const THEME_STORAGE_KEY = "theme";
const media = () => window.matchMedia("(prefers-color-scheme: dark)");

function readPreference(): ThemePreference {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    if (saved === "light" || saved === "dark" || saved === "system") return saved;
  } catch {
    // Storage can be blocked; the device decides then.
  }
  return "system";
}

let preference: ThemePreference = typeof window === "undefined" ? "system" : readPreference();
const listeners = new Set<() => void>();

/** The theme actually painted: the preference, with 'system' resolved from the device. */
export function resolveTheme(pref: ThemePreference, deviceDark: boolean): "light" | "dark" {
  if (pref === "system") return deviceDark ? "dark" : "light";
  return pref;
}

function apply() {
  const theme = resolveTheme(preference, media().matches);
  const root = document.documentElement;
  root.classList.remove("light", "dark");
  root.classList.add(theme);
}

export function setThemePreference(next: ThemePreference) {
  preference = next;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Not saved, but still applied for this visit.
  }
  apply();
  listeners.forEach((l) => l());
}

/** Starts following the device scheme while the preference is 'system'. */
export function initTheme() {
  apply();
  media().addEventListener("change", () => {
    if (preference === "system") {
      apply();
      listeners.forEach((l) => l());
    }
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The saved preference and the theme in effect. */
export function useTheme() {
  const pref = useSyncExternalStore(
    subscribe,
    () => preference,
    () => "system" as ThemePreference,
  );
  const resolved = useSyncExternalStore(
    subscribe,
    () => resolveTheme(preference, media().matches),
    () => "light" as const,
  );
  return { preference: pref, resolved, setPreference: setThemePreference };
}
