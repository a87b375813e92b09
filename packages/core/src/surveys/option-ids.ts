import type { Question } from "./question-schema";

/**
 * Stable ids of the answer choices (docs/decisions/245-stable-option-ids.md). Each choice list of
 * a question (options, ranking items, matrix rows and columns) has a parallel list of ids; answers
 * and branching values store ids, and every reader shows labels through this one module.
 *
 * A list stored before ids existed, or whose ids do not fit it, reads with legacy ids: each label
 * is its own id (a repeated label gets " (2)", " (3)"…). So answers stored as labels are already
 * stored against ids, and nothing stored needs rewriting.
 */

/** A choice list with its ids: the labels the respondent sees and the ids answers store. */
export interface ChoiceList {
  labels: readonly string[];
  ids: readonly string[];
}

/** The id lists a question may carry, named after the label list each one parallels. */
export const ID_LISTS = {
  options: "optionIds",
  rankingItems: "rankingItemIds",
  matrixRows: "matrixRowIds",
  matrixColumns: "matrixColumnIds",
} as const;

/** A new choice's id: short, random, never mistaken for a legacy (label) id in tests. */
export function generateOptionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `o_${Array.from(bytes, (b) => b.toString(36).padStart(2, "0"))
    .join("")
    .slice(0, 8)}`;
}

/** Legacy ids for labels stored without ids: the label itself, a repeat made distinct. */
export function legacyIds(labels: readonly string[]): string[] {
  const taken = new Set<string>();
  return labels.map((label) => {
    let id = label;
    for (let n = 2; taken.has(id); n += 1) id = `${label} (${n})`;
    taken.add(id);
    return id;
  });
}

/** Whether `ids` can stand for `labels`: one distinct, non-empty id per label. */
export function idsFit(labels: readonly string[], ids: readonly string[] | undefined): ids is readonly string[] {
  return Array.isArray(ids) && ids.length === labels.length && ids.every((id) => id !== "") && new Set(ids).size === ids.length;
}

/** The ids of `labels`: the stored ones when they fit, else legacy ids. */
export function idsOf(labels: readonly string[], ids: readonly string[] | undefined): readonly string[] {
  return idsFit(labels, ids) ? ids : legacyIds(labels);
}

/**
 * Each label list's ChoiceList, kept while the list lives: a server maps every submit's answers
 * through the same questions (docs/decisions/302-ingest-submit-path-cuts.md). Reused only while
 * the labels and stored ids are still the ones it was made from, element by element, so a list
 * edited in place is worked out afresh.
 */
const lists = new WeakMap<
  readonly string[],
  { labels: readonly string[]; storedIds: readonly string[] | undefined; list: ChoiceList }
>();

const sameItems = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((item, i) => item === b[i]));

function list(labels: readonly string[], ids: readonly string[] | undefined): ChoiceList {
  const kept = lists.get(labels);
  if (kept && sameItems(kept.labels, labels) && sameItems(kept.storedIds, ids)) return kept.list;
  const made = { labels, ids: idsOf(labels, ids) };
  if (Array.isArray(labels)) lists.set(labels, { labels: [...labels], storedIds: ids && [...ids], list: made });
  return made;
}

/** The options of a choice question, ranking items, or matrix rows, each with ids; null for other types. */
export function choiceList(question: Question): ChoiceList | null {
  switch (question.type) {
    case "multiple-choice":
    case "checkbox":
    case "dropdown":
      return list(question.options, question.optionIds);
    case "ranking":
      return list(question.rankingItems, question.rankingItemIds);
    case "matrix":
      return list(question.matrixRows, question.matrixRowIds);
    default:
      return null;
  }
}

/** A matrix question's columns with ids. */
export function matrixColumnList(question: Extract<Question, { type: "matrix" }>): ChoiceList {
  return list(question.matrixColumns, question.matrixColumnIds);
}

/** The label of `id` in `list`, or `id` itself when the list has no such id (an "Other" text, a removed choice). */
export function labelOf(list: ChoiceList, id: string): string {
  const index = list.ids.indexOf(id);
  return index >= 0 ? (list.labels[index] as string) : id;
}

/**
 * The id `value` names in `list`: an id first, else a label (what old clients and API callers
 * send); undefined when it names neither.
 */
export function idOf(list: ChoiceList, value: string): string | undefined {
  if (list.ids.includes(value)) return value;
  const index = list.labels.indexOf(value);
  return index >= 0 ? list.ids[index] : undefined;
}

/** The label of option (ranking item, matrix row) `id` of `question`; `id` itself when unknown. */
export function optionLabel(question: Question, id: string): string {
  const choices = choiceList(question);
  return choices ? labelOf(choices, id) : id;
}

/** The id of the option (ranking item, matrix row) `value` names by id or label; undefined when none. */
export function optionId(question: Question, value: string): string | undefined {
  const choices = choiceList(question);
  return choices ? idOf(choices, value) : undefined;
}

const mapItems = (items: readonly unknown[], map: (item: string) => string) =>
  items.map((item) => (typeof item === "string" ? map(item) : item));

function mapMatrix(
  answer: Record<string, unknown>,
  row: (key: string) => string,
  column: (value: string) => string,
): Record<string, unknown> {
  const mapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answer)) mapped[row(key)] = typeof value === "string" ? column(value) : value;
  return mapped;
}

function mapAnswer(question: Question, answer: unknown, to: (list: ChoiceList, value: string) => string): unknown {
  const choices = choiceList(question);
  if (!choices) return answer;
  if (question.type === "matrix") {
    if (typeof answer !== "object" || answer === null || Array.isArray(answer)) return answer;
    const columns = matrixColumnList(question);
    return mapMatrix(
      answer as Record<string, unknown>,
      (key) => to(choices, key),
      (value) => to(columns, value),
    );
  }
  if (typeof answer === "string") return to(choices, answer);
  if (Array.isArray(answer)) return mapItems(answer, (item) => to(choices, item));
  return answer;
}

/** Id → label lookups of a question, kept while the question object lives: exports call this per cell. */
const labelMaps = new WeakMap<Question, { rows: Map<string, string>; columns: Map<string, string> } | null>();

function labelMapsOf(question: Question) {
  let maps = labelMaps.get(question);
  if (maps === undefined) {
    const choices = choiceList(question);
    const byId = (l: ChoiceList) => new Map(l.ids.map((id, i) => [id, l.labels[i] as string]));
    maps = choices
      ? { rows: byId(choices), columns: question.type === "matrix" ? byId(matrixColumnList(question)) : new Map() }
      : null;
    labelMaps.set(question, maps);
  }
  return maps;
}

/** An answer as readers show it: each stored id replaced by its label; anything else as stored. */
export function answerLabels<A>(question: Question, answer: A): A {
  const maps = labelMapsOf(question);
  if (!maps) return answer;
  const row = (id: string) => maps.rows.get(id) ?? id;
  if (typeof answer === "string") return row(answer) as A;
  if (Array.isArray(answer)) return mapItems(answer, row) as A;
  if (question.type === "matrix" && typeof answer === "object" && answer !== null) {
    return mapMatrix(answer as Record<string, unknown>, row, (id) => maps.columns.get(id) ?? id) as A;
  }
  return answer;
}

/**
 * An answer as it is stored: each choice named by label (old clients, API callers, prefill) given
 * its id; ids and anything naming no choice (an "Other: …" text, a wrong value) are left for
 * validation to judge.
 */
export function answerIds<A>(question: Question, answer: A): A {
  return mapAnswer(question, answer, (choices, value) => idOf(choices, value) ?? value) as A;
}

/** All answers of a response as readers show them (labels), keyed by question id; unknown questions as stored. */
export function answersWithLabels<A>(questions: readonly Question[], answers: Readonly<Record<string, A>>): Record<string, A> {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const shown: Record<string, A> = {};
  for (const [id, answer] of Object.entries(answers)) {
    const question = byId.get(id);
    shown[id] = question ? answerLabels(question, answer) : answer;
  }
  return shown;
}

/** A branching or display condition's value as an id when it names a choice of `question` by label or id. */
export function conditionValueId(question: Question | undefined, value: string): string {
  return (question && optionId(question, value)) ?? value;
}
