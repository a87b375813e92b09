import type { DropOff } from "@sondar/core/responses/time-and-drop-off";
import { percentOf } from "@sondar/core/responses/survey-summary";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/card";
import { useFormatters } from "../../../lib/use-formatters";

/**
 * The funnel, one row per answerable question: saw (share of all responses, drawn as a bar),
 * answered and left here (shares of those who saw it).
 */
export function DropOffCard({ dropOff }: { dropOff: DropOff }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  const cell = (count: number, of: number) => (
    <>
      {format.number(count)}
      <span className="ml-1 text-xs text-slate-500 dark:text-slate-400">{format.percent(percentOf(count, of))}</span>
    </>
  );
  return (
    <Card className="h-full p-4 sm:p-5" role="group" aria-labelledby={titleId}>
      <h4 id={titleId} className="font-semibold">
        {t("responses.journey.dropOff.title")}
      </h4>
      <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{t("responses.journey.dropOff.hint")}</p>
      {dropOff.steps.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">{t("responses.journey.dropOff.none")}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t("responses.journey.dropOff.caption")}</caption>
            <thead>
              <tr className="text-left text-xs font-medium text-slate-500 dark:text-slate-400">
                <th scope="col" className="pb-2 pr-3 font-medium">
                  {t("responses.journey.dropOff.question")}
                </th>
                <th scope="col" className="pb-2 pr-3 text-right font-medium">
                  {t("responses.journey.dropOff.saw")}
                </th>
                <th scope="col" className="pb-2 pr-3 text-right font-medium">
                  {t("responses.journey.dropOff.answered")}
                </th>
                <th scope="col" className="pb-2 text-right font-medium">
                  {t("responses.journey.dropOff.leftHere")}
                </th>
              </tr>
            </thead>
            <tbody>
              {dropOff.steps.map((step, index) => (
                <tr key={step.questionId} className="border-t border-slate-100 align-top dark:border-slate-800">
                  <th scope="row" className="min-w-40 py-2 pr-3 text-left font-normal">
                    <span className="break-words">
                      <span className="mr-1.5 text-slate-500 dark:text-slate-400">{index + 1}.</span>
                      {step.title}
                    </span>
                    <div aria-hidden className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
                      <div
                        className="h-full rounded-full bg-brand-500 dark:bg-brand-400"
                        style={{ width: `${percentOf(step.saw, dropOff.responseCount)}%` }}
                      />
                    </div>
                  </th>
                  <td className="whitespace-nowrap py-2 pr-3 text-right tabular-nums">{cell(step.saw, dropOff.responseCount)}</td>
                  <td className="whitespace-nowrap py-2 pr-3 text-right tabular-nums">{cell(step.answered, step.saw)}</td>
                  <td className="whitespace-nowrap py-2 text-right tabular-nums">{cell(step.leftHere, step.saw)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dropOff.leftBeforeSubmit > 0 && (
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
          {t("responses.journey.dropOff.leftBeforeSubmit", { count: dropOff.leftBeforeSubmit })}
        </p>
      )}
    </Card>
  );
}
