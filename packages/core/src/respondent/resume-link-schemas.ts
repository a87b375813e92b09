import { z } from "zod";
import { emailSchema } from "../auth/credential-schemas";
import { LANGUAGES } from "../i18n/languages";
import { clientIdSchema } from "./client-id";
import { RESUME_TOKEN_PATTERN } from "./resume-link";

/** A resume link's token as the link carries it (resume-link.ts). */
export const resumeTokenSchema = z.string().regex(RESUME_TOKEN_PATTERN, "This link is not valid");

/**
 * POST /api/public/surveys/:shareId/resume-links: the session id is the proof of owning the
 * partial response (the page saves with it); `email`, when given, is where the link is mailed,
 * in `language`. The address is never stored with the answers.
 */
export const resumeLinkBody = z.object({
  sessionId: clientIdSchema,
  email: emailSchema.optional(),
  language: z.enum(LANGUAGES).optional(),
});

/** POST /api/public/surveys/:shareId/resume: the link's token, sent in the body to stay out of logs. */
export const resumeBody = z.object({ token: resumeTokenSchema });
