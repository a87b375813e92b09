import { asLanguage } from "@sondar/core/i18n/languages";
import { fromCents } from "@sondar/core/plans/pricing";
import type { MailMessage } from "../../adapters/mail/mail-adapter";
import { escapeHtml, mailLayout } from "../../adapters/mail/mail-layout";
import { BILLING_MAIL_TEXTS, type BillingNoticeKind } from "./billing-mail-texts";

/** What a billing notice records about itself, for its mail. */
export interface BillingNoticeData {
  /** ISO time: the trial's end or the paid term's end. */
  date?: string | null;
  /** Cents. */
  amount?: number | null;
  currency?: string | null;
}

/** One billing mail in the user's language (English when unknown), with a button to /billing. */
export function billingMail(input: {
  kind: BillingNoticeKind;
  language: string | null;
  product: string;
  to: string;
  billingUrl: string;
  data: BillingNoticeData;
}): MailMessage {
  const language = asLanguage(input.language);
  const text = BILLING_MAIL_TEXTS[language][input.kind];
  const { date, amount, currency } = input.data;
  const values = {
    product: input.product,
    date: date ? new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(date)) : null,
    amount:
      typeof amount === "number"
        ? new Intl.NumberFormat(language, { style: "currency", currency: (currency ?? "usd").toUpperCase() }).format(
            fromCents(amount),
          )
        : null,
  };
  const heading = text.heading(values);
  const body = text.body(values);
  return {
    to: input.to,
    subject: text.subject(values),
    text: `${heading}\n\n${body}\n\n${text.button}: ${input.billingUrl}`,
    html: mailLayout(input.product, heading, escapeHtml(body), { url: input.billingUrl, label: text.button }),
  };
}
