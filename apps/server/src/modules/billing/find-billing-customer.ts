import type { BillingProvider } from "@sondar/core/plans/billing-replies";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/database";
import { userSubscriptions } from "../../db/schema/accounts";

/** The customer this provider holds for the user (from their newest record with one), or null before they ever paid. */
export async function findBillingCustomer(db: Database, userId: string, provider: BillingProvider): Promise<string | null> {
  const [row] = await db
    .select({ customerId: userSubscriptions.providerCustomerId })
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        eq(userSubscriptions.provider, provider),
        isNotNull(userSubscriptions.providerCustomerId),
      ),
    )
    .orderBy(desc(userSubscriptions.createdAt))
    .limit(1);
  return row?.customerId ?? null;
}
