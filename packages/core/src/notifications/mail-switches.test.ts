import { describe, expect, it } from "vitest";
import { maySendMail } from "./mail-switches";

describe("maySendMail", () => {
  it("sends account mail whatever the switches say", () => {
    const allOff = { emailNotifications: false, surveyResponseAlerts: false, weeklySummary: false };
    for (const kind of ["verification", "password-reset", "billing"] as const) expect(maySendMail(kind, allOff)).toBe(true);
  });

  it("sends notification mail only when both 'Email Notifications' and its own switch are on", () => {
    expect(maySendMail("response-alert", { emailNotifications: true, surveyResponseAlerts: true })).toBe(true);
    expect(maySendMail("response-alert", { emailNotifications: false, surveyResponseAlerts: true })).toBe(false);
    expect(maySendMail("response-alert", { emailNotifications: true, surveyResponseAlerts: false })).toBe(false);
    expect(maySendMail("weekly-summary", { emailNotifications: true, weeklySummary: true })).toBe(true);
    expect(maySendMail("weekly-summary", { emailNotifications: false, weeklySummary: true })).toBe(false);
    expect(maySendMail("weekly-summary", { emailNotifications: true, weeklySummary: false })).toBe(false);
  });

  it("reads missing settings as the defaults: alerts on, the weekly summary off", () => {
    expect(maySendMail("response-alert", null)).toBe(true);
    expect(maySendMail("weekly-summary", null)).toBe(false);
    expect(maySendMail("weekly-summary", { emailNotifications: null, surveyResponseAlerts: null, weeklySummary: true })).toBe(
      true,
    );
  });
});
