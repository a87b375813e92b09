import { z } from "zod";

/** GET /api/dev/mailbox (development only): the mails the outbox holds, newest first. */
export const devMailboxReplySchema = z.object({
  messages: z.array(z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() })),
});
export type DevMailboxReply = z.output<typeof devMailboxReplySchema>;
