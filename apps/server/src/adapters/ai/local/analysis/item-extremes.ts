import type { QuestionAnalysis } from "@sondar/core/ai/analysis-survey-data";
import { percentOf } from "@sondar/core/responses/survey-summary";

export interface RankingFinding {
  questionId: string;
  title: string;
  best: { item: string; meanPosition: number };
  worst: { item: string; meanPosition: number };
}

export interface MatrixFinding {
  questionId: string;
  title: string;
  /** The row with the largest share of answers in the last column (usually the best mark). */
  mostLast: { row: string; column: string; percent: number } | null;
  /** The row with the largest share in the first column, when it is another row. */
  mostFirst: { row: string; column: string; percent: number } | null;
}

/** The best and worst ranked item of each ranking question (lowest and highest mean position). */
export function findRankingExtremes(questions: readonly QuestionAnalysis[]): RankingFinding[] {
  const findings: RankingFinding[] = [];
  for (const q of questions) {
    if (q.kind !== "ranking") continue;
    const ranked = q.items
      .filter((i): i is typeof i & { meanPosition: number } => i.meanPosition !== null)
      .sort((a, b) => a.meanPosition - b.meanPosition);
    const best = ranked[0];
    const worst = ranked.at(-1);
    if (!best || !worst || ranked.length < 2) continue;
    findings.push({ questionId: q.questionId, title: q.title, best, worst });
  }
  return findings;
}

type Matrix = Extract<QuestionAnalysis, { kind: "matrix" }>;

function rowLeading(q: Matrix, columnIndex: number): { row: string; column: string; percent: number } | null {
  let leader: { row: string; column: string; percent: number } | null = null;
  for (const { row, counts } of q.rows) {
    const percent = percentOf(
      counts[columnIndex] ?? 0,
      counts.reduce((sum, c) => sum + c, 0),
    );
    if (percent > 0 && (!leader || percent > leader.percent)) leader = { row, column: q.columns[columnIndex] ?? "", percent };
  }
  return leader;
}

/** For each matrix, which row leads the last column and which the first. */
export function findMatrixExtremes(questions: readonly QuestionAnalysis[]): MatrixFinding[] {
  const findings: MatrixFinding[] = [];
  for (const q of questions) {
    if (q.kind !== "matrix" || q.columns.length < 2) continue;
    const mostLast = rowLeading(q, q.columns.length - 1);
    const first = rowLeading(q, 0);
    const mostFirst = first && first.row !== mostLast?.row ? first : null;
    if (mostLast || mostFirst) findings.push({ questionId: q.questionId, title: q.title, mostLast, mostFirst });
  }
  return findings;
}
