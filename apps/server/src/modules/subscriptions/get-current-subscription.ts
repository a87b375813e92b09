import type { SubscriptionFacts } from "@sondar/core/plans/subscription";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { userSubscriptions } from "../../db/schema/accounts";

export type SubscriptionRow = typeof userSubscriptions.$inferSelect;

/**
 * Records that grant rights by their status (dates then decide) before our own trial, the rest
 * last; newest first within each (docs/decisions/061-current-subscription.md).
 */
const CURRENT_FIRST = sql`case when ${userSubscriptions.status} in ('active', 'in_trial', 'cancelled') then 0 when ${userSubscriptions.status} = 'trial' then 1 else 2 end`;

/** The user's current subscription record, or null. */
export async function getCurrentSubscription(db: Database, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .orderBy(CURRENT_FIRST, desc(userSubscriptions.createdAt))
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
