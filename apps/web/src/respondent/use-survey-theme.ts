import type { SurveySettings } from "@sondar/core/surveys/survey-schema";
import { useLayoutEffect } from "react";
import { resolveTheme, THEME_STORAGE_KEY, type ThemePreference } from "../lib/theme";
import type { ThemeOverride } from "./survey-types";

const DARK_SCHEME = "(prefers-color-scheme: dark)";

/** The visitor's own preference, saved by the main app (and read before paint by theme-init.js). */
function readVisitorPreference(): ThemePreference {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    if (saved === "light" || saved === "dark") return saved;
  } catch {
    // Storage can be blocked; the device decides then.
  }
  return "system";
}

function paint(theme: "light" | "dark") {
  const root = document.documentElement;
  root.classList.remove(theme === "dark" ? "light" : "dark");
  root.classList.add(theme);
}

/**
 * Paints the survey's theme: an embed's ?theme= wins, then the survey's own light/dark; "auto"
 * takes the visitor's saved theme, or follows the device, live, when the visitor has none.
 * Before paint, so a dark survey never flashes light; on unmount the visitor's theme returns.
 */
export function useSurveyTheme(theme: SurveySettings["theme"] | undefined, override: ThemeOverride) {
  const forced = override ?? (theme === "light" || theme === "dark" ? theme : undefined);
  useLayoutEffect(() => {
    const media = typeof window.matchMedia === "function" ? window.matchMedia(DARK_SCHEME) : null;
    const visitorTheme = () => resolveTheme(readVisitorPreference(), media?.matches ?? false);
    // A forced theme repaints too: the main app's own device listener must not undo it.
    const apply = () => paint(forced ?? visitorTheme());
    apply();
    media?.addEventListener("change", apply);
    return () => {
      media?.removeEventListener("change", apply);
      paint(visitorTheme());
    };
  }, [forced]);
}
