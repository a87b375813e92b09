import type { TeamRole } from "./team-permissions";
import type { Entitlements } from "../plans/entitlements";

/**
 * The notice a workspace shows about its plan (docs/product/plans-and-trial.md#plan-standing):
 * a running trial's days left (the personal workspace only), or why its surveys are read-only,
 * named for what really happened.
 */
export type PlanNotice =
  | { kind: "trial_running"; daysLeft: number }
  | { kind: "trial_ended" }
  | { kind: "paid_ended" }
  /** No plan ever, and no organization to work in. */
  | { kind: "no_plan" }
  /** No plan of one's own (an invitee gets no trial), while organizations' owners' plans cover the work there. */
  | { kind: "no_plan_member" }
  /** An organization's workspace whose owner's plan gives no rights, seen by an admin or member. */
  | { kind: "owner_plan_lapsed" };

export interface PlanNoticeInput {
  /** The plan that governs the workspace: mine for the personal one, its owner's for an organization's. */
  plan: Pick<Entitlements, "canCreateSurveys" | "isTrialActive" | "trialDaysLeft" | "standing">;
  /** My role in the organization shown; null for the personal workspace. */
  organizationRole: TeamRole | null;
  /** I belong to at least one organization. */
  inOrganizations: boolean;
}

/** The notice for a workspace, or null when its plan needs none. */
export function getPlanNotice({ plan, organizationRole, inOrganizations }: PlanNoticeInput): PlanNotice | null {
  if (plan.canCreateSurveys) {
    // The trial's banner belongs to my own workspace; in an organization the owner's trial is not mine to count.
    return organizationRole === null && plan.isTrialActive ? { kind: "trial_running", daysLeft: plan.trialDaysLeft } : null;
  }
  if (organizationRole !== null && organizationRole !== "owner") return { kind: "owner_plan_lapsed" };
  switch (plan.standing) {
    case "trial_ended":
      return { kind: "trial_ended" };
    case "paid_ended":
      return { kind: "paid_ended" };
    default:
      // "none", or a standing that grants rights although the flags say no (they are read at different instants).
      return { kind: organizationRole === null && inOrganizations ? "no_plan_member" : "no_plan" };
  }
}
