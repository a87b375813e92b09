import type { OrganizationSummary } from "@sondar/core/teams/team-replies";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Toggle } from "../../components/ui/toggle";
import { describeApiError } from "../../lib/describe-api-error";
import { organizationsKey } from "../../lib/organizations-api";
import { showToast } from "../../lib/toast-store";
import { setOrganizationTwoFactor } from "./teams-api";

/** The owner's switch: members need two-factor sign-in to reach the surveys (docs/decisions/281-organizations-may-require-two-factor.md). */
export function OrganizationTwoFactor({ organization }: { organization: OrganizationSummary }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function onChange(required: boolean) {
    setBusy(true);
    try {
      await setOrganizationTwoFactor(organization.id, required);
      await queryClient.invalidateQueries({ queryKey: organizationsKey });
    } catch (error) {
      showToast({ type: "error", title: t("teams.twoFactor.label"), message: describeApiError(error, t, t("errors.INTERNAL")) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Toggle
      id={`require-two-factor-${organization.id}`}
      label={t("teams.twoFactor.label")}
      hint={t("teams.twoFactor.hint")}
      checked={organization.requireTwoFactor}
      disabled={busy}
      onChange={(checked) => void onChange(checked)}
    />
  );
}
