import type { BillingProvider } from "@sondar/core/plans/billing-replies";
import { proPlanName } from "@sondar/core/plans/plans";
import { TRIAL_ID_PREFIX } from "@sondar/core/plans/subscription";
import { and, desc, eq, like, sql } from "drizzle-orm";
import type { SubscriptionSnapshot } from "../../adapters/billing/billing-adapter";
import type { Database } from "../../db/database";
import { userSubscriptions } from "../../db/schema/accounts";
import { users } from "../../db/schema/auth";
import type { JobRunner } from "../../jobs/create-job-runner";
import type { Logger } from "../../lib/logger";
import { queueBillingNotice } from "./queue-billing-notice";

/** Whose subscription this is: the record we already hold, the user the provider names, or the customer's earlier record. */
async function findSubscriber(tx: Database, provider: BillingProvider, snapshot: SubscriptionSnapshot): Promise<string | null> {
  const [known] = await tx
    .select({ userId: userSubscriptions.userId })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.providerSubscriptionId, snapshot.id))
    .limit(1);
  if (known) return known.userId;
  if (snapshot.userId) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, snapshot.userId)).limit(1);
    if (user) return user.id;
  }
  if (!snapshot.customerId) return null;
  const [sameCustomer] = await tx
    .select({ userId: userSubscriptions.userId })
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.provider, provider), eq(userSubscriptions.providerCustomerId, snapshot.customerId)))
    .orderBy(desc(userSubscriptions.createdAt))
    .limit(1);
  return sameCustomer?.userId ?? null;
}

/**
 * Stores a provider's subscription snapshot on our record, unless the record already holds a
 * newer one (docs/product/billing.md#webhooks); queues the cancellation mail when the
 * subscription has just been cancelled. Runs inside the event's transaction.
 */
export async function applySubscriptionSnapshot(
  deps: { tx: Database; jobs: JobRunner; logger: Logger; productName: string; now: Date },
  provider: BillingProvider,
  snapshot: SubscriptionSnapshot,
): Promise<void> {
  const { tx } = deps;
  const userId = await findSubscriber(tx, provider, snapshot);
  if (!userId) {
    deps.logger.warn(
      { provider, subscriptionId: snapshot.id },
      "billing event for a subscription no user of ours holds; ignored",
    );
    return;
  }
  const [before] = await tx
    .select({ status: userSubscriptions.status, cancelledAt: userSubscriptions.cancelledAt })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.providerSubscriptionId, snapshot.id))
    .limit(1);
  const fields = {
    status: snapshot.status,
    planId: snapshot.planId,
    planName: proPlanName(deps.productName),
    providerCustomerId: snapshot.customerId || null,
    planUnitPrice: snapshot.planUnitPrice,
    planUnitPriceInDecimal: snapshot.planUnitPriceInDecimal,
    billingPeriod: snapshot.billingPeriod,
    billingPeriodUnit: snapshot.billingPeriodUnit,
    trialEnd: snapshot.trialEnd,
    currentTermEnd: snapshot.currentTermEnd,
    nextBillingAt: snapshot.nextBillingAt,
    cancelledAt: snapshot.cancelledAt,
    providerStatus: snapshot.providerStatus,
    providerVersion: snapshot.version,
    paymentFailed: snapshot.paymentFailed,
    scheduledPeriod: snapshot.scheduledChange?.period ?? null,
    scheduledChangeAt: snapshot.scheduledChange?.at ?? null,
    updatedAt: deps.now,
  };
  const [applied] = await tx
    .insert(userSubscriptions)
    .values({ userId, provider, providerSubscriptionId: snapshot.id, ...fields })
    .onConflictDoUpdate({
      target: userSubscriptions.providerSubscriptionId,
      set: fields,
      // Out-of-order delivery: an older snapshot never overwrites a newer one.
      setWhere: sql`${userSubscriptions.providerVersion} is null or ${userSubscriptions.providerVersion} <= ${snapshot.version}`,
    })
    .returning({ id: userSubscriptions.id });
  if (!applied) return;

  if (snapshot.status !== "inactive") {
    // A paid plan replaces the user's own trial, which then never expires into a "trial ended" mail.
    await tx
      .update(userSubscriptions)
      .set({ status: "inactive", providerStatus: "converted", updatedAt: deps.now })
      .where(
        and(
          eq(userSubscriptions.userId, userId),
          eq(userSubscriptions.status, "trial"),
          like(userSubscriptions.providerSubscriptionId, `${TRIAL_ID_PREFIX}%`),
        ),
      );
  }

  const cancelledNow =
    snapshot.cancelledAt &&
    (snapshot.status === "cancelled" || snapshot.status === "inactive") &&
    before?.cancelledAt?.getTime() !== snapshot.cancelledAt.getTime() &&
    before?.status !== "inactive";
  if (cancelledNow) {
    const stillRunning = snapshot.status === "cancelled" && snapshot.currentTermEnd && snapshot.currentTermEnd > deps.now;
    await queueBillingNotice(tx, deps.jobs, {
      key: `subscription-cancelled:${provider}:${snapshot.id}:${snapshot.cancelledAt?.getTime()}`,
      kind: "subscription-cancelled",
      userId,
      data: { date: stillRunning ? snapshot.currentTermEnd?.toISOString() : null },
    });
  }
}
