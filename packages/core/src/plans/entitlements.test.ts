import { describe, expect, it } from "vitest";
import {
  canCreateSurveys,
  canDuplicateSurveys,
  countsTowardTrialCap,
  getCreateSurveyRefusal,
  getEntitlements,
  isTrialActive,
  showPoweredByFooter,
  trialDaysLeft,
  trialEndFrom,
} from "./entitlements";
import type { SubscriptionFacts } from "./subscription";

const now = new Date("2026-11-22T12:00:00Z");
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

function sub(overrides: Partial<SubscriptionFacts>): SubscriptionFacts {
  return { status: "trial", providerSubscriptionId: "trial_abc", trialEnd: hours(24), currentTermEnd: null, ...overrides };
}

describe("trial maths", () => {
  it("ends a trial seven days after it starts", () => {
    expect(trialEndFrom(now).toISOString()).toBe("2026-11-29T12:00:00.000Z");
  });

  it("rounds days left up and never goes below zero", () => {
    expect(trialDaysLeft(sub({ trialEnd: hours(1) }), now)).toBe(1);
    expect(trialDaysLeft(sub({ trialEnd: hours(25) }), now)).toBe(2);
    expect(trialDaysLeft(sub({ trialEnd: hours(24 * 7) }), now)).toBe(7);
    expect(trialDaysLeft(sub({ trialEnd: hours(-50) }), now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBe(0);
  });

  it("treats a trial as expired once its end has passed", () => {
    expect(isTrialActive(sub({ trialEnd: hours(0.01) }), now)).toBe(true);
    expect(isTrialActive(sub({ trialEnd: now }), now)).toBe(false);
    expect(isTrialActive(sub({ status: "in_trial" }), now)).toBe(true);
    expect(isTrialActive(sub({ status: "active" }), now)).toBe(false);
  });
});

describe("create and edit rights", () => {
  it("are granted by a running trial, an active plan, and a cancelled plan within its term", () => {
    expect(canCreateSurveys(sub({}), now)).toBe(true);
    expect(canCreateSurveys(sub({ status: "active", trialEnd: null }), now)).toBe(true);
    expect(canCreateSurveys(sub({ status: "cancelled", currentTermEnd: hours(5) }), now)).toBe(true);
  });

  it("are refused with no subscription, an expired trial, a cancelled plan past its term, or inactive", () => {
    expect(canCreateSurveys(null, now)).toBe(false);
    expect(canCreateSurveys(sub({ trialEnd: hours(-1) }), now)).toBe(false);
    expect(canCreateSurveys(sub({ status: "cancelled", currentTermEnd: hours(-5) }), now)).toBe(false);
    expect(canCreateSurveys(sub({ status: "inactive" }), now)).toBe(false);
  });

  it("lets only paid plans duplicate", () => {
    expect(canDuplicateSurveys(sub({}), now)).toBe(false);
    expect(canDuplicateSurveys(sub({ status: "active" }), now)).toBe(true);
    expect(canDuplicateSurveys(sub({ status: "cancelled", currentTermEnd: hours(1) }), now)).toBe(true);
  });
});

describe("trial survey cap", () => {
  it("counts every status but archived and deleted", () => {
    expect(["draft", "published"].map(countsTowardTrialCap)).toEqual([true, true]);
    expect(["archived", "deleted"].map(countsTowardTrialCap)).toEqual([false, false]);
  });

  it("refuses the fourth survey of a trial but not of a paid plan", () => {
    expect(getCreateSurveyRefusal(sub({}), 2, now)).toBeNull();
    expect(getCreateSurveyRefusal(sub({}), 3, now)).toBe("trial_limit");
    expect(getCreateSurveyRefusal(sub({ status: "active" }), 300, now)).toBeNull();
  });

  it("asks for a subscription before it mentions the cap", () => {
    expect(getCreateSurveyRefusal(null, 0, now)).toBe("subscription_required");
    expect(getCreateSurveyRefusal(sub({ trialEnd: hours(-1) }), 5, now)).toBe("subscription_required");
  });
});

describe("powered-by footer", () => {
  it("hides for an active plan and for an unexpired trial_ trial", () => {
    expect(showPoweredByFooter(sub({ status: "active", providerSubscriptionId: "sub_1" }), now)).toBe(false);
    expect(showPoweredByFooter(sub({}), now)).toBe(false);
  });

  it("shows with no subscription, an expired trial, a trial without the prefix, or a cancelled plan", () => {
    expect(showPoweredByFooter(null, now)).toBe(true);
    expect(showPoweredByFooter(sub({ trialEnd: hours(-1) }), now)).toBe(true);
    expect(showPoweredByFooter(sub({ providerSubscriptionId: "sub_9" }), now)).toBe(true);
    expect(showPoweredByFooter(sub({ status: "cancelled", currentTermEnd: hours(9) }), now)).toBe(true);
  });
});

it("gathers every flag in one object", () => {
  expect(getEntitlements(sub({ trialEnd: hours(30) }), now)).toEqual({
    canCreateSurveys: true,
    canEditSurveys: true,
    canDuplicateSurveys: false,
    isTrialActive: true,
    trialDaysLeft: 2,
    standing: "trial",
  });
});
