import { canDuplicateSurveys } from "@sondar/core/plans/entitlements";
import type { BillingUrlReply, CheckoutRequest } from "@sondar/core/plans/billing-replies";
import { AppError } from "../../lib/app-error";
import type { SessionUser } from "../auth/require-user";
import { getCurrentSubscription, toSubscriptionFacts } from "../subscriptions/get-current-subscription";
import type { Billing } from "./create-billing";
import { findBillingCustomer } from "./find-billing-customer";

/** Where checkout returns: the billing page, told how it went (docs/product/billing.md#checkout-and-the-portal). */
export const checkoutReturnUrls = (publicUrl: string) => ({
  successUrl: `${publicUrl}/billing?success=true`,
  cancelUrl: `${publicUrl}/billing?cancelled=true`,
});

/** Refuses a checkout while a paid plan runs (active, or cancelled within its term): the portal changes plans. */
export async function requireNoPaidPlan(billing: Billing, userId: string) {
  const current = toSubscriptionFacts(await getCurrentSubscription(billing.db, userId));
  if (canDuplicateSurveys(current, billing.now())) throw new AppError("ALREADY_SUBSCRIBED");
}

/** The provider's checkout page for a Pro plan; refused while a paid plan runs (change it in the portal). */
export async function startCheckout(billing: Billing, user: SessionUser, request: CheckoutRequest): Promise<BillingUrlReply> {
  const { adapter, db } = billing;
  await requireNoPaidPlan(billing, user.id);
  let url: string | null;
  try {
    url = await adapter.createCheckout({
      plan: request.plan,
      user: { id: user.id, email: user.email },
      customerId: await findBillingCustomer(db, user.id, adapter.provider),
      ...checkoutReturnUrls(billing.publicUrl),
    });
  } catch (error) {
    billing.logger.warn({ err: error, provider: adapter.provider }, "billing provider refused to start a checkout");
    throw new AppError("CHECKOUT_FAILED");
  }
  if (!url) throw new AppError("CHECKOUT_NO_URL");
  return { url };
}
