import { z } from "zod";
import { responseItemSchema } from "./response-replies";

/** Matches shown per page of "Find a respondent" (docs/decisions/291-respondent-rights.md). */
export const RESPONDENT_PAGE_SIZE = 20;
/** The most responses one respondent's export or erase covers; more means the value is not one person's. */
export const MAX_RESPONDENT_RESPONSES = 1000;

/** The value looked for: an e-mail, a name, a hidden field's id… matched whole, text case-insensitively. */
const respondentValueSchema = z.string().trim().min(1, "Enter a value to look for").max(500, "Enter at most 500 characters");

/** A "Find a respondent" page. */
export const findRespondentQuerySchema = z.object({
  value: respondentValueSchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type FindRespondentQuery = z.output<typeof findRespondentQuerySchema>;

/** An export or erase of every response matching the value. */
export const respondentRequestSchema = z.object({ value: respondentValueSchema });
export type RespondentRequest = z.output<typeof respondentRequestSchema>;

export interface EraseRespondentReply {
  erased: number;
}

/** POST /api/surveys/:id/respondent/erase. */
export const eraseRespondentReplySchema: z.ZodType<EraseRespondentReply> = z.object({ erased: z.number() });

/** POST /api/surveys/:id/respondent/export: the JSON file handed to the respondent. */
export const respondentArchiveSchema = z.object({
  survey: z.object({ id: z.string(), title: z.string() }),
  exportedAt: z.string(),
  responses: z.array(responseItemSchema),
});
export type RespondentArchive = z.output<typeof respondentArchiveSchema>;
