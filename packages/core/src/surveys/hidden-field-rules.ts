/**
 * The rules of a survey's hidden fields (docs/product/surveys-and-questions.md#hidden-fields,
 * docs/decisions/230-hidden-fields.md): the keys a creator declares, whose values arrive on the
 * survey's address (`?source=newsletter`) and are stored with the response. No schema library
 * here: the respondent page reads these rules too and carries none (survey-schema.ts checks them
 * on save).
 */

/** At most this many keys per survey. */
export const MAX_HIDDEN_FIELDS = 20;
/** A key's longest length, in characters. */
export const MAX_HIDDEN_FIELD_KEY_LENGTH = 40;

/** Lower-case letters, digits and `_`, starting with a letter: safe in an address, a column title and a recall token. */
export const HIDDEN_FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;

/** Why a key cannot be declared. */
export type HiddenFieldKeyProblem = "empty" | "too_long" | "invalid" | "duplicate" | "question_id" | "too_many";

/** The English text of each problem, for API callers; the builder shows its translation. */
export const HIDDEN_FIELD_KEY_MESSAGES: Record<HiddenFieldKeyProblem, string> = {
  empty: "Enter a name for the hidden field.",
  too_long: `A hidden field's name can have at most ${MAX_HIDDEN_FIELD_KEY_LENGTH} characters.`,
  invalid: "Use lower-case letters, digits and _ only, starting with a letter (for example source or customer_id).",
  duplicate: "This hidden field is already declared.",
  question_id: "A hidden field can't have the same name as a question's id.",
  too_many: `A survey can have at most ${MAX_HIDDEN_FIELDS} hidden fields.`,
};

/** What a key is, seen alone: empty, too long, or not of the allowed characters; null when it may be used. */
export function hiddenFieldKeyProblem(key: string): HiddenFieldKeyProblem | null {
  if (key === "") return "empty";
  if (key.length > MAX_HIDDEN_FIELD_KEY_LENGTH) return "too_long";
  return HIDDEN_FIELD_KEY_PATTERN.test(key) ? null : "invalid";
}

/**
 * Whether `key` may join `declared` in a survey with these question ids: valid alone, not
 * declared yet, not a question's id (a parameter of that name prefills the question), room left.
 */
export function newHiddenFieldKeyProblem(
  key: string,
  declared: readonly string[],
  questionIds: Iterable<string>,
): HiddenFieldKeyProblem | null {
  const alone = hiddenFieldKeyProblem(key);
  if (alone) return alone;
  if (declared.includes(key)) return "duplicate";
  for (const id of questionIds) if (id === key) return "question_id";
  return declared.length >= MAX_HIDDEN_FIELDS ? "too_many" : null;
}
