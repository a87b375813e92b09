import type { AnalysisSurveyData } from "@sondar/core/ai/analysis-survey-data";
import type { Line } from "./phrases";
import { contentStems } from "./read-text";

// Words of a request that name the task, not a topic ("focus on…", "analyze the answers…").
const TASK_WORDS =
  "focus analyze analyse please question survey response answer insight recommendation result detail especially particular look highlight";
let taskStems: Set<string> | undefined;

/** The questions whose titles share a content word with the creator's request ("pricing" finds "How fair are our prices?"). */
export function questionsNamedIn(data: AnalysisSurveyData, request: string | undefined): Set<string> {
  if (!request?.trim()) return new Set();
  taskStems ??= contentStems(TASK_WORDS);
  const wanted = [...contentStems(request)].filter((stem) => !taskStems?.has(stem));
  if (wanted.length === 0) return new Set();
  return new Set(
    data.questionAnalysis
      .filter((q) => {
        const stems = contentStems(q.title);
        return wanted.some((stem) => stems.has(stem));
      })
      .map((q) => q.questionId),
  );
}

/** Lines about the named questions first, each group in its original order. */
export function focusLines(lines: readonly Line[], questionIds: ReadonlySet<string>): Line[] {
  const named = (line: Line) => line.questionIds.some((id) => questionIds.has(id));
  return [...lines.filter(named), ...lines.filter((line) => !named(line))];
}
