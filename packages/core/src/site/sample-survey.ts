/**
 * The share id of the sample survey every installation seeds on its first start and the landing
 * page links to (docs/decisions/104-sample-survey-seeded-once.md). Fixed, so the page can link to
 * it without asking the database.
 */
export const SAMPLE_SURVEY_SHARE_ID = "sondarsample";

/** The sample survey's public address. */
export const SAMPLE_SURVEY_PATH = `/survey/${SAMPLE_SURVEY_SHARE_ID}`;
