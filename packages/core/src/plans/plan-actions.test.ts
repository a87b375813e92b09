import { describe, expect, it } from "vitest";
import { getEntitlements } from "./entitlements";
import { getPlanActionRefusal, PLAN_ACTIONS, type PlanAction } from "./plan-actions";
import type { SubscriptionFacts } from "./subscription";

const now = new Date("2026-11-22T12:00:00Z");
const later = new Date(now.getTime() + 86_400_000);
const earlier = new Date(now.getTime() - 86_400_000);
const rightsOf = (facts: SubscriptionFacts | null) => getEntitlements(facts, now);
const trial = rightsOf({ status: "trial", providerSubscriptionId: "trial_1", trialEnd: later, currentTermEnd: null });
const expiredTrial = rightsOf({ status: "trial", providerSubscriptionId: "trial_1", trialEnd: earlier, currentTermEnd: null });
const paid = rightsOf({ status: "active", providerSubscriptionId: "sub_1", trialEnd: null, currentTermEnd: later });
const lapsed = rightsOf({ status: "inactive", providerSubscriptionId: "sub_1", trialEnd: null, currentTermEnd: earlier });

const refusals = (rights: ReturnType<typeof rightsOf>) =>
  Object.fromEntries(PLAN_ACTIONS.map((action) => [action, getPlanActionRefusal(action, rights)])) as Record<
    PlanAction,
    string | null
  >;

describe("what a plan lets a user do with surveys", () => {
  it("refuses every action without a plan, each in the words for that action", () => {
    const expected = {
      "surveys.create": "SUBSCRIPTION_REQUIRED_CREATE",
      "surveys.duplicate": "SUBSCRIPTION_REQUIRED_DUPLICATE",
      "surveys.edit": "SUBSCRIPTION_REQUIRED",
      "surveys.publish": "SUBSCRIPTION_REQUIRED",
      "surveys.delete": "SUBSCRIPTION_REQUIRED",
      "surveys.move": "SUBSCRIPTION_REQUIRED_MOVE",
      "responses.delete": "SUBSCRIPTION_REQUIRED",
      "responses.analyze": "SUBSCRIPTION_REQUIRED_ANALYSIS",
      "webhooks.manage": "SUBSCRIPTION_REQUIRED_WEBHOOKS",
    };
    expect(refusals(expiredTrial)).toEqual(expected);
    expect(refusals(lapsed)).toEqual(expected);
    expect(refusals(rightsOf(null))).toEqual(expected);
  });

  it("lets a running trial do everything but duplicate", () => {
    expect(refusals(trial)).toEqual({
      "surveys.create": null,
      "surveys.duplicate": "TRIAL_CANNOT_DUPLICATE",
      "surveys.edit": null,
      "surveys.publish": null,
      "surveys.delete": null,
      "surveys.move": null,
      "responses.delete": null,
      "responses.analyze": null,
      "webhooks.manage": null,
    });
  });

  it("lets a paid plan do everything", () => {
    expect(Object.values(refusals(paid)).every((refusal) => refusal === null)).toBe(true);
  });
});
