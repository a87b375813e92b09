import { getInitial } from "@sondar/core/user/display-name";
import { ASSIGNABLE_ROLES, canManageMember, type AssignableRole } from "@sondar/core/teams/team-permissions";
import type { OrganizationMember, OrganizationSummary } from "@sondar/core/teams/team-replies";
import { UserMinus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Select } from "../../components/ui/select";
import { ConfirmTeamAction } from "./confirm-team-action";
import { RoleBadge } from "./role-badge";
import { TeamListRow } from "./team-list-row";
import type { TeamActions } from "./use-team-actions";

/** The organization's members with their roles; who may change or remove whom is core's canManageMember. */
export function MemberList({
  organization,
  members,
  myUserId,
  actions,
}: {
  organization: OrganizationSummary;
  members: OrganizationMember[];
  myUserId: string;
  actions: TeamActions;
}) {
  const { t } = useTranslation();
  const [toRemove, setToRemove] = useState<OrganizationMember | null>(null);
  const actor = { role: organization.role, userId: myUserId };

  return (
    <>
      <ul aria-label={t("teams.members.listLabel")} className="divide-y divide-slate-200 dark:divide-slate-800">
        {members.map((member) => {
          const isMe = member.userId === myUserId;
          const manageable = canManageMember(actor, member);
          return (
            <TeamListRow
              key={member.id}
              mark={getInitial(member)}
              details={
                <>
                  <p className="break-words text-sm font-medium">
                    {member.name || member.email}
                    {isMe && (
                      <span className="ml-1.5 font-normal text-slate-500 dark:text-slate-400">{t("teams.members.you")}</span>
                    )}
                  </p>
                  <p className="break-all text-sm text-slate-500 dark:text-slate-400">{member.email}</p>
                </>
              }
              controls={
                <>
                  {manageable ? (
                    <Select
                      aria-label={t("teams.members.roleOf", { name: member.name || member.email })}
                      value={member.role}
                      disabled={actions.changeRole.isPending}
                      className="h-9"
                      onChange={(e) => actions.changeRole.mutate({ memberId: member.id, role: e.target.value as AssignableRole })}
                    >
                      {ASSIGNABLE_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`teams.roles.${role}`)}
                        </option>
                      ))}
                    </Select>
                  ) : (
                    <RoleBadge role={member.role} />
                  )}
                  {manageable && (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="h-9 w-9 text-red-600 dark:text-red-400"
                      aria-label={t("teams.members.remove", { name: member.name || member.email })}
                      title={t("teams.members.remove", { name: member.name || member.email })}
                      onClick={() => setToRemove(member)}
                    >
                      <UserMinus aria-hidden className="h-4 w-4" />
                    </Button>
                  )}
                </>
              }
            />
          );
        })}
      </ul>
      <ConfirmTeamAction
        open={!!toRemove}
        onClose={() => setToRemove(null)}
        title={t("teams.members.removeTitle")}
        confirmLabel={t("teams.members.removeConfirm")}
        busyLabel={t("teams.members.removing")}
        busy={actions.removeMember.isPending}
        onConfirm={() => toRemove && actions.removeMember.mutate(toRemove.id, { onSettled: () => setToRemove(null) })}
      >
        {t("teams.members.removeBody", { name: toRemove?.name || toRemove?.email, organization: organization.name })}
      </ConfirmTeamAction>
    </>
  );
}
