// Where things sit in the rows the export reads (export-select.ts builds them). Kept apart from
// the SQL so a worker thread encoding rows (csv-worker.ts) loads no database code.

/**
 * Positions in a `cells` row: HIDDEN holds the hidden values, one per key in the survey's order
 * (null when the response has none); ANSWERS onwards come the answer groups.
 */
export const CELL = {
  id: 0,
  completedAt: 1,
  email: 2,
  status: 3,
  city: 4,
  country: 5,
  region: 6,
  hidden: 7,
  answers: 8,
} as const;
/** PostgreSQL's json builders take at most 100 arguments, so answers come in groups of this many. */
export const ANSWER_GROUP = 90;

/** Positions in a raw row: the payload is all it holds. */
export const RAW = { payload: 0 } as const;

/** Question `index`'s stored answer in a parsed `cells` row. */
export function answerIn(cells: readonly unknown[], index: number): unknown {
  const group = cells[CELL.answers + Math.floor(index / ANSWER_GROUP)] as readonly unknown[] | undefined;
  return group?.[index % ANSWER_GROUP];
}
