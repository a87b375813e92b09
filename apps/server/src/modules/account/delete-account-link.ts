import { asLanguage } from "@sondar/core/i18n/languages";
import { DELETE_ACCOUNT_LINK_HOURS, type DeleteAccountLinkReply } from "@sondar/core/user/delete-account";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import type { SessionUser } from "../auth/require-user";
import { getMailLanguage } from "../auth/mail-language";
import type { MailOutbox } from "../mail-outbox/mail-outbox";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { requireNoSharedOrganization } from "./delete-account";
import { deleteAccountMail } from "./delete-account-mail";
import { createDeleteAccountToken } from "./delete-account-proof";

/** Links per user per hour: each is a mail to their address. */
const LINKS_PER_HOUR = 3;

/** Where the mailed link opens: Settings → Account, which asks to confirm with the token. */
export const deleteAccountLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, "")}/settings?tab=account&confirmDelete=${encodeURIComponent(token)}`;

/**
 * Mails the user a link that confirms deleting their account, for accounts signed up through
 * Google with no password to type (docs/decisions/298-delete-account-without-password.md). The
 * organization block is checked first, so no one is sent a link they could not use.
 */
export async function requestDeleteAccountLink(
  deps: { db: Database; outbox: MailOutbox; productName: string; publicUrl: string; now: Date },
  user: SessionUser,
): Promise<DeleteAccountLinkReply> {
  const { db } = deps;
  const allowed = await consumeRateLimit(db, `delete-link:${user.id}`, { window: 3600, max: LINKS_PER_HOUR }, deps.now);
  if (!allowed) throw new AppError("RATE_LIMITED");
  await requireNoSharedOrganization(db, user.id);
  const language = asLanguage(await getMailLanguage(db, user.id));
  await deps.outbox.ready();
  await db.transaction(async (tx) => {
    const expiresAt = new Date(deps.now.getTime() + DELETE_ACCOUNT_LINK_HOURS * 3_600_000);
    const token = await createDeleteAccountToken(tx, user.id, expiresAt);
    const mail = deleteAccountMail({
      to: user.email,
      url: deleteAccountLinkUrl(deps.publicUrl, token),
      language,
      hours: DELETE_ACCOUNT_LINK_HOURS,
      product: deps.productName,
    });
    await deps.outbox.enqueue(tx, { kind: "account-delete", lang: language, ...mail });
  });
  return { sent: true };
}
