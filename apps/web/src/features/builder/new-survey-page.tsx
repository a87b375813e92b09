import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from "@sondar/core/i18n/languages";
import type { SurveyTemplateId } from "@sondar/core/surveys/templates/survey-template";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, FilePlus2, LayoutTemplate } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { UpgradeButton } from "../../components/upgrade-button";
import { Button } from "../../components/ui/button";
import { cn } from "../../components/ui/cn";
import { Label } from "../../components/ui/label";
import { Notice } from "../../components/ui/notice";
import { PageHeader } from "../../components/ui/page-header";
import { Select } from "../../components/ui/select";
import { Spinner } from "../../components/ui/spinner";
import { describeApiError } from "../../lib/describe-api-error";
import { getPlanRefusal, PLAN_REFUSAL_TITLES } from "../../lib/plan-refusal";
import { createSurvey, listSurveyTemplates, surveysKey, surveyTemplatesKey } from "../../lib/surveys-api";
import { showToast } from "../../lib/toast-store";
import { dashboardScopePath } from "../../lib/dashboard-scope";

const BLANK = "blank";
type Choice = typeof BLANK | SurveyTemplateId;

function ChoiceCard({
  name,
  summary,
  meta,
  icon: Icon,
  busy,
  busyLabel,
  disabled,
  onChoose,
}: {
  name: string;
  summary: string;
  meta: string;
  icon: typeof FilePlus2;
  busy: boolean;
  busyLabel: string;
  disabled: boolean;
  onChoose: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onChoose}
        disabled={disabled}
        aria-busy={busy}
        className={cn(
          "flex h-full w-full flex-col items-start gap-2 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm transition",
          "hover:border-brand-400 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2",
          "disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500 dark:focus-visible:ring-offset-slate-950",
        )}
      >
        <span className="flex w-full items-center gap-3">
          <Icon aria-hidden className="h-5 w-5 shrink-0 text-brand-600 dark:text-brand-300" />
          <span className="min-w-0 flex-1 font-semibold text-slate-900 dark:text-white">{name}</span>
          {busy && <Spinner className="h-4 w-4" label={busyLabel} />}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{summary}</span>
        <span className="mt-auto pt-1 text-xs font-medium text-slate-500 dark:text-slate-400">{meta}</span>
      </button>
    </li>
  );
}

/**
 * /surveys/new: a blank survey or one of core's templates in a chosen language, created by the
 * server where the dashboard was scoped (`?scope=`), then opened in the builder.
 */
export default function NewSurveyPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const scope = params.get("scope");
  const [language, setLanguage] = useState<Language>(isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en");
  const templates = useQuery({ queryKey: surveyTemplatesKey(language), queryFn: () => listSurveyTemplates(language) });
  const [chosen, setChosen] = useState<Choice | null>(null);
  const create = useMutation({
    mutationFn: (choice: Choice) => createSurvey(scope, choice === BLANK ? undefined : { id: choice, language }),
    onSuccess: async (survey) => {
      showToast({ type: "success", title: t("dashboard.toasts.created") });
      await client.invalidateQueries({ queryKey: surveysKey });
      void navigate(`/surveys/${survey.id}/edit`, { replace: true });
    },
  });
  const choose = (choice: Choice) => {
    setChosen(choice);
    create.mutate(choice);
  };
  const refusal = getPlanRefusal(create.error);
  const back = dashboardScopePath(scope);

  return (
    <>
      <Link
        to={back}
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" />
        {t("newSurvey.back")}
      </Link>
      <PageHeader
        title={t("newSurvey.title")}
        description={t("newSurvey.subtitle")}
        actions={
          <div className="flex flex-col gap-1">
            <Label htmlFor="template-language">{t("newSurvey.languageLabel")}</Label>
            <Select
              id="template-language"
              value={language}
              onChange={(e) => isLanguage(e.target.value) && setLanguage(e.target.value)}
              className="min-w-40"
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </Select>
          </div>
        }
      />

      {create.isError && (
        <Notice
          tone="error"
          className="mb-6"
          title={t(refusal ? PLAN_REFUSAL_TITLES[refusal] : "dashboard.toasts.createFailedTitle")}
        >
          <p>{describeApiError(create.error, t, t("dashboard.toasts.createFailed"))}</p>
          {refusal && <UpgradeButton className="mt-3" />}
        </Notice>
      )}

      <ul aria-label={t("newSurvey.listLabel")} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <ChoiceCard
          name={t("newSurvey.blankName")}
          summary={t("newSurvey.blankSummary")}
          meta={t("newSurvey.blankMeta")}
          icon={FilePlus2}
          busy={create.isPending && chosen === BLANK}
          busyLabel={t("newSurvey.creating")}
          disabled={create.isPending}
          onChoose={() => choose(BLANK)}
        />
        {templates.data?.map((template) => (
          <ChoiceCard
            key={template.id}
            name={template.name}
            summary={template.summary}
            meta={t("newSurvey.questionCount", { count: template.questionCount })}
            icon={LayoutTemplate}
            busy={create.isPending && chosen === template.id}
            busyLabel={t("newSurvey.creating")}
            disabled={create.isPending}
            onChoose={() => choose(template.id)}
          />
        ))}
      </ul>
      {templates.isPending && (
        <div className="flex justify-center py-12">
          <Spinner label={t("newSurvey.loading")} />
        </div>
      )}
      {templates.isError && (
        <Notice tone="error" className="mt-6" title={t("newSurvey.loadFailed")}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void templates.refetch()}>
            {t("dashboard.tryAgain")}
          </Button>
        </Notice>
      )}
    </>
  );
}
