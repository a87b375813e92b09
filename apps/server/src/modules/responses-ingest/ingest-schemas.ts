import { hiddenValuesBodySchema } from "@sondar/core/surveys/hidden-values-schema";
import { clientIdSchema } from "@sondar/core/respondent/client-id";
import { z } from "zod";
import { spamShieldBody } from "../spam-shield/spam-shield-body";

// The session and submission ids clients make: core's rule, shared with the resume-link body.
export { clientIdSchema };

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
