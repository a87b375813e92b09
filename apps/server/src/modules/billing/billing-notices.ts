import { and, eq } from "drizzle-orm";
import type { MailAdapter } from "../../adapters/mail/mail-adapter";
import type { Database } from "../../db/database";
import { userNotificationSettings } from "../../db/schema/accounts";
import { users } from "../../db/schema/auth";
import { billingNotices } from "../../db/schema/billing";
import { BILLING_NOTICE_JOB } from "./queue-billing-notice";
import type { JobDefinition } from "../../jobs/create-job-runner";
import { isClaimable } from "../../jobs/mail-claim";
import { billingMail, type BillingNoticeData } from "./billing-mail";
import type { BillingNoticeKind } from "./billing-mail-texts";

/**
 * Sends a recorded billing notice's mail once: the job claims the notice in one statement, so
 * of several processes holding the same key only one sends; `sent_at` then closes it for good.
 * A failed send gives the claim back, so the job's retry sends it.
 */
export function createBillingNoticeJob(deps: {
  db: Database;
  mail: MailAdapter;
  productName: string;
  publicUrl: string;
  now: () => Date;
}): JobDefinition {
  const { db } = deps;
  return {
    name: BILLING_NOTICE_JOB,
    run: async (data) => {
      const key = typeof data.key === "string" ? data.key : "";
      const now = deps.now();
      const [notice] = await db
        .update(billingNotices)
        .set({ claimedAt: now })
        .where(and(eq(billingNotices.key, key), isClaimable(billingNotices.sentAt, billingNotices.claimedAt, now)))
        .returning();
      if (!notice) return;
      const [user] = await db
        .select({ email: users.email, language: userNotificationSettings.language })
        .from(users)
        .leftJoin(userNotificationSettings, eq(userNotificationSettings.userId, users.id))
        .where(eq(users.id, notice.userId))
        .limit(1);
      try {
        // Account mail: sent whatever the notification switches say (MAIL_SWITCHES in core, docs/product/billing.md#lifecycle).
        if (user) {
          await deps.mail.send(
            billingMail({
              kind: notice.kind as BillingNoticeKind,
              language: user.language,
              product: deps.productName,
              to: user.email,
              billingUrl: `${deps.publicUrl}/billing`,
              data: notice.data as BillingNoticeData,
            }),
          );
        }
      } catch (error) {
        await db.update(billingNotices).set({ claimedAt: null }).where(eq(billingNotices.key, key));
        throw error;
      }
      await db.update(billingNotices).set({ sentAt: deps.now() }).where(eq(billingNotices.key, key));
    },
  };
}
