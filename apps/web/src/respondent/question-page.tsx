import type { Answer } from "@sondar/core/answers/answer-schema";
import { describeRemainingTime, estimateRemainingSeconds } from "@sondar/core/question-types/time-estimate";
import { progressPercent } from "@sondar/core/respondent/progress";
import type { Question } from "@sondar/core/surveys/question-schema";
import { isUploadUrl } from "@sondar/core/uploads/upload-url";
import { ChevronLeft, Clock } from "lucide-react";
import { useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { t } from "./i18n";
import { RespondentButton } from "./respondent-button";
import { cardClass, type Recall } from "./survey-pages";
import { QuestionWidget } from "./widgets/question-widget";

export type AnswerInput = "pointer" | "keyboard";

export interface QuestionPageProps {
  questions: readonly Question[];
  /** The title and description as shown: recall tokens replaced by text. */
  recall: Recall;
  index: number;
  /** The questions display logic shows for the answers so far (branching/display-logic.ts): progress counts only these. */
  shown: readonly Question[];
  direction: "forward" | "back";
  answer: Answer | undefined;
  /** A new answer, and whether a pointer (click, tap) or the keyboard gave it. */
  onChange: (answer: Answer | undefined, by: AnswerInput) => void;
  problem: string | null;
  onFieldBlur: () => void;
  onAdvance: () => void;
  onPrevious: (() => void) | null;
  nextLabel: string;
  nextDisabled: boolean;
  upload: ((file: File) => Promise<string>) | undefined;
  onBusyChange: (busy: boolean) => void;
  bodyRef: RefObject<HTMLDivElement | null>;
  /** Submission notices (queued, failed) shown above the buttons. */
  notice?: ReactNode;
  locked: boolean;
}

function remainingTimeText(questions: readonly Question[], index: number): string {
  const estimate = describeRemainingTime(estimateRemainingSeconds(questions, index));
  return estimate.kind === "lessThanMinute" ? t("lessThanMinute") : t("aboutMinutes", { count: estimate.count });
}

/**
 * Enter moves on from any field but a textarea (new line: Ctrl/Cmd+Enter moves on there), a
 * button (its own action), a file picker, or a select with nothing chosen yet (there Enter is
 * the browser's, which may open the list). A chosen select moves on like a text field: arrows
 * choose, Enter confirms. An open list keeps its keys, so Enter there only picks the option.
 */
function isEnterToAdvance(event: KeyboardEvent<HTMLFormElement>): boolean {
  if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return false;
  const target = event.target as HTMLElement;
  if (target.closest("textarea")) return event.ctrlKey || event.metaKey;
  if (target.closest("button, a")) return false;
  if (target instanceof HTMLSelectElement) return target.value !== "";
  return !(target instanceof HTMLInputElement && target.type === "file");
}

/** One question: progress, title, images, the field, its message, and the navigation. */
export function QuestionPage(props: QuestionPageProps) {
  const { questions, index } = props;
  const question = questions[index];
  const id = useId();
  // A click or tap on an option moves on by itself; arrow keys only browse (Enter moves on).
  const inputBy = useRef<AnswerInput>("keyboard");
  if (!question) return null;
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const problemId = `${id}-problem`;
  const { shown } = props;
  const position = shown.indexOf(question);
  const total = shown.length;
  const percent = progressPercent(position, total);
  // Only our own uploads are shown: an address elsewhere would tell another site who answers.
  const images = question.images.filter((image) => isUploadUrl(image.url));
  const description = props.recall(question.description);
  const describedBy = [description ? descriptionId : "", props.problem ? problemId : ""].filter(Boolean).join(" ") || undefined;

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      // Clips the 300 ms slide so it never widens a narrow screen.
      className={`${cardClass} overflow-hidden lg:text-lg`}
      onSubmit={(e) => {
        e.preventDefault();
        props.onAdvance();
      }}
      onKeyDown={(e) => {
        if (!isEnterToAdvance(e)) return;
        e.preventDefault();
        props.onAdvance();
      }}
    >
      <div className="mb-8">
        <div className="mb-2 flex items-center justify-between gap-4 text-sm text-slate-600 dark:text-slate-400">
          <span>{t("questionOf", { current: position + 1, total })}</span>
          <span className="flex items-center gap-1.5">
            <Clock aria-hidden className="h-4 w-4" />
            <span className="sr-only">{t("timeRemaining")}: </span>
            {remainingTimeText(shown, position)}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={t("progressLabel")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${percent}%` }} />
        </div>
      </div>

      <div
        key={question.id}
        ref={props.bodyRef}
        className={props.direction === "forward" ? "animate-slide-from-right" : "animate-slide-from-left"}
      >
        <h2 id={titleId} tabIndex={-1} className="text-xl font-semibold outline-none sm:text-2xl lg:text-3xl">
          {props.recall(question.title)}
          {question.required && question.type !== "statement" && (
            <span aria-hidden className="ml-1 text-red-500">
              *
            </span>
          )}
        </h2>
        {description && (
          <p id={descriptionId} className="mt-2 whitespace-pre-line text-slate-600 dark:text-slate-400">
            {description}
          </p>
        )}
        {images.length > 0 && (
          <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {images.map((image) => (
              <img
                key={image.id}
                src={image.url}
                // Empty alt text marks a decorative image, which screen readers skip.
                alt={image.alt.trim()}
                loading="lazy"
                className="max-h-72 w-full rounded-lg object-contain ring-1 ring-slate-200 dark:ring-slate-800"
              />
            ))}
          </div>
        )}
        <div
          className="mt-6"
          onPointerDownCapture={() => (inputBy.current = "pointer")}
          onKeyDownCapture={() => (inputBy.current = "keyboard")}
        >
          <QuestionWidget
            key={question.id}
            question={question}
            answer={props.answer}
            onChange={(answer) => props.onChange(answer, inputBy.current)}
            labelledBy={titleId}
            describedBy={describedBy}
            invalid={props.problem !== null}
            onBlur={props.onFieldBlur}
            upload={props.upload}
            onBusyChange={props.onBusyChange}
          />
        </div>
        {props.problem && (
          <p id={problemId} role="alert" className="mt-3 text-sm font-medium text-red-600 dark:text-red-400">
            {props.problem}
          </p>
        )}
      </div>

      {props.notice}

      <div className="mt-8 flex items-center justify-between gap-3">
        {props.onPrevious ? (
          <RespondentButton variant="ghost" onClick={props.onPrevious} disabled={props.locked} className="px-3">
            <ChevronLeft aria-hidden className="h-4 w-4" />
            {t("previous")}
          </RespondentButton>
        ) : (
          <span />
        )}
        <RespondentButton type="submit" disabled={props.nextDisabled || props.locked}>
          {props.nextLabel}
        </RespondentButton>
      </div>
    </form>
  );
}
