import type { BillingUrlReply } from "@sondar/core/plans/billing-replies";
import { AppError } from "../../lib/app-error";
import type { SessionUser } from "../auth/require-user";
import type { Billing } from "./create-billing";
import { findBillingCustomer } from "./find-billing-customer";

/** The provider's customer portal for the user's own customer; a user who never paid has none. */
export async function openPortal(billing: Billing, user: SessionUser): Promise<BillingUrlReply> {
  const { adapter } = billing;
  const customerId = await findBillingCustomer(billing.db, user.id, adapter.provider);
  if (!customerId) throw new AppError("NO_ACTIVE_SUBSCRIPTION");
  let url: string | null;
  try {
    url = await adapter.createPortal({ customerId, returnUrl: `${billing.publicUrl}/billing` });
  } catch (error) {
    billing.logger.warn({ err: error, provider: adapter.provider }, "billing provider refused to open the portal");
    throw new AppError("PORTAL_NO_URL");
  }
  if (!url) throw new AppError("PORTAL_NO_URL");
  return { url };
}
