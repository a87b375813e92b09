import type { QuestionType } from "@sondar/core/question-types/question-types";
import { Lightbulb, ListChecks, MessageSquareQuote, Sparkles, Wand2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";

/** The five questions the example draft shows, with their types (an AI draft has five: docs/product/ai.md). */
const DRAFT: { key: string; type: QuestionType }[] = [
  { key: "visits", type: "multiple-choice" },
  { key: "coffee", type: "rating" },
  { key: "wait", type: "multiple-choice" },
  { key: "recommend", type: "scale" },
  { key: "change", type: "textarea" },
];
const POINTS = [
  { key: "draft", Icon: Wand2 },
  { key: "summary", Icon: ListChecks },
  { key: "themes", Icon: MessageSquareQuote },
] as const;

/** One of the two examples: a card under its icon and title. */
function ExampleCard({ Icon, title, children }: { Icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card className="p-6">
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden className="h-5 w-5 text-brand-600 dark:text-brand-400" />
        {title}
      </h3>
      {children}
    </Card>
  );
}

/** A labelled part of the example analysis. */
function AnalysisPart({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

/** The AI generation and analysis section: an example draft and an example analysis, as the product makes them. */
export function LandingAiSection() {
  const { t } = useTranslation();
  const k = (key: string) => `landing.ai.${key}`;
  return (
    <section aria-labelledby="ai-title" className="bg-slate-50 py-20 dark:bg-slate-900/60">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <Badge tone="brand">
            <Sparkles aria-hidden className="h-3.5 w-3.5" />
            {t(k("badge"))}
          </Badge>
          <h2 id="ai-title" className="mt-4 text-3xl font-bold tracking-tight">
            {t(k("title"))}
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">{t(k("subtitle"))}</p>
        </div>
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <ExampleCard Icon={Wand2} title={t(k("generateTitle"))}>
            <p className="mt-4 rounded-lg bg-slate-100 px-4 py-3 text-sm italic text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              “{t(k("prompt"))}”
            </p>
            <p className="mt-4 text-sm font-medium text-slate-600 dark:text-slate-400">{t(k("drafted"))}</p>
            <ol className="mt-2 space-y-2 text-sm">
              {DRAFT.map(({ key, type }, index) => (
                <li
                  key={key}
                  className="flex items-start justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700"
                >
                  <span>
                    <span className="mr-2 font-semibold text-brand-700 dark:text-brand-300">{index + 1}.</span>
                    {t(k(`questions.${key}`))}
                  </span>
                  <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">{t(`questionTypes.${type}`)}</span>
                </li>
              ))}
            </ol>
          </ExampleCard>
          <ExampleCard Icon={Lightbulb} title={t(k("analyseTitle"))}>
            <dl className="mt-4 space-y-4 text-sm">
              <AnalysisPart label={t(k("summaryLabel"))}>{t(k("summary"))}</AnalysisPart>
              <AnalysisPart label={t(k("insightsLabel"))}>
                <ul className="list-disc space-y-1 pl-5">
                  <li>{t(k("insightOne"))}</li>
                  <li>{t(k("insightTwo"))}</li>
                </ul>
              </AnalysisPart>
              <AnalysisPart label={t(k("recommendationLabel"))}>{t(k("recommendation"))}</AnalysisPart>
            </dl>
          </ExampleCard>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-3">
          {POINTS.map(({ key, Icon }) => (
            <li key={key} className="flex gap-3">
              <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-400" />
              <span className="text-sm text-slate-700 dark:text-slate-300">{t(k(`points.${key}`))}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">{t(k("engineNote"))}</p>
      </div>
    </section>
  );
}
