import { findBillingIntegrityProblem } from "@sondar/core/plans/billing-integrity";
import type { BillingDataReply, BillingSubscription } from "@sondar/core/plans/billing-replies";
import { AppError } from "../../lib/app-error";
import type { SessionUser } from "../auth/require-user";
import { getCurrentSubscription, type SubscriptionRow } from "../subscriptions/get-current-subscription";
import { countBillingUsage } from "./count-billing-usage";
import type { Billing } from "./create-billing";
import { findBillingCustomer } from "./find-billing-customer";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Our subscription record as the billing API sends it. */
export function toBillingSubscription(row: SubscriptionRow): BillingSubscription {
  return {
    id: row.providerSubscriptionId,
    customerId: row.providerCustomerId,
    status: row.status,
    planId: row.planId,
    planName: row.planName,
    planUnitPrice: row.planUnitPrice,
    planUnitPriceInDecimal: row.planUnitPriceInDecimal,
    billingPeriod: row.billingPeriod,
    billingPeriodUnit: row.billingPeriodUnit,
    trialEnd: iso(row.trialEnd),
    currentTermEnd: iso(row.currentTermEnd),
    nextBillingAt: iso(row.nextBillingAt),
    cancelledAt: iso(row.cancelledAt),
    paymentFailed: row.paymentFailed,
    scheduledChange:
      row.scheduledChangeAt && (row.scheduledPeriod === "monthly" || row.scheduledPeriod === "yearly")
        ? { period: row.scheduledPeriod, at: row.scheduledChangeAt.toISOString() }
        : null,
  };
}

/**
 * The billing screen's data: our current record, the provider's customer and invoices, and the
 * usage; refused when they fail the integrity checks (docs/product/billing.md#integrity).
 */
export async function getBillingData(billing: Billing, user: SessionUser): Promise<BillingDataReply> {
  const { adapter, db } = billing;
  const row = await getCurrentSubscription(db, user.id);
  const customerId = await findBillingCustomer(db, user.id, adapter.provider);
  let records: Awaited<ReturnType<typeof adapter.getCustomerRecords>> = { customer: null, invoices: [] };
  if (customerId) {
    try {
      records = await adapter.getCustomerRecords(customerId);
    } catch (error) {
      billing.logger.warn({ err: error, provider: adapter.provider }, "billing provider did not give the customer's records");
      throw new AppError("BILLING_LOAD_FAILED");
    }
  }
  const subscription = row ? toBillingSubscription(row) : null;
  // A record of another provider (the configuration changed) cannot be checked against this one.
  const checkedSubscription = row?.provider === adapter.provider ? subscription : null;
  const problem = findBillingIntegrityProblem({
    userEmail: user.email,
    customer: records.customer,
    subscription: checkedSubscription,
    invoices: records.invoices,
  });
  if (problem === "missing_user") throw new AppError("BILLING_MISSING_USER");
  if (problem === "customer_mismatch") {
    billing.logger.warn({ userId: user.id, provider: adapter.provider }, "billing data refused: customer mismatch");
    throw new AppError("BILLING_CUSTOMER_MISMATCH");
  }
  return {
    provider: adapter.provider,
    testMode: adapter.testMode,
    customer: records.customer,
    subscription,
    invoices: records.invoices,
    usage: await countBillingUsage(db, user.id),
  };
}
