import { useEffect, useState } from "react";
import type { SurveyPayload } from "../survey-types";
import type * as RankingDrag from "./ranking-drag-layer";

export type RankingDragModule = typeof RankingDrag;

let loading: Promise<RankingDragModule> | undefined;
let loaded: RankingDragModule | undefined;

/**
 * Fetches the drag layer (dnd-kit) once, as its own chunk: the respondent entry's first paint
 * never waits for it. A failed fetch is forgotten so the next ranking question tries again.
 */
export function loadRankingDrag(): Promise<RankingDragModule> {
  loading ??= import("./ranking-drag-layer").then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether a survey has a ranking question, whose drag layer is then worth fetching at boot. */
export function hasRankingQuestion(payload: SurveyPayload | undefined): boolean {
  return payload !== undefined && "survey" in payload && payload.survey.questions.some((q) => q.type === "ranking");
}

/**
 * The drag layer once it is here (at once when boot already fetched it), else null; it is
 * fetched on first use when boot did not (a survey loaded by request, the app's own survey page).
 * `beforeSwap` (keep it stable) runs just before a late arrival re-renders the list.
 */
export function useRankingDrag(beforeSwap: () => void): RankingDragModule | null {
  const [module, setModule] = useState(() => loaded ?? null);
  useEffect(() => {
    if (module) return undefined;
    let current = true;
    loadRankingDrag().then(
      (next) => {
        if (!current) return;
        beforeSwap();
        setModule(next);
      },
      // Without it the list still reorders with its buttons.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [module, beforeSwap]);
  return module;
}
