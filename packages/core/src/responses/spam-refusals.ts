import { z } from "zod";

/** Why the spam shield refused a submission (docs/decisions/236-spam-shield.md); each counted on its own. */
export const SPAM_REASONS = ["honeypot", "too_fast", "challenge"] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

/** GET /api/surveys/:id/spam-refusals: the survey's refused submissions, in all and per reason. */
export const spamRefusalsReplySchema = z.object({
  total: z.number().int().min(0),
  byReason: z.object({ honeypot: z.number().int(), too_fast: z.number().int(), challenge: z.number().int() }),
});
export type SpamRefusalsReply = z.output<typeof spamRefusalsReplySchema>;
