import type { Question } from "@sondar/core/surveys/question-schema";
import { useEffect } from "react";
import { isRankingNear, loadRankingDrag } from "./widgets/ranking-drag-loader";
import { loadWidgets } from "./widgets/widget-chunks";

/**
 * Fetches what later questions need without holding up the first paint: the widget chunks of
 * the survey's types once the page is idle, and a ranking's drag layer when a ranking question
 * is shown or near (docs/decisions/052-respondent-weight.md).
 */
export function usePrefetchChunks(questions: readonly Question[], index: number): void {
  useEffect(() => {
    const fetchWidgets = () => void loadWidgets(questions);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(fetchWidgets, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(fetchWidgets, 0);
    return () => clearTimeout(timer);
  }, [questions]);

  // The welcome page (index -1) counts as just before the first question.
  const rankingNear = isRankingNear(questions, index);
  useEffect(() => {
    // Without it a ranking still reorders with its buttons; the question fetches it again.
    if (rankingNear) loadRankingDrag().catch(() => undefined);
  }, [rankingNear]);
}
