import type { SurveySettings } from "@sondar/core/surveys/survey-schema";
import { useLayoutEffect } from "react";
import type { ThemeOverride } from "./survey-types";

/**
 * Paints the survey's theme: an embed's ?theme= wins, then the survey's own light/dark;
 * "auto" keeps the visitor's theme (set before first paint by theme-init.js, or by the main app).
 * Before paint, so a dark survey never flashes light; restored on unmount for the main app.
 */
export function useSurveyTheme(theme: SurveySettings["theme"] | undefined, override: ThemeOverride) {
  const forced = override ?? (theme === "light" || theme === "dark" ? theme : undefined);
  useLayoutEffect(() => {
    if (!forced) return undefined;
    const root = document.documentElement;
    const previous = root.classList.contains("dark") ? "dark" : root.classList.contains("light") ? "light" : null;
    root.classList.remove("light", "dark");
    root.classList.add(forced);
    return () => {
      root.classList.remove(forced);
      if (previous) root.classList.add(previous);
    };
  }, [forced]);
}
