import { TEAMS_API } from "@sondar/core/teams/team-api-paths";
import { canOnSurvey, type TeamAction } from "@sondar/core/teams/team-permissions";
import type { Entitlements } from "@sondar/core/plans/entitlements";
import { getPlanNotice, type PlanNotice } from "@sondar/core/teams/plan-notice";
import { listOrganizationsReplySchema, type OrganizationListItem } from "@sondar/core/teams/team-replies";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-client";
import { useSession } from "./session";

// The caller's organizations with their role: the teams screen lists them, the dashboard switches
// between them, and every screen asks core's permission table with the role found here.

export const organizationsKey = ["organizations"] as const;

export const listOrganizations = (signal?: AbortSignal) =>
  apiFetch(TEAMS_API.organizations, { schema: listOrganizationsReplySchema, ...(signal ? { signal } : {}) }).then(
    (reply) => reply.organizations,
  );

/** My organizations, oldest membership first. */
export function useOrganizations() {
  return useQuery({ queryKey: organizationsKey, queryFn: ({ signal }) => listOrganizations(signal), staleTime: 30_000 });
}

/** The organization with `id` among mine, if I belong to it. */
export function findOrganization(organizations: readonly OrganizationListItem[] | undefined, id: string | null) {
  return id ? organizations?.find((organization) => organization.id === id) : undefined;
}

/** A survey as far as my rights on it go. */
export interface SurveyOwnership {
  organizationId: string | null;
  createdBy: string;
}

/**
 * What I may do on a survey, from core's table (teams/team-permissions.ts): until my
 * organizations are known, nothing on an organization's survey (the server decides anyway).
 */
export function useSurveyPermission() {
  const { data: me } = useSession();
  const { data: organizations } = useOrganizations();
  return (survey: SurveyOwnership | undefined, action: TeamAction) =>
    !!survey &&
    !!me &&
    canOnSurvey(
      {
        isCreator: survey.createdBy === me.user.id,
        inOrganization: survey.organizationId !== null,
        role: findOrganization(organizations, survey.organizationId)?.role ?? null,
      },
      action,
    );
}

/**
 * The plan rights over surveys in a scope: my own for personal surveys, the organization owner's
 * plan for its surveys (undefined until known).
 */
export function usePlanRights(organizationId: string | null | undefined): Entitlements | undefined {
  const { data: me } = useSession();
  const { data: organizations } = useOrganizations();
  return organizationId ? findOrganization(organizations, organizationId)?.plan : me?.entitlements;
}

/**
 * Core's notice about the plan of a workspace (null: personal), and the organization it names:
 * the one shown, or for someone without a plan of their own the first one they work in.
 */
export function usePlanNotice(organizationId: string | null | undefined): {
  notice: PlanNotice | null;
  organization: OrganizationListItem | undefined;
} {
  const plan = usePlanRights(organizationId);
  const { data: organizations = [] } = useOrganizations();
  const shown = findOrganization(organizations, organizationId ?? null);
  const notice = plan
    ? getPlanNotice({ plan, organizationRole: shown?.role ?? null, inOrganizations: organizations.length > 0 })
    : null;
  return { notice, organization: shown ?? organizations[0] };
}
