import type { Invitation } from "@sondar/core/teams/team-replies";
import { Mail, RotateCw, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ConfirmTeamAction } from "./confirm-team-action";
import { RoleBadge } from "./role-badge";
import { TeamListRow } from "./team-list-row";
import type { TeamActions } from "./use-team-actions";

/** Invitations not yet accepted: pending ones and expired ones, each with Resend and Revoke. */
export function InvitationList({ invitations, actions }: { invitations: Invitation[]; actions: TeamActions }) {
  const { t, i18n } = useTranslation();
  const [toRevoke, setToRevoke] = useState<Invitation | null>(null);
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: "medium" });

  if (invitations.length === 0) {
    return <p className="py-3 text-sm text-slate-500 dark:text-slate-400">{t("teams.invitations.none")}</p>;
  }

  return (
    <>
      <ul aria-label={t("teams.invitations.listLabel")} className="divide-y divide-slate-200 dark:divide-slate-800">
        {invitations.map((invitation) => {
          const expired = invitation.state === "expired";
          const resending = actions.resend.isPending && actions.resend.variables === invitation.id;
          return (
            <TeamListRow
              key={invitation.id}
              mark={<Mail className="h-4 w-4" />}
              details={
                <>
                  <p className="break-all text-sm font-medium">{invitation.email}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
                    <RoleBadge role={invitation.role} />
                    <Badge tone={expired ? "amber" : "green"}>{t(`teams.invitations.state.${invitation.state}`)}</Badge>
                    <span>
                      {expired
                        ? t("teams.invitations.expiredOn", { date: date.format(new Date(invitation.expiresAt)) })
                        : t("teams.invitations.expiresOn", { date: date.format(new Date(invitation.expiresAt)) })}
                      {" · "}
                      {t("teams.invitations.invitedBy", { name: invitation.inviterName })}
                    </span>
                  </p>
                </>
              }
              controls={
                <>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={resending}
                    aria-label={t("teams.invitations.resendTo", { email: invitation.email })}
                    onClick={() => actions.resend.mutate(invitation.id)}
                  >
                    <RotateCw aria-hidden className="h-4 w-4" />
                    {resending ? t("teams.invitations.resending") : t("teams.invitations.resend")}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-600 dark:text-red-400"
                    aria-label={t("teams.invitations.revokeFor", { email: invitation.email })}
                    onClick={() => setToRevoke(invitation)}
                  >
                    <X aria-hidden className="h-4 w-4" />
                    {t("teams.invitations.revoke")}
                  </Button>
                </>
              }
            />
          );
        })}
      </ul>
      <ConfirmTeamAction
        open={!!toRevoke}
        onClose={() => setToRevoke(null)}
        title={t("teams.invitations.revokeTitle")}
        confirmLabel={t("teams.invitations.revokeConfirm")}
        busyLabel={t("teams.invitations.revoking")}
        busy={actions.revoke.isPending}
        onConfirm={() => toRevoke && actions.revoke.mutate(toRevoke.id, { onSettled: () => setToRevoke(null) })}
      >
        {t("teams.invitations.revokeBody", { email: toRevoke?.email })}
      </ConfirmTeamAction>
    </>
  );
}
