import { TRIAL_ID_PREFIX } from "@sondar/core/plans/subscription";
import { and, eq, ne, notLike } from "drizzle-orm";
import { userSubscriptions } from "../../db/schema/accounts";
import { AppError } from "../../lib/app-error";
import type { Billing } from "./create-billing";

/**
 * Ends every provider subscription of a user whose account is about to be deleted, before
 * anything is deleted (docs/decisions/299-delete-account-cancels-billing.md). Any one the
 * provider does not confirm as ended refuses the deletion: the account stays, and with it the
 * record of the subscription, rather than a charge running on for an account that is gone.
 * Our own trials (`trial_…`) are no provider's and have nothing to cancel.
 */
export async function cancelBillingForDeletion(billing: Billing, userId: string): Promise<number> {
  const running = await billing.db
    .select({ id: userSubscriptions.providerSubscriptionId, provider: userSubscriptions.provider })
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        ne(userSubscriptions.status, "inactive"),
        notLike(userSubscriptions.providerSubscriptionId, `${TRIAL_ID_PREFIX}%`),
      ),
    );
  for (const subscription of running) {
    // A record from a provider no longer configured cannot be cancelled from here.
    if (subscription.provider !== billing.adapter.provider) {
      billing.logger.error({ userId, subscription }, "account deletion: subscription of another billing provider");
      throw new AppError("ACCOUNT_BILLING_NOT_CANCELLED");
    }
    try {
      await billing.adapter.cancelNow(subscription.id);
    } catch (error) {
      billing.logger.error({ err: error, userId, subscription: subscription.id }, "account deletion: cancelling failed");
      throw new AppError("ACCOUNT_BILLING_NOT_CANCELLED");
    }
  }
  return running.length;
}
