import { describe, expect, it } from "vitest";
import { getPlanNotice, type PlanNoticeInput } from "./plan-notice";

const running: PlanNoticeInput["plan"] = { canCreateSurveys: true, isTrialActive: true, trialDaysLeft: 4, standing: "trial" };
const paid: PlanNoticeInput["plan"] = { canCreateSurveys: true, isTrialActive: false, trialDaysLeft: 0, standing: "paid" };
const ended = (standing: PlanNoticeInput["plan"]["standing"]): PlanNoticeInput["plan"] => ({
  canCreateSurveys: false,
  isTrialActive: false,
  trialDaysLeft: 0,
  standing,
});

describe("the notice a workspace shows about its plan", () => {
  it("counts a running trial's days in my own workspace only", () => {
    expect(getPlanNotice({ plan: running, organizationRole: null, inOrganizations: false })).toEqual({
      kind: "trial_running",
      daysLeft: 4,
    });
    expect(getPlanNotice({ plan: running, organizationRole: "owner", inOrganizations: true })).toBeNull();
    expect(getPlanNotice({ plan: paid, organizationRole: null, inOrganizations: false })).toBeNull();
  });

  it("names what ended in my own workspace: the trial, or the paid plan", () => {
    expect(getPlanNotice({ plan: ended("trial_ended"), organizationRole: null, inOrganizations: false })).toEqual({
      kind: "trial_ended",
    });
    expect(getPlanNotice({ plan: ended("paid_ended"), organizationRole: null, inOrganizations: true })).toEqual({
      kind: "paid_ended",
    });
  });

  it("tells someone who never had a plan whether an organization covers their work", () => {
    expect(getPlanNotice({ plan: ended("none"), organizationRole: null, inOrganizations: true })).toEqual({
      kind: "no_plan_member",
    });
    expect(getPlanNotice({ plan: ended("none"), organizationRole: null, inOrganizations: false })).toEqual({
      kind: "no_plan",
    });
  });

  it("in an organization, tells admins and members that its owner's plan lapsed, and the owner what ended", () => {
    for (const role of ["admin", "member"] as const) {
      expect(getPlanNotice({ plan: ended("paid_ended"), organizationRole: role, inOrganizations: true })).toEqual({
        kind: "owner_plan_lapsed",
      });
    }
    expect(getPlanNotice({ plan: ended("paid_ended"), organizationRole: "owner", inOrganizations: true })).toEqual({
      kind: "paid_ended",
    });
    expect(getPlanNotice({ plan: ended("none"), organizationRole: "owner", inOrganizations: true })).toEqual({
      kind: "no_plan",
    });
  });
});
