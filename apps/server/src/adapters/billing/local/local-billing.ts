import { randomUUID } from "node:crypto";
import type { BillingPeriod } from "@sondar/core/plans/plans";
import { isShorterPeriod, listPlans, MONTHLY_PRICE_USD, YEARLY_PRICE_USD } from "@sondar/core/plans/plans";
import type { LocalPortalAction, LocalPortalState, LocalSubscription } from "@sondar/core/plans/local-billing-replies";
import { TRIAL_ID_PREFIX } from "@sondar/core/plans/subscription";
import { addMonths } from "date-fns/addMonths";
import { addYears } from "date-fns/addYears";
import { and, type AnyColumn, desc, eq, inArray, like, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { userSubscriptions } from "../../../db/schema/accounts";
import { localBillingInvoices, localBillingSubscriptions } from "../../../db/schema/billing";
import { AppError } from "../../../lib/app-error";
import type { BillingAdapter, BillingEvent, MappedStatus, SubscriptionSnapshot } from "../billing-adapter";

type LocalRow = typeof localBillingSubscriptions.$inferSelect;
type LocalStatus = LocalSubscription["status"];

/** Days a declined renewal stays past due before the subscription turns unpaid. */
export const LOCAL_PAST_DUE_DAYS = 7;
const DAY_MS = 86_400_000;
const INVOICE_LIMIT = 24;

const PRICE_CENTS: Record<BillingPeriod, number> = { monthly: MONTHLY_PRICE_USD * 100, yearly: YEARLY_PRICE_USD * 100 };
const periodEnd = (start: Date, plan: BillingPeriod) => (plan === "yearly" ? addYears(start, 1) : addMonths(start, 1));
const asPlan = (plan: string): BillingPeriod => (plan === "yearly" ? "yearly" : "monthly");

/** Hands the provider's events to the billing module, inside the transaction that made them. */
export type LocalEventSink = (events: BillingEvent[], tx: Database) => Promise<void>;

export interface LocalBillingProvider {
  /** Pays for a plan with the test card: a new subscription, its first invoice, its event. */
  checkout: (tx: Database, user: { id: string; email: string }, plan: BillingPeriod) => Promise<void>;
  getPortalState: (userId: string) => Promise<LocalPortalState>;
  act: (tx: Database, userId: string, action: LocalPortalAction) => Promise<void>;
  /** Renews, declines or ends every subscription whose date has come (the provider's own clock). */
  runDueRenewals: () => Promise<number>;
}

/**
 * The local test-mode provider (docs/product/billing.md#local-test-mode): it keeps its own books
 * in `local_billing_*` like a real provider, and reports every change as an event that goes
 * through the same processing as Stripe's and Chargebee's webhooks.
 */
export function createLocalBilling(deps: {
  db: Database;
  publicUrl: string;
  productName: string;
  now: () => Date;
  emit: LocalEventSink;
}): BillingAdapter & { local: LocalBillingProvider } {
  const { db } = deps;
  const plans = listPlans(deps.productName);

  function snapshot(row: LocalRow): SubscriptionSnapshot {
    const plan = asPlan(row.plan);
    const running = row.status === "active" || row.status === "past_due";
    const status: MappedStatus = !running ? "inactive" : row.cancelAtPeriodEnd ? "cancelled" : "active";
    return {
      id: row.id,
      customerId: row.customerId,
      userId: row.userId,
      status,
      providerStatus: row.status,
      planId: plans[plan].id,
      planUnitPrice: row.priceCents,
      planUnitPriceInDecimal: null,
      billingPeriod: 1,
      billingPeriodUnit: plan === "yearly" ? "year" : "month",
      trialEnd: null,
      currentTermEnd: row.endedAt ?? row.currentPeriodEnd,
      nextBillingAt: status === "active" ? row.currentPeriodEnd : null,
      cancelledAt: row.cancelledAt,
      paymentFailed: row.status === "past_due" || row.status === "unpaid",
      scheduledChange:
        running && !row.cancelAtPeriodEnd && row.scheduledPlan
          ? { period: asPlan(row.scheduledPlan), at: row.currentPeriodEnd }
          : null,
      version: row.version,
    };
  }

  const event = (type: string, extra: Omit<BillingEvent, "id" | "type">): BillingEvent => ({
    id: `levt_${randomUUID()}`,
    type,
    ...extra,
  });

  async function addInvoice(tx: Database, row: LocalRow, status: "paid" | "open", date: Date) {
    const [invoice] = await tx
      .insert(localBillingInvoices)
      .values({
        id: `lin_${randomUUID()}`,
        subscriptionId: row.id,
        customerId: row.customerId,
        amount: row.priceCents,
        status,
        date,
      })
      .returning();
    return invoice;
  }

  /** Saves a changed subscription with the next version and reports it, with any other events. */
  async function save(tx: Database, row: LocalRow, type: string, extra: BillingEvent[] = []) {
    const [saved] = await tx
      .update(localBillingSubscriptions)
      .set({ ...row, version: row.version + 1 })
      .where(eq(localBillingSubscriptions.id, row.id))
      .returning();
    if (!saved) throw new Error(`local subscription ${row.id} vanished`);
    await deps.emit([event(type, { subscription: snapshot(saved) }), ...extra], tx);
  }

  /** What falls due by `now`: renewals (each invoiced), a declined renewal, the end of a cancelled or unpaid plan. */
  async function settle(tx: Database, row: LocalRow, now: Date): Promise<{ row: LocalRow; events: BillingEvent[] } | null> {
    const next = { ...row };
    const events: BillingEvent[] = [];
    while (next.status === "active" && next.currentPeriodEnd.getTime() <= now.getTime()) {
      if (next.cancelAtPeriodEnd) {
        next.status = "ended";
        next.endedAt = next.currentPeriodEnd;
        break;
      }
      if (next.failNextRenewal) {
        const invoice = await addInvoice(tx, next, "open", next.currentPeriodEnd);
        next.status = "past_due";
        next.pastDueSince = next.currentPeriodEnd;
        next.failNextRenewal = false;
        events.push(
          event("invoice.payment_failed", {
            paymentFailed: {
              invoiceId: invoice?.id ?? "",
              subscriptionId: next.id,
              customerId: next.customerId,
              amount: next.priceCents,
              currency: "usd",
            },
          }),
        );
        break;
      }
      // A switch to a shorter interval waited for this renewal: it is billed at the new plan's price.
      if (next.scheduledPlan) {
        const plan = asPlan(next.scheduledPlan);
        next.plan = plan;
        next.priceCents = PRICE_CENTS[plan];
        next.scheduledPlan = null;
      }
      await addInvoice(tx, next, "paid", next.currentPeriodEnd);
      next.currentPeriodStart = next.currentPeriodEnd;
      next.currentPeriodEnd = periodEnd(next.currentPeriodEnd, asPlan(next.plan));
    }
    if (
      next.status === "past_due" &&
      next.pastDueSince &&
      next.pastDueSince.getTime() + LOCAL_PAST_DUE_DAYS * DAY_MS <= now.getTime()
    ) {
      next.status = next.cancelAtPeriodEnd ? "ended" : "unpaid";
      if (next.status === "ended") next.endedAt = now;
    }
    const changed = JSON.stringify(next) !== JSON.stringify(row) || events.length > 0;
    return changed ? { row: next, events } : null;
  }

  async function latestFor(tx: Database, userId: string, lock: boolean): Promise<LocalRow | null> {
    const query = tx
      .select()
      .from(localBillingSubscriptions)
      .where(eq(localBillingSubscriptions.userId, userId))
      .orderBy(desc(localBillingSubscriptions.createdAt))
      .limit(1);
    const [row] = lock ? await query.for("update") : await query;
    return row ?? null;
  }

  const refuse = () => new AppError("BILLING_ACTION_NOT_ALLOWED");
  const isRunning = (status: string) => status === "active" || status === "past_due";

  /** Moves this user's billing `days` into the past: their trial, periods, invoices; then settles what fell due. */
  async function advanceClock(tx: Database, userId: string, days: number) {
    const shift = (column: AnyColumn) => sql`${column} - make_interval(days => ${days})`;
    await tx
      .update(localBillingSubscriptions)
      .set({
        currentPeriodStart: shift(localBillingSubscriptions.currentPeriodStart),
        currentPeriodEnd: shift(localBillingSubscriptions.currentPeriodEnd),
        cancelledAt: shift(localBillingSubscriptions.cancelledAt),
        pastDueSince: shift(localBillingSubscriptions.pastDueSince),
        endedAt: shift(localBillingSubscriptions.endedAt),
      })
      .where(eq(localBillingSubscriptions.userId, userId));
    const subscriptionIds = tx
      .select({ id: localBillingSubscriptions.id })
      .from(localBillingSubscriptions)
      .where(eq(localBillingSubscriptions.userId, userId));
    await tx
      .update(localBillingInvoices)
      .set({ date: sql`${localBillingInvoices.date} - make_interval(days => ${days})` })
      .where(inArray(localBillingInvoices.subscriptionId, subscriptionIds));
    // Our own trial is not the provider's, but moving it too lets the whole lifecycle be tried.
    await tx
      .update(userSubscriptions)
      .set({ trialEnd: sql`${userSubscriptions.trialEnd} - make_interval(days => ${days})` })
      .where(and(eq(userSubscriptions.userId, userId), like(userSubscriptions.providerSubscriptionId, `${TRIAL_ID_PREFIX}%`)));
    const row = await latestFor(tx, userId, true);
    if (!row) return;
    const settled = await settle(tx, row, deps.now());
    // Reported even when nothing fell due: the dates moved.
    await save(tx, settled?.row ?? row, "subscription.clock_advanced", settled?.events);
  }

  const local: LocalBillingProvider = {
    checkout: async (tx, user, plan) => {
      const latest = await latestFor(tx, user.id, true);
      if (latest && isRunning(latest.status)) throw new AppError("ALREADY_SUBSCRIBED");
      const now = deps.now();
      const [row] = await tx
        .insert(localBillingSubscriptions)
        .values({
          id: `lsub_${randomUUID()}`,
          userId: user.id,
          customerId: `lcus_${user.id}`,
          customerEmail: user.email,
          plan,
          status: "active",
          priceCents: PRICE_CENTS[plan],
          currentPeriodStart: now,
          currentPeriodEnd: periodEnd(now, plan),
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error("local subscription not created");
      await addInvoice(tx, row, "paid", now);
      await deps.emit([event("subscription.created", { subscription: snapshot(row) })], tx);
    },

    getPortalState: async (userId) => {
      const row = await latestFor(db, userId, false);
      const [trial] = await db
        .select({ trialEnd: userSubscriptions.trialEnd })
        .from(userSubscriptions)
        .where(and(eq(userSubscriptions.userId, userId), like(userSubscriptions.providerSubscriptionId, `${TRIAL_ID_PREFIX}%`)))
        .orderBy(desc(userSubscriptions.createdAt))
        .limit(1);
      const records = row ? await readRecords(db, row.customerId) : { invoices: [] };
      return {
        testMode: true,
        trialEnd: trial?.trialEnd?.toISOString() ?? null,
        subscription: row
          ? {
              id: row.id,
              plan: asPlan(row.plan),
              status: row.status as LocalStatus,
              priceCents: row.priceCents,
              currentPeriodStart: row.currentPeriodStart.toISOString(),
              currentPeriodEnd: row.currentPeriodEnd.toISOString(),
              cancelAtPeriodEnd: row.cancelAtPeriodEnd,
              failNextRenewal: row.failNextRenewal,
              scheduledPlan: row.scheduledPlan ? asPlan(row.scheduledPlan) : null,
            }
          : null,
        invoices: records.invoices,
      };
    },

    act: async (tx, userId, action) => {
      if (action.action === "advance-clock") return advanceClock(tx, userId, action.days);
      const row = await latestFor(tx, userId, true);
      if (!row) throw new AppError("NO_ACTIVE_SUBSCRIPTION");
      const now = deps.now();
      switch (action.action) {
        case "switch-plan": {
          if (row.status !== "active" || row.cancelAtPeriodEnd) throw refuse();
          // Back to the plan it is on: a scheduled switch is dropped.
          if (row.plan === action.plan) {
            if (!row.scheduledPlan) throw refuse();
            return save(tx, { ...row, scheduledPlan: null }, "subscription.scheduled_change_removed");
          }
          // A shorter interval starts when the paid one ends, as Stripe's portal schedules it (decision 136).
          if (isShorterPeriod(action.plan, asPlan(row.plan))) {
            return save(tx, { ...row, scheduledPlan: action.plan }, "subscription.change_scheduled");
          }
          const next = {
            ...row,
            plan: action.plan,
            priceCents: PRICE_CENTS[action.plan],
            currentPeriodStart: now,
            currentPeriodEnd: periodEnd(now, action.plan),
            scheduledPlan: null,
          };
          await addInvoice(tx, next, "paid", now);
          return save(tx, next, "subscription.plan_changed");
        }
        case "cancel":
          if (!isRunning(row.status) || row.cancelAtPeriodEnd) throw refuse();
          // Ending at the period's end leaves nothing to switch to.
          return save(
            tx,
            { ...row, cancelAtPeriodEnd: true, cancelledAt: now, scheduledPlan: null },
            "subscription.cancellation_scheduled",
          );
        case "reactivate":
          if (!isRunning(row.status) || !row.cancelAtPeriodEnd) throw refuse();
          return save(tx, { ...row, cancelAtPeriodEnd: false, cancelledAt: null }, "subscription.reactivated");
        case "fail-next-renewal":
          if (!isRunning(row.status)) throw refuse();
          return save(tx, { ...row, failNextRenewal: action.fail }, "subscription.updated");
        case "retry-payment": {
          if (row.status !== "past_due" && row.status !== "unpaid") throw refuse();
          await tx
            .update(localBillingInvoices)
            .set({ status: "paid" })
            .where(and(eq(localBillingInvoices.subscriptionId, row.id), eq(localBillingInvoices.status, "open")));
          const plan = asPlan(row.plan);
          return save(
            tx,
            { ...row, status: "active", pastDueSince: null, currentPeriodStart: now, currentPeriodEnd: periodEnd(now, plan) },
            "invoice.paid",
          );
        }
      }
    },

    runDueRenewals: async () => {
      const now = deps.now();
      const due = await db
        .select({ id: localBillingSubscriptions.id })
        .from(localBillingSubscriptions)
        .where(
          or(
            and(eq(localBillingSubscriptions.status, "active"), lte(localBillingSubscriptions.currentPeriodEnd, now)),
            and(
              eq(localBillingSubscriptions.status, "past_due"),
              lte(localBillingSubscriptions.pastDueSince, new Date(now.getTime() - LOCAL_PAST_DUE_DAYS * DAY_MS)),
            ),
          ),
        )
        .limit(200);
      let settledCount = 0;
      for (const { id } of due) {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(localBillingSubscriptions)
            .where(eq(localBillingSubscriptions.id, id))
            .for("update");
          const settled = row ? await settle(tx, row, now) : null;
          if (!settled) return;
          await save(tx, settled.row, "subscription.renewal_due", settled.events);
          settledCount += 1;
        });
      }
      return settledCount;
    },
  };

  return {
    provider: "local",
    testMode: true,
    createCheckout: async ({ plan }) => `${deps.publicUrl}/billing/local/checkout?plan=${plan}`,
    createPortal: async () => `${deps.publicUrl}/billing/local/portal`,
    getCustomerRecords: (customerId) => readRecords(db, customerId),
    cancelNow: (subscriptionId) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(localBillingSubscriptions)
          .where(eq(localBillingSubscriptions.id, subscriptionId))
          .for("update");
        if (!row || !isRunning(row.status)) return;
        const now = deps.now();
        await save(
          tx,
          { ...row, status: "ended", endedAt: now, cancelledAt: row.cancelledAt ?? now, scheduledPlan: null },
          "subscription.cancelled",
        );
      }),
    local,
  };
}

/** The local customer (the e-mail it was opened with) and its invoices, newest first. */
async function readRecords(db: Database, customerId: string) {
  const [latest] = await db
    .select({ email: localBillingSubscriptions.customerEmail })
    .from(localBillingSubscriptions)
    .where(eq(localBillingSubscriptions.customerId, customerId))
    .orderBy(desc(localBillingSubscriptions.createdAt))
    .limit(1);
  const invoices = await db
    .select()
    .from(localBillingInvoices)
    .where(eq(localBillingInvoices.customerId, customerId))
    .orderBy(desc(localBillingInvoices.date))
    .limit(INVOICE_LIMIT);
  return {
    customer: latest ? { id: customerId, email: latest.email } : null,
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      customerId: invoice.customerId,
      date: invoice.date.toISOString(),
      amount: invoice.amount,
      currency: "usd",
      status: invoice.status,
      url: null,
      lineItems: [{ subscriptionId: invoice.subscriptionId, amount: invoice.amount }],
    })),
  };
}
