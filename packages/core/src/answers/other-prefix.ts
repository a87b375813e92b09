/**
 * What a multiple-choice answer starts with when the respondent wrote their own ("Other: …").
 * A file of its own: recall reads it in a chunk the respondent page fetches later, which must not
 * pull the answer rules out of the page's first paint (docs/decisions/052-respondent-weight.md).
 */
export const OTHER_PREFIX = "Other: ";
