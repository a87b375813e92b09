import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { copyText } from "../../lib/copy-text";
import { describeApiError } from "../../lib/describe-api-error";
import { getPlanRefusal, PLAN_REFUSAL_TITLES } from "../../lib/plan-refusal";
import {
  bulkDeleteSurveys,
  deleteSurvey,
  moveSurvey,
  duplicateSurvey,
  publicSurveyUrl,
  publishSurvey,
  setSurveyArchived,
  surveysKey,
  unpublishSurvey,
} from "../../lib/surveys-api";
import { useRefreshSession } from "../../lib/session";
import { showToast } from "../../lib/toast-store";

/** Every dashboard action with its success and failure toasts. */
export function useSurveyActions() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const refresh = () => client.invalidateQueries({ queryKey: surveysKey });

  function refusal(error: unknown, fallbackTitle: string, fallbackMessage: string) {
    const planRefusal = getPlanRefusal(error);
    const upgrade = { label: t("dashboard.upgradeToPro"), onClick: () => void navigate("/billing") };
    showToast({
      type: "error",
      title: planRefusal ? t(PLAN_REFUSAL_TITLES[planRefusal]) : fallbackTitle,
      message: describeApiError(error, t, fallbackMessage),
      ...(planRefusal ? { action: upgrade } : {}),
    });
  }

  const duplicate = useMutation({
    mutationFn: duplicateSurvey,
    onSuccess: async () => {
      showToast({ type: "success", title: t("dashboard.toasts.duplicated") });
      await refresh();
    },
    onError: (error) => refusal(error, t("dashboard.toasts.duplicateFailedTitle"), t("dashboard.toasts.duplicateFailed")),
  });

  const remove = useMutation({
    mutationFn: deleteSurvey,
    onSuccess: async () => {
      showToast({ type: "success", title: t("dashboard.toasts.deleted") });
      await Promise.all([refresh(), refreshSession()]);
    },
    onError: (error) => refusal(error, t("dashboard.toasts.deleteFailedTitle"), t("dashboard.toasts.deleteFailed")),
  });

  const setPublished = useMutation({
    mutationFn: ({ id, publish }: { id: string; publish: boolean }) => (publish ? publishSurvey(id) : unpublishSurvey(id)),
    onSuccess: async (survey) => {
      showToast({
        type: "success",
        title: survey.status === "published" ? t("dashboard.toasts.published") : t("dashboard.toasts.unpublished"),
      });
      await refresh();
    },
    onError: (error) => refusal(error, t("dashboard.toasts.updateFailedTitle"), t("dashboard.toasts.updateFailed")),
  });

  const setArchived = useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) => setSurveyArchived(id, archived),
    onSuccess: async (survey) => {
      const archived = survey.status === "archived";
      showToast({ type: "success", title: archived ? t("dashboard.toasts.archived") : t("dashboard.toasts.unarchived") });
      // Archiving frees a trial slot, so the session's counts change too.
      await Promise.all([refresh(), refreshSession()]);
    },
    onError: (error) => refusal(error, t("dashboard.toasts.updateFailedTitle"), t("dashboard.toasts.updateFailed")),
  });

  const bulkRemove = useMutation({
    mutationFn: bulkDeleteSurveys,
    onSuccess: async ({ failed }) => {
      if (failed.length)
        showToast({ type: "error", title: t("dashboard.toasts.bulkFailedTitle"), message: t("dashboard.toasts.bulkFailed") });
      else showToast({ type: "success", title: t("dashboard.toasts.bulkDeleted") });
      await refresh();
    },
    onError: (error) => refusal(error, t("dashboard.toasts.bulkFailedTitle"), t("dashboard.toasts.bulkFailed")),
  });

  const move = useMutation({
    mutationFn: ({ id, organizationId }: { id: string; organizationId: string | null; destination: string }) =>
      moveSurvey(id, organizationId),
    onSuccess: async (_survey, { destination }) => {
      showToast({ type: "success", title: t("dashboard.toasts.moved", { destination }) });
      await Promise.all([refresh(), refreshSession()]);
    },
    onError: (error) => refusal(error, t("dashboard.toasts.moveFailedTitle"), t("dashboard.toasts.moveFailed")),
  });

  async function copyLink(shareId: string) {
    if (await copyText(publicSurveyUrl(shareId))) showToast({ type: "success", title: t("dashboard.toasts.linkCopied") });
    else showToast({ type: "error", title: t("builder.copyFailedTitle"), message: t("builder.copyFailed") });
  }

  return { duplicate, remove, setPublished, setArchived, bulkRemove, move, copyLink };
}

export type SurveyActions = ReturnType<typeof useSurveyActions>;
