import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { UpgradeButton } from "../../components/upgrade-button";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { describeApiError } from "../../lib/describe-api-error";
import { getPlanRefusal } from "../../lib/plan-refusal";
import { createSurvey } from "../../lib/surveys-api";
import { useMutation } from "@tanstack/react-query";

/** /surveys/new creates an empty survey and opens it in the builder. */
export default function NewSurveyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const started = useRef(false);
  const create = useMutation({
    mutationFn: createSurvey,
    onSuccess: (survey) => void navigate(`/surveys/${survey.id}/edit`, { replace: true }),
  });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    create.mutate();
  }, [create]);
  if (create.isError) {
    return (
      <Notice tone="error" title={t("dashboard.toasts.createFailedTitle")}>
        <p>{describeApiError(create.error, t, t("dashboard.toasts.createFailed"))}</p>
        {getPlanRefusal(create.error) && <UpgradeButton className="mt-3" />}
      </Notice>
    );
  }
  return (
    <div className="flex justify-center py-24">
      <Spinner label={t("dashboard.creating")} />
    </div>
  );
}
