import { hiddenValuesBodySchema } from "@sondar/core/surveys/hidden-values-schema";
import { z } from "zod";
import { spamShieldBody } from "../spam-shield/spam-shield-body";

/**
 * Client-made ids (a respondent session, one submission): 8 to 100 letters, digits, `-` or `_`
 * (a UUID fits). The session id also names a storage folder, so nothing else is allowed.
 */
export const clientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, "Must be 8 to 100 letters, digits, - or _");

const respondentEmail = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : v),
  z.email("Please enter a valid email address").max(320).nullable().optional(),
);

/**
 * Answers keyed by question id, taken as they come: core's validateSubmission (check-answers.ts)
 * checks their shape, keys and values, against the survey's questions, so they are parsed once.
 */
const answers = z.unknown();

/** The values of the survey's hidden fields the page read from its address; the survey's keys are picked from them. */
const hiddenFields = hiddenValuesBodySchema.optional();

export const partialBody = z.object({
  sessionId: clientIdSchema,
  answers,
  respondentEmail,
  hiddenFields,
});

export const submitBody = z.object({
  sessionId: clientIdSchema.nullable().optional(),
  clientSubmissionId: clientIdSchema,
  answers,
  respondentEmail,
  shield: spamShieldBody,
  hiddenFields,
});

export const sessionQuery = z.object({ sessionId: clientIdSchema });
