import { describe, expect, it } from "vitest";
import { WEEKLY_SUMMARY_MAX_SURVEYS, weeklySummaryMail } from "./weekly-summary-mail";

const week = { weekStart: new Date("2026-11-16T00:00:00Z"), weekEnd: new Date("2026-11-23T00:00:00Z") };
const base = { product: "Sondar", to: "ana@example.com", dashboardUrl: "http://localhost:3000/dashboard", ...week };
const survey = (title: string, newResponses = 1, completionRate: number | null = 50) => ({
  title,
  newResponses,
  completionRate,
  url: `http://localhost:3000/surveys/${newResponses}/responses`,
});

describe("weekly summary mail", () => {
  it("escapes survey titles in the HTML part, keeping them as typed in the text part", () => {
    const mail = weeklySummaryMail({
      ...base,
      language: "en",
      surveys: [survey('<img src=x onerror="x">')],
      totalNewResponses: 1,
    });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&#60;img src=x onerror=&#34;x&#34;&#62;");
    expect(mail.text).toContain('"<img src=x onerror="x">": 1 new complete response, completion rate 50%');
  });

  it("names 20 surveys and counts the rest in one line, and leaves the rate out when nothing was started", () => {
    const surveys = Array.from({ length: WEEKLY_SUMMARY_MAX_SURVEYS + 2 }, (_, i) => survey(`Survey ${i + 1}`, 1, null));
    const mail = weeklySummaryMail({ ...base, language: "de", surveys, totalNewResponses: surveys.length });
    expect(mail.subject).toBe("Ihre wöchentliche Sondar-Zusammenfassung: 22 neue Antworten");
    expect(mail.text).toContain('"Survey 20": 1 neue vollständige Antwort\n');
    expect(mail.text).not.toContain("Survey 21");
    expect(mail.text).toContain("… und 2 weitere Umfragen mit neuen Antworten.");
  });

  it("falls back to English for a language we do not write", () => {
    const mail = weeklySummaryMail({ ...base, language: "it", surveys: [survey("Poll", 2)], totalNewResponses: 2 });
    expect(mail.subject).toBe("Your Sondar weekly summary: 2 new responses");
  });
});
