import { answerIds, answerLabels } from "@sondar/core/surveys/option-ids";
import type { ReactNode } from "react";
import { t } from "../i18n";
import { useLazyModuleState, type LazyModule } from "../lazy-module";
import { RespondentButton } from "../respondent-button";
import type { QuestionOf } from "../survey-types";
import type { WidgetProps } from "./widget-props";
import { CheckboxWidget, DropdownWidget, LikertWidget, MultipleChoiceWidget, YesNoWidget } from "./choice-widgets";
import { NumberWidget } from "./number-widget";
import { RatingWidget } from "./rating-widget";
import { ScaleWidget } from "./scale-widget";
import { TextareaWidget, TextInputWidget } from "./text-widgets";
import { fileUploadWidget, matrixWidget, phoneWidget, rankingWidget } from "./widget-chunks";

/**
 * A widget from its own chunk. The page fetches the chunks its survey needs right after the
 * first paint (and before it, for a first question of such a type), so this rarely waits.
 */
function Lazy<M>({ chunk, render }: { chunk: LazyModule<M>; render: (module: M) => ReactNode }) {
  const { module, failed, retry } = useLazyModuleState(chunk);
  if (module) return render(module);
  if (failed) {
    // Online, the chunk may be gone for good (a new version was deployed): a reload fetches the
    // current one, and the answers so far come back with the page.
    const online = navigator.onLine;
    return (
      <div role="status" className="space-y-3 rounded-lg border border-dashed border-slate-300 p-4 dark:border-slate-700">
        <p>{t(online ? "widgetFailed" : "widgetOffline")}</p>
        <div className="flex flex-wrap gap-2">
          <RespondentButton variant="secondary" onClick={retry}>
            {t("tryAgain")}
          </RespondentButton>
          {online && (
            <RespondentButton variant="ghost" onClick={() => window.location.reload()}>
              {t("reloadPage")}
            </RespondentButton>
          )}
        </div>
      </div>
    );
  }
  return <div aria-busy="true" className="h-24 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />;
}

/** The answer field for any of the 19 types; statements have none. */
export function QuestionWidget({
  upload,
  onBusyChange,
  ...given
}: WidgetProps & { upload: ((file: File) => Promise<string>) | undefined; onBusyChange: (busy: boolean) => void }) {
  const { question } = given;
  // Widgets show and hand back choice labels; the page holds and sends the choices' stable ids
  // (docs/decisions/245-stable-option-ids.md). Labels are distinct in a published survey.
  const props: WidgetProps = {
    ...given,
    answer: answerLabels(question, given.answer),
    onChange: (answer) => given.onChange(answer === undefined ? undefined : answerIds(question, answer)),
  };
  switch (question.type) {
    case "text":
    case "email":
    case "url":
    case "date":
    case "time":
      // The plain types share one schema member, so the switch cannot narrow `type` itself.
      return <TextInputWidget {...props} question={question as QuestionOf<typeof question.type>} />;
    case "textarea":
      return <TextareaWidget {...props} question={question as QuestionOf<"textarea">} />;
    case "phone":
      return <Lazy chunk={phoneWidget} render={({ PhoneWidget }) => <PhoneWidget {...props} question={question} />} />;
    case "number":
      return <NumberWidget {...props} question={question} />;
    case "multiple-choice":
      return <MultipleChoiceWidget {...props} question={question} />;
    case "checkbox":
      return <CheckboxWidget {...props} question={question} />;
    case "dropdown":
      return <DropdownWidget {...props} question={question} />;
    case "yes-no":
      return <YesNoWidget {...props} question={question as QuestionOf<"yes-no">} />;
    case "likert":
      return <LikertWidget {...props} question={question} />;
    case "rating":
      return <RatingWidget {...props} question={question} />;
    case "scale":
      return <ScaleWidget {...props} question={question} />;
    case "ranking":
      return <Lazy chunk={rankingWidget} render={({ RankingWidget }) => <RankingWidget {...props} question={question} />} />;
    case "matrix":
      return <Lazy chunk={matrixWidget} render={({ MatrixWidget }) => <MatrixWidget {...props} question={question} />} />;
    case "file-upload":
      return (
        <Lazy
          chunk={fileUploadWidget}
          render={({ FileUploadWidget }) => (
            <FileUploadWidget {...props} question={question} upload={upload} onBusyChange={onBusyChange} />
          )}
        />
      );
    case "statement":
      return null;
  }
}
