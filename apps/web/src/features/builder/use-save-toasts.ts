import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-client";
import { describeApiError } from "../../lib/describe-api-error";
import { showToast } from "../../lib/toast-store";

/** What the builder says when a change needs a plan, or a save or status change fails. */
export function useSaveToasts(isTrialActive: boolean | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const upgrade = { label: t("dashboard.upgradeToPro"), onClick: () => void navigate("/billing") };

  /** Editing needs a plan with the right to edit surveys. */
  function warnPro() {
    showToast({ type: "warning", title: t("builder.proRequiredTitle"), message: t("builder.proRequired"), action: upgrade });
  }

  /** A refusal for the plan's limits offers the upgrade; any other failure gives its reason. */
  function showSaveError(error: unknown) {
    if (error instanceof ApiError && (error.status === 402 || error.status === 403)) {
      showToast({
        type: "error",
        title: t("builder.limitTitle"),
        message: isTrialActive ? t("builder.limitTrial") : t("builder.limitPaid"),
        action: upgrade,
      });
    } else {
      showToast({
        type: "error",
        title: t("builder.saveFailedTitle"),
        message: describeApiError(error, t, t("builder.saveFailed")),
      });
    }
  }

  return { warnPro, showSaveError };
}

export type SaveToasts = ReturnType<typeof useSaveToasts>;
