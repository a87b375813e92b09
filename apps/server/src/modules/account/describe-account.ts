import { getEntitlements } from "@sondar/core/plans/entitlements";
import type { MeReply } from "@sondar/core/plans/account-replies";
import type { Database } from "../../db/database";
import type { SessionUser } from "../auth/require-user";
import { getCurrentSubscription, toSubscriptionFacts } from "../subscriptions/get-current-subscription";

/** Who is signed in, what their plan lets them do, and the plan itself. */
export async function describeAccount(db: Database, user: SessionUser, now: Date): Promise<MeReply> {
  const subscription = await getCurrentSubscription(db, user.id);
  return {
    user,
    entitlements: getEntitlements(toSubscriptionFacts(subscription), now),
    subscription: subscription && {
      status: subscription.status,
      planName: subscription.planName,
      trialEnd: subscription.trialEnd?.toISOString() ?? null,
      currentTermEnd: subscription.currentTermEnd?.toISOString() ?? null,
    },
  };
}
