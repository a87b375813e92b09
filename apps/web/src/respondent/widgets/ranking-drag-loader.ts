import type { Question } from "@sondar/core/surveys/question-schema";
import { lazyModule, useLazyModule } from "../lazy-module";
import type * as RankingDrag from "./ranking-drag-layer";

export type RankingDragModule = typeof RankingDrag;

/** The drag layer (dnd-kit), its own chunk: never part of the first paint. */
const rankingDrag = lazyModule(() => import("./ranking-drag-layer"));

export const loadRankingDrag = rankingDrag.load;

/** How many questions ahead a ranking question makes its drag layer worth fetching. */
export const RANKING_NEAR = 2;

/** Whether a ranking question is the one shown or at most RANKING_NEAR questions ahead of it. */
export function isRankingNear(questions: readonly Question[], index: number): boolean {
  return questions.slice(Math.max(0, index), Math.max(0, index) + RANKING_NEAR + 1).some((q) => q.type === "ranking");
}

/**
 * The drag layer once it is here (at once when it was fetched ahead), else null; a ranking shown
 * before it arrives fetches it itself. `beforeSwap` (keep it stable) runs just before a late
 * arrival re-renders the list.
 */
export function useRankingDrag(beforeSwap: () => void): RankingDragModule | null {
  return useLazyModule(rankingDrag, beforeSwap);
}
