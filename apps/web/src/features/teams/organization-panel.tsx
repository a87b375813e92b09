import { can, canLeave } from "@sondar/core/teams/team-permissions";
import type { OrganizationSummary } from "@sondar/core/teams/team-replies";
import { useQuery } from "@tanstack/react-query";
import { ArrowRightLeft, LayoutDashboard, LogOut, Pencil, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { describeApiError } from "../../lib/describe-api-error";
import { AuditLogSection } from "./audit-log-section";
import { InvitationList } from "./invitation-list";
import { InviteForm } from "./invite-form";
import { MemberList } from "./member-list";
import { OrganizationNameDialog } from "./organization-name-dialog";
import { OrganizationTwoFactor } from "./organization-two-factor";
import { ConfirmTeamAction } from "./confirm-team-action";
import { RoleBadge } from "./role-badge";
import { invitationsKey, listInvitations, listMembers, membersKey } from "./teams-api";
import { TransferOwnershipDialog } from "./transfer-ownership-dialog";
import { useTeamActions } from "./use-team-actions";
import { dashboardScopePath } from "../../lib/dashboard-scope";

type OpenDialog = "rename" | "delete" | "leave" | "transfer" | null;

/**
 * One organization: its name and my role, its members, and (for those who manage them) the
 * invitations and the audit log. Each control shows only when core's table lets my role use it.
 */
export function OrganizationPanel({ organization, myUserId }: { organization: OrganizationSummary; myUserId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const membersHeadingId = useId();
  const invitationsHeadingId = useId();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const actions = useTeamActions(organization.id);
  const { role } = organization;
  const managesInvitations = can(role, "invitations.manage");

  const members = useQuery({
    queryKey: membersKey(organization.id),
    queryFn: ({ signal }) => listMembers(organization.id, signal),
  });
  const invitations = useQuery({
    queryKey: invitationsKey(organization.id),
    queryFn: ({ signal }) => listInvitations(organization.id, signal),
    enabled: managesInvitations,
  });
  const close = () => setDialog(null);

  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-6">
      <Card className="p-5 sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id={headingId} className="break-words text-xl font-semibold">
              {organization.name}
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              <span>{t("teams.yourRole")}</span>
              <RoleBadge role={role} />
              <span aria-hidden>·</span>
              <span>{t("teams.memberCount", { count: organization.memberCount })}</span>
            </p>
          </div>
          <Button variant="secondary" size="sm" asChild>
            <Link to={dashboardScopePath(organization.id)}>
              <LayoutDashboard aria-hidden className="h-4 w-4" />
              {t("teams.openSurveys")}
            </Link>
          </Button>
        </div>
        {can(role, "organization.requireTwoFactor") && (
          <div className="mt-4">
            <OrganizationTwoFactor organization={organization} />
          </div>
        )}
        <div className="mt-5 flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          {can(role, "organization.rename") && (
            <Button variant="secondary" size="sm" onClick={() => setDialog("rename")}>
              <Pencil aria-hidden className="h-4 w-4" />
              {t("teams.rename")}
            </Button>
          )}
          {can(role, "organization.transfer") && (
            <Button variant="secondary" size="sm" onClick={() => setDialog("transfer")}>
              <ArrowRightLeft aria-hidden className="h-4 w-4" />
              {t("teams.transfer.open")}
            </Button>
          )}
          {canLeave(role) && (
            <Button variant="secondary" size="sm" onClick={() => setDialog("leave")}>
              <LogOut aria-hidden className="h-4 w-4" />
              {t("teams.leave.open")}
            </Button>
          )}
          {can(role, "organization.delete") && (
            <Button variant="danger" size="sm" className="sm:ml-auto" onClick={() => setDialog("delete")}>
              <Trash2 aria-hidden className="h-4 w-4" />
              {t("teams.delete.open")}
            </Button>
          )}
        </div>
      </Card>

      <Card className="p-5 sm:p-6">
        <section aria-labelledby={membersHeadingId}>
          <h3 id={membersHeadingId} className="text-lg font-semibold">
            {t("teams.members.title")}
          </h3>
          {members.isPending ? (
            <div className="py-6">
              <Spinner label={t("teams.members.loading")} />
            </div>
          ) : members.isError ? (
            <Notice tone="error" className="mt-3" title={t("teams.members.loadFailed")}>
              <p>{describeApiError(members.error, t, t("errors.INTERNAL"))}</p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void members.refetch()}>
                {t("dashboard.tryAgain")}
              </Button>
            </Notice>
          ) : (
            <MemberList organization={organization} members={members.data.members} myUserId={myUserId} actions={actions} />
          )}
        </section>
      </Card>

      {managesInvitations && (
        <Card className="p-5 sm:p-6">
          <section aria-labelledby={invitationsHeadingId}>
            <h3 id={invitationsHeadingId} className="text-lg font-semibold">
              {t("teams.invite.title")}
            </h3>
            <p className="mb-4 mt-1 text-sm text-slate-600 dark:text-slate-400">{t("teams.invite.description")}</p>
            <InviteForm actions={actions} />
            <h4 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
              {t("teams.invitations.title")}
            </h4>
            {invitations.isPending ? (
              <div className="py-4">
                <Spinner label={t("teams.invitations.loading")} />
              </div>
            ) : invitations.isError ? (
              <Notice tone="error" className="mt-3" title={t("teams.invitations.loadFailed")}>
                <Button variant="secondary" size="sm" className="mt-1" onClick={() => void invitations.refetch()}>
                  {t("dashboard.tryAgain")}
                </Button>
              </Notice>
            ) : (
              <InvitationList invitations={invitations.data} actions={actions} />
            )}
          </section>
        </Card>
      )}

      {can(role, "auditLog.read") && <AuditLogSection organizationId={organization.id} members={members.data?.members ?? []} />}

      <OrganizationNameDialog
        open={dialog === "rename"}
        onOpenChange={(open) => !open && close()}
        title={t("teams.renameTitle")}
        initialName={organization.name}
        submitLabel={t("teams.save")}
        busyLabel={t("teams.saving")}
        busy={actions.rename.isPending}
        onSubmit={(name) => actions.rename.mutate(name, { onSuccess: close })}
      />
      <TransferOwnershipDialog
        open={dialog === "transfer"}
        onOpenChange={(open) => !open && close()}
        organizationName={organization.name}
        candidates={(members.data?.members ?? []).filter((member) => member.role !== "owner")}
        busy={actions.transfer.isPending}
        onTransfer={(memberId) => actions.transfer.mutate(memberId, { onSuccess: close })}
      />
      <ConfirmTeamAction
        open={dialog === "leave"}
        onClose={close}
        title={t("teams.leave.title", { organization: organization.name })}
        confirmLabel={t("teams.leave.confirm")}
        busyLabel={t("teams.leave.leaving")}
        busy={actions.leave.isPending}
        onConfirm={() => actions.leave.mutate(undefined, { onSuccess: close })}
      >
        {t("teams.leave.body")}
      </ConfirmTeamAction>
      <ConfirmTeamAction
        open={dialog === "delete"}
        onClose={close}
        title={t("teams.delete.title", { organization: organization.name })}
        confirmLabel={t("teams.delete.confirm")}
        busyLabel={t("teams.delete.deleting")}
        busy={actions.remove.isPending}
        onConfirm={() => actions.remove.mutate(undefined, { onSuccess: close })}
      >
        {t("teams.delete.body")}
      </ConfirmTeamAction>
    </section>
  );
}
