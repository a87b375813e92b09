import { LANGUAGES } from "@sondar/core/i18n/languages";
import { describe, expect, it } from "vitest";
import { billingMail } from "./billing-mail";
import type { BillingNoticeKind } from "./billing-mail-texts";

const KINDS: BillingNoticeKind[] = ["trial-ending", "trial-ended", "payment-failed", "subscription-cancelled"];
const billingUrl = "https://sondar.example/billing";

describe("billing mails", () => {
  it("exist in every language for every kind, each with a link to /billing in text and HTML", () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      for (const kind of KINDS) {
        const mail = billingMail({
          kind,
          language,
          product: "Sondar",
          to: "ana@example.com",
          billingUrl,
          data: { date: "2026-12-01T00:00:00Z" },
        });
        expect(mail.text).toContain(billingUrl);
        expect(mail.html).toContain(`href="${billingUrl}"`);
        subjects.add(mail.subject);
      }
    }
    // No language repeats another's subject: each is really translated.
    expect(subjects.size).toBe(LANGUAGES.length * KINDS.length);
  });

  it("formats dates and amounts for the language, and falls back to English for an unknown one", () => {
    const fr = billingMail({
      kind: "payment-failed",
      language: "fr",
      product: "Sondar",
      to: "a@b.c",
      billingUrl,
      data: { amount: 19000, currency: "usd" },
    });
    expect(fr.text).toMatch(/190,00\s\$US/);
    const de = billingMail({
      kind: "trial-ending",
      language: "de",
      product: "Sondar",
      to: "a@b.c",
      billingUrl,
      data: { date: "2026-12-01T00:00:00Z" },
    });
    expect(de.subject).toBe("Ihre Sondar-Testphase endet am 1. Dezember 2026");
    const unknown = billingMail({ kind: "trial-ended", language: null, product: "Acme", to: "a@b.c", billingUrl, data: {} });
    expect(unknown.subject).toBe("Your Acme trial has ended");
  });

  it("escapes the product name in HTML", () => {
    const mail = billingMail({ kind: "trial-ended", language: "en", product: "<b>Acme</b>", to: "a@b.c", billingUrl, data: {} });
    expect(mail.html).not.toContain("<b>Acme</b>");
    expect(mail.html).toContain("&#60;b&#62;Acme");
  });
});
