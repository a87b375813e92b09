import { and, count, eq } from "drizzle-orm";
import type { MailAdapter, MailMessage } from "../adapters/mail/mail-adapter";
import type { Database } from "../db/database";
import { userNotificationSettings } from "../db/schema/accounts";
import { users } from "../db/schema/auth";
import { surveyResponses, surveys } from "../db/schema/surveys";
import type { Logger } from "../lib/logger";
import { isUuid } from "../modules/uploads/is-uuid";
import type { JobHandler } from "./job-worker";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function responseAlertMail(input: {
  product: string;
  to: string;
  surveyTitle: string;
  responseCount: number;
  url: string;
}): MailMessage {
  const { product, surveyTitle, responseCount, url } = input;
  const total = `${responseCount} ${responseCount === 1 ? "response" : "responses"}`;
  return {
    to: input.to,
    subject: `New response to "${surveyTitle}"`,
    text: `Your survey "${surveyTitle}" has a new response. It now has ${total}.\n\nSee the responses:\n${url}\n\nYou get this mail because survey response alerts are on in your ${product} settings.`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#f6f7fb;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">New response to “${escapeHtml(surveyTitle)}”</h1>
<p style="line-height:1.5">Your survey now has ${escapeHtml(total)}.</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">View responses</a></p>
<p style="color:#667;font-size:13px">You get this mail because survey response alerts are on in your ${escapeHtml(product)} settings.</p></div></body></html>`,
  };
}

/**
 * The `response-alert` job: mails the survey's owner (its creator) about a completed response, with
 * the survey's count of complete responses. Sent only when the owner id is a UUID (anything else is
 * logged) and both e-mail notifications and response alerts are on (a user without a settings row has
 * the defaults: on). A response deleted since is skipped.
 */
export function createResponseAlertHandler(deps: {
  db: Database;
  mail: MailAdapter;
  logger: Logger;
  productName: string;
  publicUrl: string;
}): JobHandler {
  const { db, mail, logger } = deps;
  return async (payload) => {
    const responseId = typeof payload.responseId === "string" ? payload.responseId : "";
    if (!isUuid(responseId)) return;
    const [row] = await db
      .select({ surveyId: surveys.id, title: surveys.title, ownerId: surveys.createdBy })
      .from(surveyResponses)
      .innerJoin(surveys, eq(surveys.id, surveyResponses.surveyId))
      .where(eq(surveyResponses.id, responseId))
      .limit(1);
    if (!row) return;
    if (!isUuid(row.ownerId)) {
      logger.warn({ surveyId: row.surveyId, ownerId: row.ownerId }, "response alert skipped: the owner id is not a UUID");
      return;
    }
    const [owner] = await db
      .select({
        email: users.email,
        emailNotifications: userNotificationSettings.emailNotifications,
        surveyResponseAlerts: userNotificationSettings.surveyResponseAlerts,
      })
      .from(users)
      .leftJoin(userNotificationSettings, eq(userNotificationSettings.userId, users.id))
      .where(eq(users.id, row.ownerId))
      .limit(1);
    if (!owner || owner.emailNotifications === false || owner.surveyResponseAlerts === false) return;
    const [counted] = await db
      .select({ n: count() })
      .from(surveyResponses)
      .where(and(eq(surveyResponses.surveyId, row.surveyId), eq(surveyResponses.status, "complete")));
    await mail.send(
      responseAlertMail({
        product: deps.productName,
        to: owner.email,
        surveyTitle: row.title,
        responseCount: counted?.n ?? 0,
        url: `${deps.publicUrl}/surveys/${row.surveyId}/responses`,
      }),
    );
  };
}
