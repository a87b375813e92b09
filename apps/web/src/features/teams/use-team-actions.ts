import type { AssignableRole } from "@sondar/core/teams/team-permissions";
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { describeApiError } from "../../lib/describe-api-error";
import { organizationsKey } from "../../lib/organizations-api";
import { surveysKey } from "../../lib/surveys-api";
import { showToast } from "../../lib/toast-store";
import { auditLogKey } from "./audit-log-api";
import {
  changeMemberRole,
  createOrganization,
  deleteOrganization,
  invitationsKey,
  inviteMember,
  leaveOrganization,
  membersKey,
  removeMember,
  renameOrganization,
  resendInvitation,
  revokeInvitation,
  transferOwnership,
} from "./teams-api";

/** One teams call with its success toast, its failure toast (the server's message, translated by code) and what it refreshes. */
function useTeamMutation<TInput, TResult>(
  run: (input: TInput) => Promise<TResult>,
  options: { success: (result: TResult, input: TInput) => string; failedTitle: string; refresh: QueryKey[] },
) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result, input) => {
      showToast({ type: "success", title: options.success(result, input) });
      await Promise.all(options.refresh.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    onError: (error) =>
      showToast({ type: "error", title: options.failedTitle, message: describeApiError(error, t, t("errors.INTERNAL")) }),
  });
}

/** Creating an organization (the caller becomes its owner). */
export function useCreateOrganization() {
  const { t } = useTranslation();
  return useTeamMutation(createOrganization, {
    success: (organization) => t("teams.toasts.created", { name: organization.name }),
    failedTitle: t("teams.toasts.createFailed"),
    refresh: [organizationsKey],
  });
}

/** Every action on one organization, its members and its invitations. */
export function useTeamActions(organizationId: string) {
  const { t } = useTranslation();
  const members = membersKey(organizationId);
  const invitations = invitationsKey(organizationId);
  // Every change to the team is an audit entry (decision 293).
  const audit = auditLogKey(organizationId);
  return {
    rename: useTeamMutation((name: string) => renameOrganization(organizationId, name), {
      success: (organization) => t("teams.toasts.renamed", { name: organization.name }),
      failedTitle: t("teams.toasts.renameFailed"),
      refresh: [organizationsKey, members],
    }),
    remove: useTeamMutation(() => deleteOrganization(organizationId), {
      success: ({ movedSurveyCount }) => t("teams.toasts.deleted", { count: movedSurveyCount }),
      failedTitle: t("teams.toasts.deleteFailed"),
      refresh: [organizationsKey, surveysKey],
    }),
    leave: useTeamMutation(() => leaveOrganization(organizationId), {
      success: () => t("teams.toasts.left"),
      failedTitle: t("teams.toasts.leaveFailed"),
      refresh: [organizationsKey, surveysKey],
    }),
    transfer: useTeamMutation((memberId: string) => transferOwnership(organizationId, memberId), {
      success: () => t("teams.toasts.transferred"),
      failedTitle: t("teams.toasts.transferFailed"),
      refresh: [organizationsKey, members, audit],
    }),
    changeRole: useTeamMutation(
      ({ memberId, role }: { memberId: string; role: AssignableRole }) => changeMemberRole(organizationId, memberId, role),
      {
        success: (member) => t("teams.toasts.roleChanged", { name: member.name, role: t(`teams.roles.${member.role}`) }),
        failedTitle: t("teams.toasts.roleChangeFailed"),
        refresh: [members, audit],
      },
    ),
    removeMember: useTeamMutation((memberId: string) => removeMember(organizationId, memberId), {
      success: () => t("teams.toasts.memberRemoved"),
      failedTitle: t("teams.toasts.memberRemoveFailed"),
      refresh: [organizationsKey, members, audit],
    }),
    invite: useTeamMutation(
      ({ email, role }: { email: string; role: AssignableRole }) => inviteMember(organizationId, email, role),
      {
        success: (invitation) => t("teams.toasts.invited", { email: invitation.email }),
        failedTitle: t("teams.toasts.inviteFailed"),
        refresh: [invitations, audit],
      },
    ),
    resend: useTeamMutation((invitationId: string) => resendInvitation(organizationId, invitationId), {
      success: (invitation) => t("teams.toasts.resent", { email: invitation.email }),
      failedTitle: t("teams.toasts.resendFailed"),
      refresh: [invitations],
    }),
    revoke: useTeamMutation((invitationId: string) => revokeInvitation(organizationId, invitationId), {
      success: () => t("teams.toasts.revoked"),
      failedTitle: t("teams.toasts.revokeFailed"),
      refresh: [invitations],
    }),
  };
}

export type TeamActions = ReturnType<typeof useTeamActions>;
