import type { BillingUrlReply } from "@sondar/core/plans/billing-replies";
import type { LocalCheckoutRequest, LocalPortalAction, LocalPortalState } from "@sondar/core/plans/local-billing-replies";
import type { LocalBillingProvider } from "../../adapters/billing/local/local-billing";
import { BILLING_LIFECYCLE_JOB } from "./billing-lifecycle";
import { AppError } from "../../lib/app-error";
import type { SessionUser } from "../auth/require-user";
import type { Billing } from "./create-billing";
import { checkoutReturnUrls, requireNoPaidPlan } from "./start-checkout";

function requireLocal(billing: Billing): LocalBillingProvider {
  if (!billing.adapter.local) throw new AppError("NOT_FOUND");
  return billing.adapter.local;
}

/** The local checkout's Pay button: the subscription starts, and the page returns to /billing?success=true. */
export async function payLocalCheckout(
  billing: Billing,
  user: SessionUser,
  request: LocalCheckoutRequest,
): Promise<BillingUrlReply> {
  const local = requireLocal(billing);
  await requireNoPaidPlan(billing, user.id);
  await billing.jobs().ready();
  await billing.db.transaction((tx) => local.checkout(tx, { id: user.id, email: user.email }, request.plan));
  return { url: checkoutReturnUrls(billing.publicUrl).successUrl };
}

export function getLocalPortal(billing: Billing, user: SessionUser): Promise<LocalPortalState> {
  return requireLocal(billing).getPortalState(user.id);
}

/** One action of the local portal on the user's own subscription; the new state. */
export async function actOnLocalPortal(
  billing: Billing,
  user: SessionUser,
  action: LocalPortalAction,
): Promise<LocalPortalState> {
  const local = requireLocal(billing);
  await billing.jobs().ready();
  await billing.db.transaction((tx) => local.act(tx, user.id, action));
  // Trials and terms may have ended: the lifecycle job runs now rather than on its next minute.
  if (action.action === "advance-clock") await billing.jobs().send(BILLING_LIFECYCLE_JOB, {});
  return local.getPortalState(user.id);
}
