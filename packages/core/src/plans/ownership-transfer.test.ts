import { describe, expect, it } from "vitest";
import { getOwnershipTransferRefusal } from "./ownership-transfer";
import type { SubscriptionFacts } from "./subscription";

const now = new Date("2026-11-22T12:00:00Z");
const later = new Date(now.getTime() + 86_400_000);
const earlier = new Date(now.getTime() - 86_400_000);
const trial: SubscriptionFacts = { status: "trial", providerSubscriptionId: "trial_1", trialEnd: later, currentTermEnd: null };
const paid: SubscriptionFacts = { status: "active", providerSubscriptionId: "sub_1", trialEnd: null, currentTermEnd: later };

describe("handing an organization to a new owner", () => {
  it("needs a plan that gives create rights", () => {
    const counted = { newOwnerSurveys: 0, organizationSurveys: 0 };
    expect(getOwnershipTransferRefusal(null, counted, now)).toBe("needs_plan");
    expect(getOwnershipTransferRefusal({ ...trial, trialEnd: earlier }, counted, now)).toBe("needs_plan");
    expect(getOwnershipTransferRefusal({ ...paid, status: "cancelled", currentTermEnd: earlier }, counted, now)).toBe(
      "needs_plan",
    );
  });

  it("keeps a trial owner within the cap, counting what their plan covers already", () => {
    expect(getOwnershipTransferRefusal(trial, { newOwnerSurveys: 1, organizationSurveys: 2 }, now)).toBeNull();
    expect(getOwnershipTransferRefusal(trial, { newOwnerSurveys: 1, organizationSurveys: 3 }, now)).toBe("trial_limit");
    expect(getOwnershipTransferRefusal(trial, { newOwnerSurveys: 4, organizationSurveys: 0 }, now)).toBe("trial_limit");
  });

  it("lets a paid plan take any number of surveys", () => {
    expect(getOwnershipTransferRefusal(paid, { newOwnerSurveys: 40, organizationSurveys: 60 }, now)).toBeNull();
  });
});
