// Answering moves forward, and keys pick answers (docs/product/respondent.md#answering-by-key).
import type { Answer } from "../answers/answer-schema";
import { OTHER_PREFIX } from "../answers/other-prefix";
import { scaleValues } from "../question-types/scale-values";
import { choiceList } from "../surveys/option-ids";
import type { Question } from "../surveys/question-schema";

/** How long a one-pick answer shows before the page moves on. */
export const AUTO_ADVANCE_MS = 300;

/**
 * How long the page waits for a second digit when the first could still grow into another
 * value ("1" on a 0–10 scale may become "10").
 */
export const NUMBER_KEY_WAIT_MS = 800;

/** The types answered with one pick, which move on by themselves once picked. */
const ONE_PICK_TYPES: ReadonlySet<Question["type"]> = new Set([
  "multiple-choice",
  "yes-no",
  "rating",
  "likert",
  "scale",
  "dropdown",
]);

/** Whether picking `answer` for `question` moves on by itself: one-pick types, but not "Other", which still needs its text. */
export function advancesOnAnswer(question: Question, answer: Answer | undefined): boolean {
  if (!ONE_PICK_TYPES.has(question.type) || answer === undefined || answer === "") return false;
  return !(question.type === "multiple-choice" && typeof answer === "string" && isOtherAnswer(question, answer));
}

function isOtherAnswer(question: Question, answer: string): boolean {
  return answer.startsWith(OTHER_PREFIX) && !optionIds(question).includes(answer);
}

/** The ids option answers store (docs/decisions/245-stable-option-ids.md). */
const optionIds = (question: Question): readonly string[] => choiceList(question)?.ids ?? [];

/** One key and the answer value it picks. */
export interface KeyedChoice {
  /** The key as shown: "A"… for options, the value's digits for numbers. */
  key: string;
  value: string | number;
  /** "Other", which opens a text field instead of answering at once. */
  other?: true;
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

function lettered(values: readonly string[]): KeyedChoice[] {
  return values.slice(0, LETTERS.length).map((value, i) => ({ key: LETTERS.charAt(i), value }));
}

/** Whole values that can be typed: non-negative integers. */
function numbered(values: readonly number[]): KeyedChoice[] {
  return values.filter((value) => Number.isInteger(value) && value >= 0).map((value) => ({ key: String(value), value }));
}

/**
 * The keys that pick answers on `question`, in display order: letters for options (Other last,
 * when offered), digits for stars and scale points. Dropdowns keep the browser's own type-ahead.
 */
export function keyedChoices(question: Question): KeyedChoice[] {
  switch (question.type) {
    case "multiple-choice": {
      const choices = lettered(optionIds(question));
      if (question.allowOther && choices.length < LETTERS.length) {
        choices.push({ key: LETTERS.charAt(choices.length), value: OTHER_PREFIX, other: true });
      }
      return choices;
    }
    case "checkbox":
      return lettered(optionIds(question));
    case "yes-no":
      return lettered(["Yes", "No"]);
    case "likert":
      return lettered(question.likertScale.labels);
    case "rating":
      return numbered(Array.from({ length: question.maxRating }, (_, i) => i + 1));
    case "scale":
      return numbered(scaleValues(question.scaleSettings.min, question.scaleSettings.max, question.scaleSettings.step));
    default:
      return [];
  }
}

/** What a key press did. */
export interface KeyPick {
  /** The new answer, or undefined while the digits typed so far name no value yet. */
  answer: Answer | undefined;
  /** The digits typed so far, to pass back with the next key. */
  typed: string;
  /** Another digit could still change the pick, so moving on should wait a little longer. */
  waitForMore: boolean;
  /** The pick was "Other": its text field needs the focus. */
  other: boolean;
}

/**
 * The answer a key press gives `question`, or null when the key picks nothing. `key` is the
 * event's key; `typed` the digits typed just before (empty after a pause). Letters pick options
 * whatever their case; on a checkbox they tick or untick. Digits build numbers: "1" then "0"
 * picks 10 where 10 exists, otherwise the "0" starts again and picks 0.
 */
export function answerForKey(question: Question, current: Answer | undefined, key: string, typed: string): KeyPick | null {
  const choices = keyedChoices(question);
  if (/^[0-9]$/.test(key)) {
    const numbers = choices.filter((choice) => typeof choice.value === "number");
    const attempt = (digits: string): KeyPick | null => {
      const exact = numbers.find((choice) => choice.key === digits);
      const longer = numbers.some((choice) => choice.key.length > digits.length && choice.key.startsWith(digits));
      if (!exact && !longer) return null;
      return { answer: exact?.value, typed: digits, waitForMore: longer, other: false };
    };
    return (typed ? attempt(typed + key) : null) ?? attempt(key);
  }
  if (!/^[a-z]$/i.test(key)) return null;
  const choice = choices.find((c) => typeof c.value === "string" && c.key === key.toUpperCase());
  if (!choice || typeof choice.value !== "string") return null;
  if (question.type === "checkbox") {
    const ticked = Array.isArray(current) ? current.filter((v): v is string => typeof v === "string") : [];
    const next = ticked.includes(choice.value) ? ticked.filter((v) => v !== choice.value) : [...ticked, choice.value];
    // Kept in the question's option order, as the widget keeps it.
    return { answer: optionIds(question).filter((o) => next.includes(o)), typed: "", waitForMore: false, other: false };
  }
  if (choice.other) {
    // Picking Other again keeps the text already written.
    const kept = typeof current === "string" && question.type === "multiple-choice" && isOtherAnswer(question, current);
    return { answer: kept ? current : OTHER_PREFIX, typed: "", waitForMore: false, other: true };
  }
  return { answer: choice.value, typed: "", waitForMore: false, other: false };
}
