import type { ErrorCode } from "@sondar/core/errors/error-codes";
import { ADVISED_MIN_RESPONSES, MAX_CUSTOM_PROMPT, type AnalysisResult } from "@sondar/core/ai/analysis-result";
import { asLanguage } from "@sondar/core/i18n/languages";
import type { ResponseStatusFilter } from "@sondar/core/responses/response-list";
import { applyThemeEdits, themeEditsSince, type ThemeEdit } from "@sondar/core/ai/theme-edits";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FileJson, Lightbulb, ListChecks, RefreshCw, Sparkles } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { UpgradeButton } from "../../components/upgrade-button";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Label } from "../../components/ui/label";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { describeApiError } from "../../lib/describe-api-error";
import { getPlanRefusal } from "../../lib/plan-refusal";
import { saveBlob } from "../../lib/download-file";
import { analyzeResponses, getThemeEdits, saveThemeEdits, themeEditsKey } from "../../lib/responses-api";
import { AnalysisAsk } from "./analysis-ask";
import { analysisFileName } from "./analysis-file-name";
import { AnalysisCrossTabs } from "./analysis-cross-tabs";
import type { ThemeEditing } from "./analysis-theme-editor";
import { AnalysisCoverage } from "./analysis-coverage";
import { AnalysisThemes } from "./analysis-themes";
import { ResultCard } from "./result-card";
import { useFormatters } from "../../lib/use-formatters";

interface Analysis {
  result: AnalysisResult;
  status: ResponseStatusFilter;
  /** The theme edits the server applied to `result`: later edits are applied to it in the browser. */
  edits: readonly ThemeEdit[];
}

/** AI analysis: idle → analyzing → result or error (Try Again); Regenerate; export as a JSON file. */
export function AnalysisPanel({
  id,
  surveyId,
  surveyTitle,
  status,
  responseCount,
  planRefusal = null,
  offerUpgrade = true,
}: {
  id: string;
  surveyId: string;
  surveyTitle: string;
  status: ResponseStatusFilter;
  responseCount: number;
  /** Why the survey's plan refuses analysis (core's plans/plan-actions.ts), said before anyone asks. */
  planRefusal?: ErrorCode | null;
  /** The plan is mine to upgrade (not an organization owner's). */
  offerUpgrade?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const promptId = useId();
  const refusalId = useId();
  const refusedBy = planRefusal ? { disabled: true, "aria-describedby": refusalId } : {};
  const [prompt, setPrompt] = useState("");
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const queryClient = useQueryClient();
  const editsQuery = {
    queryKey: themeEditsKey(surveyId),
    queryFn: ({ signal }: { signal: AbortSignal }) => getThemeEdits(surveyId, signal),
  };
  const mutation = useMutation({
    // The edits the server will apply are read afresh first (another member may have changed
    // them), so the ones saved later can be told from them.
    mutationFn: async (input: { status: ResponseStatusFilter; customPrompt: string }) => {
      const { edits } = await queryClient.fetchQuery(editsQuery);
      const result = await analyzeResponses(surveyId, {
        status: input.status,
        // Written in the language the creator reads the app in.
        language: asLanguage(i18n.resolvedLanguage),
        ...(input.customPrompt ? { customPrompt: input.customPrompt } : {}),
      });
      return { result, edits };
    },
    onSuccess: ({ result, edits }, input) => setAnalysis({ result, status: input.status, edits }),
  });
  const analyzing = mutation.isPending;
  const themeEdits = useQuery(editsQuery);
  const run = () => mutation.mutate({ status, customPrompt: prompt.trim() });
  const resultRef = useRef<HTMLElement>(null);
  const editsListId = useId();
  const [savedCount, setSavedCount] = useState(0);
  // A saved change is shown on the result already on screen, by core's applyThemeEdits as the
  // server applies it: no new analysis (with a provider, a paid call) per change (decision 126).
  const saveEdits = useMutation({
    mutationFn: (edits: ThemeEdit[]) => saveThemeEdits(surveyId, edits),
    onSuccess: (saved) => {
      queryClient.setQueryData(themeEditsKey(surveyId), saved);
      setSavedCount((n) => n + 1);
    },
  });
  // The editor that was used is closed and its button was disabled while saving: focus goes to the
  // list of changes, or to the result when the last change was undone.
  useEffect(() => {
    if (savedCount === 0) return;
    (document.getElementById(editsListId) ?? resultRef.current)?.focus();
  }, [savedCount, editsListId]);
  const editing = themeEdits.data
    ? {
        edits: themeEdits.data.edits,
        save: (edits: ThemeEdit[]) => saveEdits.mutate(edits),
        pending: saveEdits.isPending || analyzing,
        listId: editsListId,
      }
    : undefined;
  const currentEdits = themeEdits.data?.edits;
  const shown = useMemo(() => {
    if (!analysis) return null;
    if (!currentEdits) return { ...analysis, complete: true };
    const since = themeEditsSince(analysis.result, analysis.edits, currentEdits);
    return { ...analysis, result: applyThemeEdits(analysis.result, since.edits), complete: since.complete };
  }, [analysis, currentEdits]);

  function exportJson(current: Analysis) {
    const file = { surveyTitle, status: current.status, ...current.result };
    saveBlob(
      new Blob([JSON.stringify(file, null, 2)], { type: "application/json" }),
      analysisFileName(surveyTitle, current.result.generatedAt),
    );
  }

  const live = analyzing ? t("responses.ai.analyzing") : mutation.isSuccess ? t("responses.ai.ready") : "";

  return (
    <Card id={id} className="overflow-hidden">
      <div className="flex items-center gap-3 border-b border-slate-200 bg-gradient-to-r from-brand-50 to-white px-4 py-3 sm:px-5 dark:border-slate-800 dark:from-brand-950/60 dark:to-slate-900">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white">
          <Sparkles aria-hidden className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold">{t("responses.ai.title")}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("responses.ai.subtitle")}</p>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {live}
      </p>

      <div className="space-y-5 p-4 sm:p-5">
        {analyzing ? (
          <div className="flex flex-col items-center gap-2 py-10 text-center">
            <Spinner className="h-8 w-8" />
            <p className="font-medium">{t("responses.ai.analyzing")}</p>
            <p className="text-sm text-slate-500 dark:text-slate-400">{t("responses.ai.analyzingHint")}</p>
          </div>
        ) : (
          <>
            {mutation.isError ? (
              <Notice tone="error" title={t("responses.ai.failedTitle")}>
                <p>{describeApiError(mutation.error, t, t("responses.ai.failed"))}</p>
                {getPlanRefusal(mutation.error) ? (
                  <UpgradeButton className="mt-3" />
                ) : shown ? null : (
                  <Button variant="secondary" size="sm" className="mt-3" onClick={run}>
                    <RefreshCw aria-hidden className="h-4 w-4" />
                    {t("responses.ai.tryAgain")}
                  </Button>
                )}
              </Notice>
            ) : null}
            {/* A failed new analysis leaves the last one, its changes and its export where they were. */}
            {shown ? (
              <AnalysisResultView
                ref={resultRef}
                surveyId={surveyId}
                analysis={shown}
                format={format}
                editing={editing}
                busy={saveEdits.isPending}
              />
            ) : null}
            {shown && !shown.complete ? <Notice tone="info">{t("responses.ai.editsAtNextAnalysis")}</Notice> : null}
          </>
        )}
        {saveEdits.isError ? (
          <Notice tone="error">{describeApiError(saveEdits.error, t, t("responses.ai.editFailed"))}</Notice>
        ) : null}

        {!analyzing && (!mutation.isError || shown) && (
          <div className="space-y-3">
            {planRefusal ? (
              <Notice tone="warning" title={t("dashboard.toasts.proRequiredTitle")}>
                <p id={refusalId}>{t(`errors.${planRefusal}`)}</p>
                {offerUpgrade ? <UpgradeButton className="mt-3" /> : null}
              </Notice>
            ) : responseCount === 0 ? (
              <Notice tone="warning">{t("errors.NO_RESPONSES_TO_ANALYZE")}</Notice>
            ) : (
              responseCount < ADVISED_MIN_RESPONSES && (
                <Notice tone="info">{t("responses.ai.advice", { min: ADVISED_MIN_RESPONSES, count: responseCount })}</Notice>
              )
            )}
            <div>
              <Label htmlFor={promptId}>{t("responses.ai.promptLabel")}</Label>
              <textarea
                id={promptId}
                value={prompt}
                onChange={(e) => setPrompt(e.target.value)}
                maxLength={MAX_CUSTOM_PROMPT}
                rows={2}
                placeholder={t("responses.ai.promptPlaceholder")}
                className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900 dark:placeholder:text-slate-500"
              />
            </div>
            <div className="flex flex-wrap gap-2">
              {analysis ? (
                <>
                  <Button onClick={run} disabled={responseCount === 0} {...refusedBy}>
                    <RefreshCw aria-hidden className="h-4 w-4" />
                    {t("responses.ai.regenerate")}
                  </Button>
                  <Button variant="secondary" onClick={() => exportJson(shown ?? analysis)}>
                    <FileJson aria-hidden className="h-4 w-4" />
                    {t("responses.ai.export")}
                  </Button>
                </>
              ) : (
                <Button onClick={run} disabled={responseCount === 0} {...refusedBy}>
                  <Sparkles aria-hidden className="h-4 w-4" />
                  {t("responses.ai.analyze")}
                </Button>
              )}
            </div>
          </div>
        )}
        {responseCount > 0 ? (
          <AnalysisAsk surveyId={surveyId} status={status} refusedBy={planRefusal ? refusalId : null} />
        ) : null}
      </div>
    </Card>
  );
}

function AnalysisResultView({
  ref,
  surveyId,
  analysis,
  format,
  editing,
  busy,
}: {
  ref: Ref<HTMLElement>;
  surveyId: string;
  analysis: Analysis;
  format: ReturnType<typeof useFormatters>;
  editing: ThemeEditing | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { result } = analysis;
  const generatedAt = new Date(result.generatedAt);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label={t("responses.ai.resultLabel")}
      aria-busy={busy}
      className="space-y-5 focus:outline-none"
    >
      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
          {t("responses.ai.summary")}
        </h3>
        <p className="mt-1.5 whitespace-pre-line leading-relaxed">{result.summary}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <ResultList
          icon={<Lightbulb aria-hidden className="h-4 w-4" />}
          title={t("responses.ai.keyInsights")}
          items={result.keyInsights}
        />
        <ResultList
          icon={<ListChecks aria-hidden className="h-4 w-4" />}
          title={t("responses.ai.recommendations")}
          items={result.recommendations}
        />
      </div>
      <AnalysisCrossTabs crossTabs={result.crossTabs ?? []} />
      <AnalysisThemes surveyId={surveyId} themes={result.themes ?? []} {...(editing ? { editing } : {})} />
      <AnalysisCoverage surveyId={surveyId} coverage={result.textCoverage ?? []} />
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {Number.isNaN(generatedAt.getTime())
          ? null
          : `${t("responses.ai.generatedAt", { date: format.dateTime(generatedAt) })} · `}
        {t("responses.ai.basedOn", { count: result.responseCount, filter: t(`responses.filter.${analysis.status}`) })}
      </p>
    </section>
  );
}

function ResultList({ icon, title, items }: { icon: ReactNode; title: string; items: string[] }) {
  return (
    <ResultCard icon={icon} title={title}>
      <ul className="mt-3 space-y-2 text-sm">
        {items.map((item, i) => (
          <li key={i} className="flex gap-2">
            <span aria-hidden className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-500" />
            <span className="min-w-0 break-words">{item}</span>
          </li>
        ))}
      </ul>
    </ResultCard>
  );
}
