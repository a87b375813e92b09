import type { z } from "zod";
import { hiddenFieldKeyProblem, MAX_HIDDEN_FIELDS } from "./hidden-field-rules";
import { questionSchema, type Question } from "./question-schema";
import { surveySettingsSchema, type SurveySettings } from "./survey-schema";

/**
 * Reading a survey row back: every stored question and the settings go through the same schemas
 * as a save, so readers get a whole `Question` and never guess at missing parts. Rows written
 * before a rule existed (or by hand) are repaired, never refused; the rules are in
 * docs/decisions/048-reading-stored-surveys.md.
 */

/** The respondent's scale when a stored scale question has no settings: 1 to 10, step 1. */
export const STORED_SCALE_DEFAULTS = { min: 1, max: 10, step: 1 } as const;
/** The respondent's file rules when a stored file-upload question has none (or lacks some). */
export const STORED_FILE_DEFAULTS = { allowedTypes: ["image/*", ".pdf"], maxSizeInMB: 5, maxFiles: 1 } as const;

/** A part of a stored survey that could not be read and was dropped or replaced by its default. */
export interface StoredSurveyRepair {
  path: (string | number)[];
  message: string;
}

export type ReportRepair = (repair: StoredSurveyRepair) => void;

type Json = Record<string, unknown>;
type Path = readonly PropertyKey[];

const MAX_REPAIRS = 200;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** The container holding the last key of `path`, when the whole way there exists. */
function parentOf(root: unknown, path: Path): Json | unknown[] | null {
  let node: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (Array.isArray(node) && typeof key === "number") node = node[key];
    else if (isObject(node) && typeof key === "string") node = node[key];
    else return null;
  }
  return isObject(node) || Array.isArray(node) ? node : null;
}

function hasAt(container: Json | unknown[], key: PropertyKey): boolean {
  return Array.isArray(container) ? typeof key === "number" && key < container.length : Object.hasOwn(container, key);
}

/**
 * Removes what a schema issue points at, so the schema's default applies on the next try: an
 * element of a list goes as a whole, a list or text over its limit is cut to it, any other value
 * goes (or the nearest enclosing value that exists, when the issue names a missing one). Returns
 * false when nothing could be removed.
 */
function removeAt(root: Json, issue: z.core.$ZodIssue): boolean {
  const path: Path = issue.path;
  const listIndex = path.findLastIndex((key) => typeof key === "number");
  const target = listIndex >= 0 ? path.slice(0, listIndex + 1) : path;
  for (let depth = target.length; depth >= 1; depth -= 1) {
    const at = target.slice(0, depth);
    const container = parentOf(root, at);
    const key = at[at.length - 1] as PropertyKey;
    if (!container || !hasAt(container, key)) continue;
    if (Array.isArray(container)) {
      container.splice(key as number, 1);
      return true;
    }
    const value = container[key as string];
    if (issue.code === "too_big" && depth === path.length && (Array.isArray(value) || typeof value === "string")) {
      container[key as string] = value.slice(0, Number(issue.maximum));
      return true;
    }
    delete container[key as string];
    return true;
  }
  return false;
}

/**
 * Parses `value` with `schema`, removing each part an issue names until it parses. Parts in
 * `required` cannot be removed: an issue there gives null. `fill` restores stored-row defaults
 * before each try. The stored value itself is never changed.
 */
function parseRepairing<T>(
  schema: z.ZodType<T>,
  value: Json,
  options: { required: readonly string[]; fill: (value: Json) => Json; report: (issue: z.core.$ZodIssue) => void },
): T | null {
  const first = schema.safeParse(options.fill(value));
  if (first.success) return first.data;
  // Only a row that needs repairs is copied, so that removing parts leaves the caller's value alone.
  let current = options.fill(structuredClone(value));
  for (let tries = 0; tries < MAX_REPAIRS; tries += 1) {
    const result = schema.safeParse(current);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    if (!issue || issue.path.length === 0 || options.required.includes(String(issue.path[0]))) return null;
    if (!removeAt(current, issue)) return null;
    options.report(issue);
    current = options.fill(current);
  }
  return null;
}

/** Issue paths as repairs name them: list positions as numbers, keys as text. */
const pathOf = (prefix: (string | number)[], path: Path) => [
  ...prefix,
  ...path.map((key) => (typeof key === "number" ? key : String(key))),
];

/** What an old row may lack, filled with the respondent's defaults rather than the editor's. */
function fillStoredQuestion(question: Json): Json {
  const filled: Json = { ...question };
  // The first rows of the original product kept one rule under a singular key.
  if (filled.branchingRules === undefined && filled.branchingRule !== undefined) {
    filled.branchingRules = Array.isArray(filled.branchingRule) ? filled.branchingRule : [filled.branchingRule];
  }
  delete filled.branchingRule;
  if (filled.type === "scale" && filled.scaleSettings === undefined) filled.scaleSettings = { ...STORED_SCALE_DEFAULTS };
  if (filled.type === "file-upload") {
    const stored = isObject(filled.fileUploadSettings) ? filled.fileUploadSettings : {};
    filled.fileUploadSettings = { ...STORED_FILE_DEFAULTS, allowedTypes: [...STORED_FILE_DEFAULTS.allowedTypes], ...stored };
  }
  return filled;
}

/**
 * The questions of a stored survey, each parsed by the question schema. A part that breaks a
 * rule is dropped and its default used; a question without a readable id or a known type, or
 * with the id of an earlier one, is dropped whole. Never throws; `report` hears of each repair.
 */
export function readStoredQuestions(stored: unknown, report: ReportRepair = () => undefined): Question[] {
  if (!Array.isArray(stored)) {
    if (stored !== null && stored !== undefined) report({ path: ["questions"], message: "not a list; read as no questions" });
    return [];
  }
  const questions: Question[] = [];
  const seen = new Set<string>();
  stored.forEach((raw, index) => {
    const at = (path: Path) => pathOf(["questions", index], path);
    const question = isObject(raw)
      ? parseRepairing(questionSchema, raw, {
          required: ["id", "type"],
          fill: fillStoredQuestion,
          report: (issue) => report({ path: at(issue.path), message: `dropped: ${issue.message}` }),
        })
      : null;
    if (!question || seen.has(question.id)) {
      report({
        path: at([]),
        message: question ? "dropped: a question with this id came before" : "dropped: unreadable question",
      });
      return;
    }
    seen.add(question.id);
    questions.push(question);
  });
  return questions;
}

/** A stored survey's settings, each unreadable one replaced by its default. Never throws. */
export function readStoredSettings(stored: unknown, report: ReportRepair = () => undefined): SurveySettings {
  if (!isObject(stored)) {
    if (stored !== null && stored !== undefined) report({ path: ["settings"], message: "not an object; read as defaults" });
    return surveySettingsSchema.parse({});
  }
  const settings = parseRepairing(surveySettingsSchema, stored, {
    required: [],
    fill: (value) => value,
    report: (issue) => report({ path: pathOf(["settings"], issue.path), message: `dropped: ${issue.message}` }),
  });
  return settings ?? surveySettingsSchema.parse({});
}

/**
 * A stored survey's hidden-field keys: rows from before hidden fields existed have none. A key
 * that breaks a rule (not text, not a valid key, declared before, a question's id, past the
 * limit) is dropped. Never throws.
 */
export function readStoredHiddenFields(
  stored: unknown,
  questionIds: ReadonlySet<string>,
  report: ReportRepair = () => undefined,
): string[] {
  if (!Array.isArray(stored)) {
    if (stored !== null && stored !== undefined) report({ path: ["hiddenFields"], message: "not a list; read as none" });
    return [];
  }
  const keys: string[] = [];
  stored.forEach((key: unknown, index) => {
    const problem =
      typeof key !== "string"
        ? "not text"
        : (hiddenFieldKeyProblem(key) ??
          (keys.includes(key) ? "declared before" : questionIds.has(key) ? "a question's id" : null) ??
          (keys.length >= MAX_HIDDEN_FIELDS ? "past the limit" : null));
    if (problem) report({ path: ["hiddenFields", index], message: `dropped: ${problem}` });
    else keys.push(key as string);
  });
  return keys;
}

/** The questions, settings and hidden fields of a stored survey row, read through the schemas (see above). */
export function readStoredSurvey<T extends { questions: unknown; settings: unknown; hiddenFields?: unknown }>(
  row: T,
  report?: ReportRepair,
): Omit<T, "questions" | "settings" | "hiddenFields"> & {
  questions: Question[];
  settings: SurveySettings;
  hiddenFields: string[];
} {
  const questions = readStoredQuestions(row.questions, report);
  return {
    ...row,
    questions,
    settings: readStoredSettings(row.settings, report),
    hiddenFields: readStoredHiddenFields(row.hiddenFields, new Set(questions.map((q) => q.id)), report),
  };
}
