import { describe, expect, it } from "vitest";
import { canCreateSurveys } from "./entitlements";
import { getPlanStanding } from "./plan-standing";
import type { SubscriptionFacts } from "./subscription";

const now = new Date("2026-11-22T12:00:00Z");
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const sub = (overrides: Partial<SubscriptionFacts>): SubscriptionFacts => ({
  status: "trial",
  providerSubscriptionId: "trial_1",
  trialEnd: days(3),
  currentTermEnd: null,
  ...overrides,
});

describe("a plan's standing", () => {
  it("tells a running trial from one that ended, before and after the lifecycle marks it inactive", () => {
    expect(getPlanStanding(sub({}), now)).toBe("trial");
    expect(getPlanStanding(sub({ trialEnd: days(-1) }), now)).toBe("trial_ended");
    expect(getPlanStanding(sub({ status: "inactive", trialEnd: days(-1) }), now)).toBe("trial_ended");
  });

  it("tells a paid plan with rights from one that ended", () => {
    const paid = sub({ status: "active", providerSubscriptionId: "lsub_1", trialEnd: null, currentTermEnd: days(20) });
    expect(getPlanStanding(paid, now)).toBe("paid");
    expect(getPlanStanding({ ...paid, status: "cancelled" }, now)).toBe("paid");
    expect(getPlanStanding({ ...paid, status: "cancelled", currentTermEnd: days(-1) }, now)).toBe("paid_ended");
    expect(getPlanStanding({ ...paid, status: "inactive", currentTermEnd: days(-10) }, now)).toBe("paid_ended");
  });

  it("reads a provider's trial that ended unpaid as a trial, and one that was paid past it as a paid plan", () => {
    const providerTrial = sub({ status: "in_trial", providerSubscriptionId: "sub_9", trialEnd: days(-5) });
    expect(getPlanStanding(providerTrial, now)).toBe("trial_ended");
    expect(getPlanStanding({ ...providerTrial, status: "inactive", currentTermEnd: days(-5) }, now)).toBe("trial_ended");
    expect(getPlanStanding({ ...providerTrial, status: "inactive", currentTermEnd: days(-1) }, now)).toBe("paid_ended");
  });

  it("is none without a record", () => {
    expect(getPlanStanding(null, now)).toBe("none");
  });

  it("grants create rights exactly when it reads trial or paid", () => {
    const cases = [
      sub({}),
      sub({ trialEnd: days(-1) }),
      sub({ status: "active", providerSubscriptionId: "x", trialEnd: null }),
      sub({ status: "cancelled", providerSubscriptionId: "x", currentTermEnd: days(1) }),
      sub({ status: "cancelled", providerSubscriptionId: "x", currentTermEnd: days(-1) }),
      sub({ status: "inactive" }),
      sub({ status: "something-else", providerSubscriptionId: "x" }),
      null,
    ];
    for (const facts of cases) {
      const standing = getPlanStanding(facts, now);
      expect(standing === "trial" || standing === "paid", JSON.stringify(facts)).toBe(canCreateSurveys(facts, now));
    }
  });
});
