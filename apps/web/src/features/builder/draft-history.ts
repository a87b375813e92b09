/** Steps kept for undo; older ones drop off (docs/decisions/115-undo-in-the-editor.md). */
export const HISTORY_LIMIT = 100;
/** Changes to the same field closer together than this are one step: a typed word undoes at once. */
export const COALESCE_MS = 1000;

interface PastStep<T> {
  state: T;
  /** What the change touched ("title", "question:q1"…); null for a step of its own (delete, reorder). */
  key: string | null;
  at: number;
}

/** The drafts before and after the current one, oldest first. */
export interface DraftHistory<T> {
  past: PastStep<T>[];
  future: T[];
}

export function createHistory<T>(): DraftHistory<T> {
  return { past: [], future: [] };
}

/** Records that the draft left `previous`; a quick run of changes to one field stays one step. */
export function recordChange<T>(history: DraftHistory<T>, previous: T, key: string | null, now: number): DraftHistory<T> {
  const last = history.past.at(-1);
  if (key !== null && last?.key === key && now - last.at < COALESCE_MS) {
    return { past: [...history.past.slice(0, -1), { ...last, at: now }], future: [] };
  }
  const past = [...history.past, { state: previous, key, at: now }];
  return { past: past.slice(-HISTORY_LIMIT), future: [] };
}

/** The draft before `current`, or null when there is nothing to undo. */
export function undoChange<T>(history: DraftHistory<T>, current: T): { history: DraftHistory<T>; state: T } | null {
  const last = history.past.at(-1);
  if (!last) return null;
  return { history: { past: history.past.slice(0, -1), future: [...history.future, current] }, state: last.state };
}

/** The draft an undo left, or null when there is nothing to redo. */
export function redoChange<T>(history: DraftHistory<T>, current: T): { history: DraftHistory<T>; state: T } | null {
  const next = history.future.at(-1);
  if (next === undefined) return null;
  // A redone step is a step of its own: the next edit never merges into it.
  const past = [...history.past, { state: current, key: null, at: Number.NEGATIVE_INFINITY }];
  return { history: { past: past.slice(-HISTORY_LIMIT), future: history.future.slice(0, -1) }, state: next };
}
