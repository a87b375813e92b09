import { describe, expect, it } from "vitest";
import { collectingState, hasClosingRules, remainingResponses } from "./collecting-state";
import { surveySettingsSchema } from "./survey-schema";

const now = new Date("2025-06-01T12:00:00.000Z");
const survey = (settings: { closeAt?: string | null; responseLimit?: number | null }, status = "published" as const) => ({
  status,
  settings: { closeAt: null, responseLimit: null, ...settings },
});

describe("collectingState", () => {
  it("is open for a published survey without rules", () => {
    expect(collectingState(survey({}), now, 1_000)).toEqual({ kind: "open" });
  });

  it("says a draft or archived survey is not published, whatever its rules", () => {
    expect(collectingState({ ...survey({}), status: "draft" }, now, 0)).toEqual({ kind: "not-published" });
    expect(collectingState({ ...survey({ responseLimit: 1 }), status: "archived" }, now, 5)).toEqual({ kind: "not-published" });
  });

  it("closes at the very instant of closeAt, not a moment before", () => {
    const closeAt = "2025-06-01T12:00:00.000Z";
    expect(collectingState(survey({ closeAt }), new Date(now.getTime() - 1), 0)).toEqual({ kind: "open" });
    expect(collectingState(survey({ closeAt }), now, 0)).toEqual({ kind: "closed-by-date", closedAt: closeAt });
  });

  it("reads a closing time with an offset as the instant it names", () => {
    // 13:30 in UTC+1:30 is 12:00 UTC: closed at `now`.
    expect(collectingState(survey({ closeAt: "2025-06-01T13:30:00+01:30" }), now, 0).kind).toBe("closed-by-date");
  });

  it("closes once the complete responses reach the limit", () => {
    expect(collectingState(survey({ responseLimit: 10 }), now, 9)).toEqual({ kind: "open" });
    expect(collectingState(survey({ responseLimit: 10 }), now, 10)).toEqual({ kind: "closed-by-limit", limit: 10 });
    expect(collectingState(survey({ responseLimit: 10 }), now, 12)).toEqual({ kind: "closed-by-limit", limit: 10 });
  });

  it("names the date when both rules have closed the survey", () => {
    const state = collectingState(survey({ closeAt: "2025-01-01T00:00:00Z", responseLimit: 1 }), now, 3);
    expect(state.kind).toBe("closed-by-date");
  });
});

describe("remainingResponses", () => {
  it("is null without a limit, the room left with one, and 0 once closed", () => {
    expect(remainingResponses(survey({}), now, 5)).toBeNull();
    expect(remainingResponses(survey({ responseLimit: 10 }), now, 7)).toBe(3);
    expect(remainingResponses(survey({ responseLimit: 10 }), now, 11)).toBe(0);
    expect(remainingResponses(survey({ closeAt: "2025-01-01T00:00:00Z" }), now, 0)).toBe(0);
  });
});

describe("closing settings", () => {
  it("default to no rules and the page's own closed message", () => {
    const settings = surveySettingsSchema.parse({});
    expect(settings).toMatchObject({ closeAt: null, responseLimit: null, closedMessage: "" });
    expect(hasClosingRules(settings)).toBe(false);
  });

  it("take an ISO time and a positive whole limit, and refuse anything else", () => {
    const settings = surveySettingsSchema.parse({ closeAt: "2025-07-01T09:00:00.000Z", responseLimit: 10 });
    expect(hasClosingRules(settings)).toBe(true);
    expect(surveySettingsSchema.safeParse({ closeAt: "next tuesday" }).success).toBe(false);
    expect(surveySettingsSchema.safeParse({ responseLimit: 0 }).success).toBe(false);
    expect(surveySettingsSchema.safeParse({ responseLimit: 2.5 }).success).toBe(false);
  });
});
