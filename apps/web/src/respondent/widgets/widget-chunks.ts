import type { Question } from "@sondar/core/surveys/question-schema";
import { lazyModule } from "../lazy-module";

// The rarer and heavier widgets are chunks of their own, so the first paint carries only the
// common ones (docs/decisions/052-respondent-weight.md).
export const phoneWidget = lazyModule(() => import("./phone-widget"));
export const matrixWidget = lazyModule(() => import("./matrix-widget"));
export const rankingWidget = lazyModule(() => import("./ranking-widget"));
export const fileUploadWidget = lazyModule(() => import("./file-upload-widget"));

const CHUNKS: Partial<Record<Question["type"], { load: () => Promise<unknown> }>> = {
  phone: phoneWidget,
  matrix: matrixWidget,
  ranking: rankingWidget,
  "file-upload": fileUploadWidget,
};

/** Fetches the widget chunks these questions need (none for the common types); never rejects. */
export function loadWidgets(questions: readonly Question[]): Promise<void> {
  const types = new Set(questions.map((question) => question.type));
  return Promise.all([...types].map((type) => CHUNKS[type]?.load().catch(() => undefined))).then(() => undefined);
}
