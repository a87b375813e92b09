import type { BillingProvider } from "@sondar/core/plans/billing-replies";
import { and, desc, eq, or } from "drizzle-orm";
import type { BillingEvent, FailedPayment } from "../../adapters/billing/billing-adapter";
import type { Database } from "../../db/database";
import { userSubscriptions } from "../../db/schema/accounts";
import { billingEvents } from "../../db/schema/billing";
import type { JobRunner } from "../../jobs/create-job-runner";
import type { Logger } from "../../lib/logger";
import { applySubscriptionSnapshot } from "./apply-subscription-snapshot";
import { queueBillingNotice } from "./queue-billing-notice";

export interface BillingEventDeps {
  db: Database;
  logger: Logger;
  jobs: () => JobRunner;
  productName: string;
  now: () => Date;
}

/** The user behind a failed payment: the holder of its subscription, else of its customer. */
async function findPayer(tx: Database, provider: BillingProvider, payment: FailedPayment): Promise<string | null> {
  const matches = [
    ...(payment.subscriptionId ? [eq(userSubscriptions.providerSubscriptionId, payment.subscriptionId)] : []),
    ...(payment.customerId ? [eq(userSubscriptions.providerCustomerId, payment.customerId)] : []),
  ];
  if (!matches.length) return null;
  const [row] = await tx
    .select({ userId: userSubscriptions.userId })
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.provider, provider), or(...matches)))
    .orderBy(desc(userSubscriptions.createdAt))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * The one path from a provider's events to our records, for webhooks and the local provider
 * alike: each event in its own transaction, recorded in billing_events with its effect, so a
 * replay, or the same event delivered twice at once, is processed once
 * (docs/product/billing.md#webhooks). `db` may be a transaction the caller holds, once it has
 * made the job runner ready.
 */
export async function processBillingEvents(
  deps: BillingEventDeps,
  provider: BillingProvider,
  events: BillingEvent[],
  db: Database = deps.db,
): Promise<{ processed: number; duplicates: number }> {
  let processed = 0;
  if (db === deps.db) await deps.jobs().ready();
  for (const event of events) {
    const done = await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(billingEvents)
        .values({ provider, eventId: event.id, type: event.type, processedAt: deps.now() })
        .onConflictDoNothing()
        .returning({ eventId: billingEvents.eventId });
      if (!fresh) return false;
      const context = { tx, jobs: deps.jobs(), logger: deps.logger, productName: deps.productName, now: deps.now() };
      if (event.subscription) await applySubscriptionSnapshot(context, provider, event.subscription);
      if (event.paymentFailed) {
        const userId = await findPayer(tx, provider, event.paymentFailed);
        if (userId) {
          await queueBillingNotice(tx, context.jobs, {
            key: `payment-failed:${provider}:${event.paymentFailed.invoiceId}`,
            kind: "payment-failed",
            userId,
            data: { amount: event.paymentFailed.amount, currency: event.paymentFailed.currency },
          });
        }
      }
      return true;
    });
    if (done) processed += 1;
  }
  return { processed, duplicates: events.length - processed };
}
