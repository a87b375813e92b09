import { SPAM_REASONS, type SpamRefusalsReply } from "@sondar/core/responses/spam-refusals";
import type { Actor } from "@sondar/core/teams/actor";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { spamRefusals } from "../../db/schema/spam-shield";
import { requireResponsesAccess } from "../responses/responses-access";

/** How many submissions of this survey the spam shield refused, for whoever may read its responses. */
export async function countSpamRefusals(db: Database, actor: Actor, surveyId: string): Promise<SpamRefusalsReply> {
  const survey = await requireResponsesAccess(db, actor, surveyId);
  const rows = await db
    .select({ reason: spamRefusals.reason, count: spamRefusals.count })
    .from(spamRefusals)
    .where(eq(spamRefusals.surveyId, survey.id));
  const byReason = Object.fromEntries(SPAM_REASONS.map((reason) => [reason, 0])) as SpamRefusalsReply["byReason"];
  for (const row of rows) if (row.reason in byReason) byReason[row.reason as keyof typeof byReason] = row.count;
  return { total: Object.values(byReason).reduce((sum, count) => sum + count, 0), byReason };
}
