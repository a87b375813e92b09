import { z } from "zod";

/**
 * What the respondent page sends with a submit for the spam shield (docs/decisions/236-spam-shield.md):
 * the honeypot field's value (`website`, empty from a person), the signed start token from the
 * page, and the proof-of-work solution when the survey asks for one. Missing as a whole from a
 * client that never opened the page.
 */
export const spamShieldBody = z
  .object({
    website: z.string().max(2000).optional(),
    startToken: z.string().max(200).optional(),
    challenge: z.string().max(10_000).optional(),
  })
  .optional();

export type SpamShieldBody = z.output<typeof spamShieldBody>;
