import { asLanguage } from "@sondar/core/i18n/languages";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/database";
import { userNotificationSettings } from "../../db/schema/accounts";
import { users } from "../../db/schema/auth";
import { billingNotices } from "../../db/schema/billing";
import { BILLING_NOTICE_JOB } from "./queue-billing-notice";
import type { JobDefinition } from "../../jobs/create-job-runner";
import { isClaimable } from "../../jobs/mail-claim";
import { billingMail, type BillingNoticeData } from "./billing-mail";
import type { BillingNoticeKind } from "./billing-mail-texts";
import type { MailOutbox } from "../mail-outbox/mail-outbox";

/**
 * Writes a recorded billing notice's mail to the outbox once: the job claims the notice in one
 * statement, so of several processes holding the same key only one goes on; the mail is written in
 * the transaction that sets `sent_at`, so the notice is closed if and only if its mail exists, and
 * the outbox sends and retries it (docs/decisions/286-account-mails-through-the-outbox.md).
 */
export function createBillingNoticeJob(deps: {
  db: Database;
  outbox: MailOutbox;
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
      // Account mail: sent whatever the notification switches say (MAIL_SWITCHES in core, docs/product/billing.md#lifecycle).
      const mail = user
        ? billingMail({
            kind: notice.kind as BillingNoticeKind,
            language: user.language,
            product: deps.productName,
            to: user.email,
            billingUrl: `${deps.publicUrl}/billing`,
            data: notice.data as BillingNoticeData,
          })
        : null;
      try {
        await db.transaction(async (tx) => {
          const [closed] = await tx
            .update(billingNotices)
            .set({ sentAt: deps.now() })
            .where(and(eq(billingNotices.key, key), isNull(billingNotices.sentAt)))
            .returning({ key: billingNotices.key });
          if (closed && mail) await deps.outbox.enqueue(tx, { kind: "billing", lang: asLanguage(user?.language), ...mail });
        });
      } catch (error) {
        await db.update(billingNotices).set({ claimedAt: null }).where(eq(billingNotices.key, key));
        throw error;
      }
    },
  };
}
