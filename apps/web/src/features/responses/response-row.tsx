import { completionPercent, completionQualityFor } from "@sondar/core/responses/completion-quality";
import type { SurveyResponseItem } from "@sondar/core/responses/response-list";
import type { Question } from "@sondar/core/surveys/question-schema";
import { ChevronDown, Filter, MapPin } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../components/ui/badge";
import { ChipButton } from "../../components/ui/chip-button";
import { cn } from "../../components/ui/cn";
import { AnswerValue } from "./answer-value";
import { locationLabel, parseCompletedAt, responseStatusKey } from "./response-labels";
import { useFormatters } from "../../lib/use-formatters";

const STATUS_TONES = { complete: "green", partial: "amber", unknown: "slate" } as const;
const QUALITY_TONES = { high: "brand", medium: "amber", low: "slate" } as const;

/** One response: a summary line that expands to every answer. */
export function ResponseRow({
  response,
  questions,
  selected,
  onToggleSelected,
  expanded,
  onToggleExpanded,
  onFilterHidden,
}: {
  response: SurveyResponseItem;
  questions: Question[];
  selected: boolean;
  /** Absent when I may not delete responses: nothing to select them for. */
  onToggleSelected: (() => void) | undefined;
  expanded: boolean;
  onToggleExpanded: () => void;
  /** Narrows the list to the responses holding this hidden value. */
  onFilterHidden: (key: string, value: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const panelId = useId();
  const who = response.respondentEmail || t("responses.list.anonymous");
  const completedAt = parseCompletedAt(response.completedAt);
  const when = completedAt ? format.dateTime(completedAt) : t("responses.list.notCompleted");
  const status = responseStatusKey(response.status);
  const percent = completionPercent(questions, response.answers);
  const quality = completionQualityFor(percent);
  const location = locationLabel(response.city, response.country);
  const answerable = questions.filter((q) => q.type !== "statement");
  const known = new Set(questions.map((q) => q.id));
  const orphans = Object.keys(response.answers).filter((id) => !known.has(id));
  const hiddenValues = Object.entries(response.hiddenFields);

  return (
    <li className={cn("transition-colors", selected && "bg-brand-50/60 dark:bg-brand-950/40")}>
      <div className="flex items-start gap-3 px-3 py-3 sm:px-4">
        {onToggleSelected && (
          <input
            type="checkbox"
            className="mt-3 h-4 w-4 shrink-0 accent-brand-600"
            checked={selected}
            onChange={onToggleSelected}
            aria-label={t("responses.list.select", { who, when })}
          />
        )}
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggleExpanded}
          className="flex min-w-0 flex-1 flex-col gap-2 rounded-lg px-1 py-1.5 text-left hover:bg-slate-50 sm:flex-row sm:items-center sm:gap-4 dark:hover:bg-slate-800/60"
        >
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{who}</span>
            <span className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-slate-500 dark:text-slate-400">
              <span>{when}</span>
              {location && (
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden className="h-3.5 w-3.5" />
                  {location}
                </span>
              )}
            </span>
          </span>
          <span className="flex shrink-0 flex-wrap items-center gap-2">
            <Badge tone={STATUS_TONES[status]}>{t(`responses.status.${status}`)}</Badge>
            <span title={t("responses.list.qualityLabel")} className="inline-flex">
              <Badge tone={QUALITY_TONES[quality]}>
                <span className="sr-only">{t("responses.list.qualityLabel")}: </span>
                {t(`responses.quality.${quality}`)} · {percent}%
              </Badge>
            </span>
            <ChevronDown
              aria-hidden
              className={cn("ml-auto h-4 w-4 text-slate-400 transition-transform sm:ml-0", expanded && "rotate-180")}
            />
          </span>
        </button>
      </div>
      <div id={panelId} hidden={!expanded} className="border-t border-slate-100 px-4 pb-4 pt-3 sm:pl-11 dark:border-slate-800">
        {expanded && hiddenValues.length > 0 && (
          <section aria-label={t("responses.hidden.title")} className="mb-4">
            <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{t("responses.hidden.title")}</h3>
            <dl className="flex flex-wrap gap-2 text-sm">
              {hiddenValues.map(([key, value]) => (
                <div
                  key={key}
                  className="inline-flex items-center gap-1 rounded-lg bg-slate-100 py-1 pl-2 pr-1 dark:bg-slate-800"
                >
                  <dt className="font-medium text-slate-600 dark:text-slate-300">{key}</dt>
                  <dd className="min-w-0 break-words">{value}</dd>
                  <ChipButton
                    icon={Filter}
                    label={t("responses.hidden.filterBy", { key, value })}
                    onClick={() => onFilterHidden(key, value)}
                  />
                </div>
              ))}
            </dl>
          </section>
        )}
        {expanded && (
          <dl className="grid gap-x-6 gap-y-3 text-sm md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
            {answerable.map((question) => (
              <div key={question.id} className="contents">
                <dt className="font-medium text-slate-600 md:pt-0.5 dark:text-slate-300">{question.title}</dt>
                <dd className="-mt-2 min-w-0 md:mt-0">
                  <AnswerValue question={question} answer={response.answers[question.id]} />
                </dd>
              </div>
            ))}
            {orphans.map((id) => (
              <div key={id} className="contents">
                <dt className="font-medium text-slate-500 italic dark:text-slate-400">{t("responses.list.removedQuestion")}</dt>
                <dd className="-mt-2 min-w-0 md:mt-0">
                  <AnswerValue question={undefined} answer={response.answers[id]} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </li>
  );
}
