import { FALLBACK_LANGUAGE, isLanguage, type Language } from "@sondar/core/i18n/languages";
import { checkContactForm, isHoneypotFilled, type ContactMessage, type ContactReply } from "@sondar/core/site/contact-form";
import { eq } from "drizzle-orm";
import type { MailAdapter } from "../../adapters/mail/mail-adapter";
import type { Database } from "../../db/database";
import { contactMessages } from "../../db/schema/contact-messages";
import type { Logger } from "../../lib/logger";
import { rateLimitAddress } from "../../lib/mask-ip";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit/consume-rate-limit";
import { contactMail } from "./contact-mail";

/** Messages a client address (an IPv6 client by its /64) may send in ten minutes. */
export const CONTACT_LIMIT: RateLimitRule = { window: 600, max: 5 };

/** Where the sender may go next. */
const NEXT = "/";

export interface ContactDeps {
  db: Database;
  mail: MailAdapter;
  logger: Logger;
  productName: string;
  supportEmail: string;
  now: () => Date;
}

/**
 * A contact form as sent, answered in the product's `errors[]` shape
 * (docs/decisions/106-contact-form-endpoint.md): BLOCKED past the limit, EMPTY for a form with
 * no fields, field codes from core's check. A filled honeypot is answered as a success and dropped.
 */
export async function receiveContactForm(
  deps: ContactDeps,
  clientIp: string,
  body: unknown,
): Promise<{ status: 200 | 400 | 429; reply: ContactReply }> {
  const allowed = await consumeRateLimit(deps.db, `contact:${rateLimitAddress(clientIp)}`, CONTACT_LIMIT, deps.now());
  if (!allowed) return { status: 429, reply: { errors: [{ code: "BLOCKED", message: "Too many messages; try again later" }] } };
  if (isHoneypotFilled(body)) return { status: 200, reply: { ok: true, next: NEXT } };
  const checked = checkContactForm(body);
  if (!checked.ok) return { status: 400, reply: { errors: checked.errors } };
  const language = (body as { language?: unknown }).language;
  await sendContactMessage(deps, checked.message, isLanguage(language) ? language : FALLBACK_LANGUAGE);
  return { status: 200, reply: { ok: true, next: NEXT } };
}

/**
 * Keeps the message, then mails it to the support address. The message is the sender's once it
 * is stored: a mail that fails is logged and leaves `mailed_at` empty for the team to find, and
 * the sender is still told it arrived.
 */
async function sendContactMessage(deps: ContactDeps, message: ContactMessage, language: Language): Promise<void> {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ ...message, language, createdAt: deps.now() })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("contact message was not stored");
  try {
    await deps.mail.send(contactMail({ to: deps.supportEmail, product: deps.productName, language, message }));
  } catch (error) {
    deps.logger.error({ err: error, contactMessageId: row.id }, "contact message stored but its mail failed");
    return;
  }
  await deps.db.update(contactMessages).set({ mailedAt: deps.now() }).where(eq(contactMessages.id, row.id));
}
