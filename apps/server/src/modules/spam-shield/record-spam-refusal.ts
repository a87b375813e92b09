import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { spamRefusals } from "../../db/schema/spam-shield";
import type { SpamReason } from "@sondar/core/responses/spam-refusals";

/** Counts one refused submission of this survey for this reason. */
export async function recordSpamRefusal(db: Database, surveyId: string, reason: SpamReason, now: Date): Promise<void> {
  await db
    .insert(spamRefusals)
    .values({ surveyId, reason, count: 1, lastRefusedAt: now })
    .onConflictDoUpdate({
      target: [spamRefusals.surveyId, spamRefusals.reason],
      set: { count: sql`${spamRefusals.count} + 1`, lastRefusedAt: now },
    });
}
