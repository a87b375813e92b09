import { asLanguage, type Language } from "@sondar/core/i18n/languages";
import { checkContactForm, isHoneypotFilled, type ContactMessage, type ContactReply } from "@sondar/core/site/contact-form";
import type { Database } from "../../db/database";
import { contactMessages } from "../../db/schema/contact-messages";
import type { JobRunner } from "../../jobs/create-job-runner";
import { rateLimitAddress } from "../../lib/mask-ip";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit/consume-rate-limit";
import { queueContactMessage } from "./contact-mail-job";

/** Messages a client address (an IPv6 client by its /64) may send in ten minutes. */
export const CONTACT_LIMIT: RateLimitRule = { window: 600, max: 5 };

/** Where the sender may go next. */
const NEXT = "/";

export interface ContactDeps {
  db: Database;
  /** The job runner, read when a message comes (it is built after the app). */
  jobs: () => JobRunner;
  now: () => Date;
}

/**
 * A contact form as sent, answered in the product's `errors[]` shape
 * (docs/decisions/106-contact-form-endpoint.md): EMPTY for a form with no fields, field codes
 * from core's check, BLOCKED past the limit. A filled honeypot is answered as a success and
 * dropped. Only a message that is kept counts toward the limit: a refused form or a bot's post
 * uses none of it (docs/decisions/153-contact-form-without-javascript.md).
 */
export async function receiveContactForm(
  deps: ContactDeps,
  clientIp: string,
  body: unknown,
): Promise<{ status: 200 | 400 | 429; reply: ContactReply }> {
  if (isHoneypotFilled(body)) return { status: 200, reply: { ok: true, next: NEXT } };
  const checked = checkContactForm(body);
  if (!checked.ok) return { status: 400, reply: { errors: checked.errors } };
  const allowed = await consumeRateLimit(deps.db, `contact:${rateLimitAddress(clientIp)}`, CONTACT_LIMIT, deps.now());
  if (!allowed) return { status: 429, reply: { errors: [{ code: "BLOCKED", message: "Too many messages; try again later" }] } };
  const language = (body as { language?: unknown }).language;
  await storeContactMessage(deps, checked.message, asLanguage(language));
  return { status: 200, reply: { ok: true, next: NEXT } };
}

/**
 * Keeps the message and queues its mail in one transaction: once the sender is told it arrived,
 * it is stored and its mail is tried, and tried again, by the queue, without the reply waiting
 * for the mail server (docs/decisions/129-contact-mail-through-the-queue.md).
 */
async function storeContactMessage(deps: ContactDeps, message: ContactMessage, language: Language): Promise<void> {
  const jobs = deps.jobs();
  // Set up before the transaction: on PGlite (one connection) it would wait behind it.
  await jobs.ready();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...message, language, createdAt: deps.now() })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("contact message was not stored");
    await queueContactMessage(tx, jobs, row.id);
  });
}
