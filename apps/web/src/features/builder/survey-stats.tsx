import type { ClosingRules } from "@sondar/core/surveys/collecting-state";
import type { SurveyStatus } from "@sondar/core/surveys/survey-schema";
import { ListChecks, MessageSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { collectingFacts, CollectingStatus } from "../../components/collecting-status";

/** How many questions and responses the survey has, whether it is live, and whether it still collects. */
export function SurveyStats({
  questionCount,
  responseCount,
  partialCount,
  status,
  closing,
}: {
  questionCount: number;
  responseCount: number;
  partialCount: number;
  status: SurveyStatus;
  closing: ClosingRules;
}) {
  const { t } = useTranslation();
  const published = status === "published";
  const archived = status === "archived";
  return (
    <dl className="flex flex-wrap gap-3 text-sm">
      <Card className="flex items-center gap-2 px-4 py-2">
        <ListChecks aria-hidden className="h-4 w-4 text-brand-600" />
        <dt className="text-slate-500">{t("builder.stats.questions")}</dt>
        <dd className="font-semibold">{questionCount}</dd>
      </Card>
      <Card className="flex items-center gap-2 px-4 py-2">
        <MessageSquare aria-hidden className="h-4 w-4 text-brand-600" />
        <dt className="text-slate-500">{t("builder.stats.responses")}</dt>
        <dd className="font-semibold">
          {responseCount}
          {partialCount > 0 && (
            <span className="font-normal text-slate-500"> · {t("dashboard.partialCount", { count: partialCount })}</span>
          )}
        </dd>
      </Card>
      <Card className="flex items-center gap-2 px-4 py-2">
        <dt className="text-slate-500">{t("builder.stats.status")}</dt>
        <dd>
          <Badge tone={published ? "green" : archived ? "amber" : "slate"}>
            {published ? t("builder.live") : archived ? t("dashboard.status.archived") : t("builder.draft")}
          </Badge>{" "}
          <CollectingStatus
            facts={collectingFacts({ status, settings: closing }, { responseCount, partialCount })}
            showActive={false}
          />
        </dd>
      </Card>
    </dl>
  );
}
