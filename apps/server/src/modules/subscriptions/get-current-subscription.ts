import type { SubscriptionFacts } from "@sondar/core/plans/subscription";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { userSubscriptions } from "../../db/schema/accounts";

export type SubscriptionRow = typeof userSubscriptions.$inferSelect;

/** The user's most recently updated subscription record, or null. */
export async function getCurrentSubscription(db: Database, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .orderBy(desc(userSubscriptions.updatedAt))
    .limit(1);
  return row ?? null;
}

export function toSubscriptionFacts(row: SubscriptionRow | null): SubscriptionFacts | null {
  if (!row) return null;
  return {
    status: row.status,
    providerSubscriptionId: row.providerSubscriptionId,
    trialEnd: row.trialEnd,
    currentTermEnd: row.currentTermEnd,
  };
}
