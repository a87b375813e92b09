import type { BillingUsage } from "@sondar/core/plans/billing-replies";
import { TRIAL_SURVEY_CAP } from "@sondar/core/plans/plans";
import { Check, Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/card";

/** Current Usage: surveys and responses counted by creator, and what the plan allows. */
export function UsagePanel({
  usage,
  unlimitedSurveys,
  loading,
}: {
  usage: BillingUsage;
  unlimitedSurveys: boolean;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => new Intl.NumberFormat(i18n.resolvedLanguage).format(value);
  const rows = [
    { label: t("billing.usage.surveys"), value: usage.surveysCount },
    { label: t("billing.usage.responses"), value: usage.responsesCount },
  ];
  const limits = [
    unlimitedSurveys ? t("billing.usage.unlimitedSurveys") : t("billing.usage.surveyCap", { count: TRIAL_SURVEY_CAP }),
    t("billing.usage.unlimitedResponses"),
    t("billing.usage.allFeatures"),
  ];
  return (
    <Card className="p-6" aria-busy={loading}>
      <h2 className="text-lg font-semibold">{t("billing.usage.title")}</h2>
      <dl className="mt-4 space-y-3">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center justify-between gap-3">
            <dt className="text-sm text-slate-600 dark:text-slate-400">{row.label}</dt>
            <dd className="text-lg font-semibold tabular-nums">
              {loading ? (
                <Loader2 aria-label={t("common.loading")} className="h-4 w-4 animate-spin text-brand-600" />
              ) : (
                count(row.value)
              )}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="mt-5 space-y-2 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
        {limits.map((text) => (
          <li key={text} className="flex items-center gap-2">
            <Check aria-hidden className="h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
            {text}
          </li>
        ))}
      </ul>
    </Card>
  );
}
