/**
 * A question's id is at most this long: the survey schema checks it where questions are saved,
 * and every schema that names a question (answers, branching, display logic) checks the same.
 */
export const MAX_QUESTION_ID_LENGTH = 100;
