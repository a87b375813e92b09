import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../../db/database";
import { spentSpamChallenges } from "../../db/schema/spam-shield";

/**
 * Spends a verified challenge on this submission: true the first time, and again for the same
 * submission (a retry of it), false for any other; a solution is worth one response. Spent
 * challenges past their expiry are deleted on the way, since verification refuses them anyway.
 */
export async function spendSpamChallenge(
  db: Database,
  spent: { signature: string; expiresAt: Date; clientSubmissionId: string },
  now: Date,
): Promise<boolean> {
  await db.delete(spentSpamChallenges).where(lt(spentSpamChallenges.expiresAt, now));
  const inserted = await db.insert(spentSpamChallenges).values(spent).onConflictDoNothing().returning();
  if (inserted.length > 0) return true;
  const [same] = await db
    .select({ signature: spentSpamChallenges.signature })
    .from(spentSpamChallenges)
    .where(
      and(
        eq(spentSpamChallenges.signature, spent.signature),
        eq(spentSpamChallenges.clientSubmissionId, spent.clientSubmissionId),
      ),
    );
  return same !== undefined;
}
