import { INVITE_QUERY_PARAM } from "@sondar/core/teams/team-api-paths";
import { useQueryClient } from "@tanstack/react-query";
import { Plus, Users } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { Notice } from "../../components/ui/notice";
import { PageHeader } from "../../components/ui/page-header";
import { Spinner } from "../../components/ui/spinner";
import { dashboardScopePath } from "../../lib/dashboard-scope";
import { describeApiError } from "../../lib/describe-api-error";
import { findOrganization, organizationsKey, useOrganizations } from "../../lib/organizations-api";
import { useRefreshSession, useSession } from "../../lib/session";
import { showToast } from "../../lib/toast-store";
import { AcceptInvitation, type AcceptOutcome } from "./accept-invitation";
import { OrganizationList } from "./organization-list";
import { OrganizationNameDialog } from "./organization-name-dialog";
import { OrganizationPanel } from "./organization-panel";
import { useCreateOrganization } from "./use-team-actions";

const ORG_PARAM = "org";

/**
 * /teams (docs/product/teams.md): my organizations with my role, the chosen one's members and
 * invitations. Opened with `?invite=` (a signed-in visitor's invitation link, or back from
 * verification) it accepts the invitation first.
 */
export default function TeamsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { data: me } = useSession();
  const refreshSession = useRefreshSession();
  const client = useQueryClient();
  const organizations = useOrganizations();
  const create = useCreateOrganization();
  const [createOpen, setCreateOpen] = useState(false);
  const [inviteProblem, setInviteProblem] = useState<string | null>(null);
  const invite = params.get(INVITE_QUERY_PARAM);

  function select(id: string) {
    setParams({ [ORG_PARAM]: id }, { replace: true });
  }

  function onAccepted(outcome: AcceptOutcome) {
    if ("organization" in outcome) {
      showToast({ type: "success", title: t("teams.accept.joined", { organization: outcome.organization.name }) });
      // The work is in the organization's workspace: the personal one of an invitee has no plan (decision 135).
      // The dashboard must find the organization among mine, so the list is fresh before it opens.
      const organizationId = outcome.organization.id;
      void Promise.all([client.invalidateQueries({ queryKey: organizationsKey }), refreshSession()]).finally(
        () => void navigate(dashboardScopePath(organizationId), { replace: true }),
      );
    } else {
      setInviteProblem(describeApiError(outcome.error, t, t("teams.accept.failed")));
      setParams({}, { replace: true });
    }
  }

  if (invite) return <AcceptInvitation token={invite} onDone={onAccepted} />;

  const list = organizations.data ?? [];
  const selected = findOrganization(list, params.get(ORG_PARAM)) ?? list[0];
  const createButton = (
    <Button onClick={() => setCreateOpen(true)}>
      <Plus aria-hidden className="h-4 w-4" />
      {t("teams.create")}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t("teams.title")}
        description={t("teams.subtitle")}
        actions={list.length > 0 ? createButton : undefined}
      />

      {inviteProblem && (
        <Notice
          tone="error"
          title={t("teams.accept.failedTitle")}
          className="mb-6"
          onDismiss={() => setInviteProblem(null)}
          dismissLabel={t("common.dismiss")}
        >
          {inviteProblem}
        </Notice>
      )}

      {organizations.isPending ? (
        <Card className="flex justify-center px-6 py-16">
          <Spinner label={t("teams.loading")} />
        </Card>
      ) : organizations.isError ? (
        <Notice tone="error" title={t("teams.loadFailed")}>
          <p>{describeApiError(organizations.error, t, t("errors.INTERNAL"))}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void organizations.refetch()}>
            {t("dashboard.tryAgain")}
          </Button>
        </Notice>
      ) : !selected || !me ? (
        <EmptyState icon={Users} title={t("teams.emptyTitle")}>
          <p>{t("teams.emptyBody")}</p>
          <div className="mt-4 flex justify-center">{createButton}</div>
        </EmptyState>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <OrganizationList organizations={list} selectedId={selected.id} onSelect={select} />
          <OrganizationPanel key={selected.id} organization={selected} myUserId={me.user.id} />
        </div>
      )}

      <OrganizationNameDialog
        open={createOpen}
        onOpenChange={setCreateOpen}
        title={t("teams.createTitle")}
        description={t("teams.createDescription")}
        submitLabel={t("teams.createConfirm")}
        busyLabel={t("teams.creating")}
        busy={create.isPending}
        onSubmit={(name) =>
          create.mutate(name, {
            onSuccess: (organization) => {
              setCreateOpen(false);
              select(organization.id);
            },
          })
        }
      />
    </>
  );
}
