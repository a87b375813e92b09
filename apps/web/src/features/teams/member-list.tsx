import { getInitial } from "@sondar/core/user/display-name";
import { ASSIGNABLE_ROLES, canManageMember, type AssignableRole } from "@sondar/core/teams/team-permissions";
import type { OrganizationMember, OrganizationSummary } from "@sondar/core/teams/team-replies";
import { UserMinus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Select } from "../../components/ui/select";
import { RoleBadge } from "./role-badge";
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
            <li key={member.id} className="flex items-start gap-3 py-3">
              <span
                aria-hidden
                className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-200"
              >
                {getInitial(member)}
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="break-words text-sm font-medium">
                    {member.name || member.email}
                    {isMe && (
                      <span className="ml-1.5 font-normal text-slate-500 dark:text-slate-400">{t("teams.members.you")}</span>
                    )}
                  </p>
                  <p className="break-all text-sm text-slate-500 dark:text-slate-400">{member.email}</p>
                </div>
                <div className="flex items-center gap-2">
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
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={!!toRemove}
        onOpenChange={(open) => !open && setToRemove(null)}
        title={t("teams.members.removeTitle")}
        confirmLabel={t("teams.members.removeConfirm")}
        busyLabel={t("teams.members.removing")}
        cancelLabel={t("common.cancel")}
        closeLabel={t("common.close")}
        busy={actions.removeMember.isPending}
        onConfirm={() => toRemove && actions.removeMember.mutate(toRemove.id, { onSettled: () => setToRemove(null) })}
      >
        {t("teams.members.removeBody", { name: toRemove?.name || toRemove?.email, organization: organization.name })}
      </ConfirmDialog>
    </>
  );
}
