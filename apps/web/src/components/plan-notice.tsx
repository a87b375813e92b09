import type { PlanNotice } from "@sondar/core/teams/plan-notice";
import { Building2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "./ui/button";
import { Notice } from "./ui/notice";
import { UpgradeButton } from "./upgrade-button";

/**
 * Core's notice about a workspace's plan (plans/plan-notice.ts), in words that name what really
 * happened: a trial that ended, a paid plan that ended, no plan of one's own, or an organization
 * owner's plan that lapsed. The screen decides nothing here.
 */
export function PlanNoticeBox({
  notice,
  organizationName,
  onOpenOrganization,
  className,
}: {
  notice: PlanNotice;
  /** The organization shown, or (for someone without a plan) the first one they work in. */
  organizationName?: string | undefined;
  /** Switches to that organization's workspace, where the screen can. */
  onOpenOrganization?: (() => void) | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  switch (notice.kind) {
    case "trial_running":
      return (
        <Notice tone="info" className={className} title={t("dashboard.trialTitle")}>
          <p>
            {t("dashboard.trialDaysLeft", { count: notice.daysLeft })} {t("dashboard.trialCap")}
          </p>
          <UpgradeButton className="mt-3" />
        </Notice>
      );
    case "owner_plan_lapsed":
      // Only the owner can upgrade an organization's plan (docs/product/teams.md#surveys-and-the-plan).
      return (
        <Notice tone="warning" className={className} title={t("dashboard.toasts.proRequiredTitle")}>
          <p>{t("planNotice.ownerPlanLapsed", { name: organizationName ?? "" })}</p>
        </Notice>
      );
    case "no_plan_member":
      return (
        <Notice tone="warning" className={className} title={t("planNotice.noPlanMemberTitle")}>
          <p>{t("planNotice.noPlanMember", { organization: organizationName ?? "" })}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {onOpenOrganization && organizationName ? (
              <Button size="sm" onClick={onOpenOrganization}>
                <Building2 aria-hidden className="h-4 w-4" />
                {t("planNotice.openOrganization", { organization: organizationName })}
              </Button>
            ) : null}
            <Button asChild size="sm" variant="secondary">
              <Link to="/billing">{t("planNotice.choosePlan")}</Link>
            </Button>
          </div>
        </Notice>
      );
    default:
      return (
        <Notice tone="warning" className={className} title={t("dashboard.toasts.proRequiredTitle")}>
          <p>{t(NOTICE_TEXT[notice.kind])}</p>
          <UpgradeButton className="mt-3" />
        </Notice>
      );
  }
}

const NOTICE_TEXT = {
  trial_ended: "planNotice.trialEnded",
  paid_ended: "planNotice.paidEnded",
  no_plan: "planNotice.noPlan",
} as const;
