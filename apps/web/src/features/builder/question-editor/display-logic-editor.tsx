import { supportsBranching } from "@sondar/core/question-types/question-types";
import type { BranchingOperator } from "@sondar/core/surveys/branching-operators";
import { MAX_DISPLAY_CONDITIONS, type DisplayCondition, type DisplayLogic } from "@sondar/core/surveys/display-logic";
import type { Question } from "@sondar/core/surveys/question-schema";
import type { TFunction } from "i18next";
import { Eye, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { questionPickerLabel, valueChoices } from "./branching-values";
import { ConditionFields } from "./condition-fields";
import { FieldHint, SegmentedControl } from "./editor-controls";
import { QuestionPicker, type Positioned } from "./question-picker";

/** A condition in plain words: "the answer to Q1: Coffee? is “Yes”" (unknown parts as "…"). */
export function describeCondition(condition: DisplayCondition, questions: readonly Question[], t: TFunction): string {
  const index = questions.findIndex((q) => q.id === condition.questionId);
  const source = questions[index];
  const value = condition.value.trim()
    ? ((source ? valueChoices(source, t)?.find((c) => c.value === condition.value)?.label : undefined) ?? condition.value)
    : "…";
  return t("questionEditor.displayLogic.phrase", {
    question: source ? questionPickerLabel(source, index, t) : "…",
    operator: t(`questionEditor.displayLogic.phrases.${condition.operator}`),
    value,
  });
}

/** The whole logic in one sentence: "Show this question when … and …." */
export function describeDisplayLogic(logic: DisplayLogic | null, questions: readonly Question[], t: TFunction): string {
  if (!logic || logic.conditions.length === 0) return t("questionEditor.displayLogic.always");
  const joiner = t(`questionEditor.displayLogic.join.${logic.match}`);
  const conditions = logic.conditions.map((c) => describeCondition(c, questions, t)).join(joiner);
  return t("questionEditor.displayLogic.summary", { conditions });
}

/**
 * When the question is shown (docs/product/surveys-and-questions.md#display-logic): conditions on
 * the answers to earlier questions with fixed answers, all or any of which must hold. Without
 * conditions the question is always shown (stored as null).
 */
export function DisplayLogicEditor({
  question,
  index,
  allQuestions,
  disabled,
  onChange,
}: {
  question: Question;
  index: number;
  allQuestions: readonly Question[];
  disabled: boolean;
  onChange: (next: Question) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const found = allQuestions.findIndex((q) => q.id === question.id);
  const position = found === -1 ? index : found;
  const sources: Positioned[] = allQuestions
    .map((q, i) => ({ question: q, index: i }))
    .filter((p) => p.index < position && supportsBranching(p.question.type));
  const logic = question.displayLogic;
  const conditions = logic?.conditions ?? [];

  const setConditions = (next: DisplayCondition[]) =>
    onChange({ ...question, displayLogic: next.length ? { match: logic?.match ?? "all", conditions: next } : null });
  const setCondition = (at: number, patch: Partial<DisplayCondition>) =>
    setConditions(conditions.map((c, i) => (i === at ? { ...c, ...patch } : c)));
  const nearest = sources.at(-1);
  const addCondition = () => {
    if (nearest) setConditions([...conditions, { questionId: nearest.question.id, operator: "equals", value: "" }]);
  };

  return (
    <div className="space-y-3">
      <FieldHint id={`${id}-hint`}>{t("questionEditor.displayLogic.hint")}</FieldHint>
      <p
        aria-live="polite"
        className="flex items-start gap-2 rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300"
      >
        <Eye aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        {describeDisplayLogic(logic, allQuestions, t)}
      </p>
      {conditions.length > 1 && logic && (
        <SegmentedControl
          label={t("questionEditor.displayLogic.match")}
          value={logic.match}
          options={[
            { value: "all", label: t("questionEditor.displayLogic.matches.all") },
            { value: "any", label: t("questionEditor.displayLogic.matches.any") },
          ]}
          disabled={disabled}
          onChange={(match) => onChange({ ...question, displayLogic: { ...logic, match } })}
        />
      )}
      {conditions.length > 0 && (
        <ol className="space-y-3">
          {conditions.map((condition, at) => {
            const source = sources.find((p) => p.question.id === condition.questionId);
            const warning = !source
              ? t("questionEditor.displayLogic.notEarlier")
              : condition.value.trim() === ""
                ? t("questionEditor.displayLogic.willBeRemoved")
                : null;
            const fieldId = `${id}-${at}`;
            return (
              <li
                key={at}
                className="rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-950/40"
              >
                <div
                  role="group"
                  aria-labelledby={`${fieldId}-title`}
                  {...(warning ? { "aria-describedby": `${fieldId}-warning` } : {})}
                >
                  <div className="mb-2 flex items-center justify-between gap-2">
                    <p id={`${fieldId}-title`} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
                      {t("questionEditor.displayLogic.condition", {
                        number: at + 1,
                        text: describeCondition(condition, allQuestions, t),
                      })}
                    </p>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="h-8 w-8 shrink-0 text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
                      aria-label={t("questionEditor.displayLogic.remove", { number: at + 1 })}
                      disabled={disabled}
                      onClick={() => setConditions(conditions.filter((_, i) => i !== at))}
                    >
                      <Trash2 aria-hidden className="h-4 w-4" />
                    </Button>
                  </div>
                  <div className="grid gap-3 sm:grid-cols-3">
                    <QuestionPicker
                      id={`${fieldId}-source`}
                      label={t("questionEditor.displayLogic.source")}
                      options={sources}
                      selected={condition.questionId}
                      emptyText={t("questionEditor.displayLogic.noEarlier")}
                      disabled={disabled}
                      // The value answered the previous question; an emptied choice keeps the old one.
                      onSelect={(questionId) => questionId && setCondition(at, { questionId, value: "" })}
                    />
                    <ConditionFields
                      id={fieldId}
                      operatorLabel={t("questionEditor.displayLogic.operator")}
                      operator={condition.operator}
                      value={condition.value}
                      valueQuestion={source?.question ?? null}
                      disabled={disabled}
                      onOperator={(operator: BranchingOperator) => setCondition(at, { operator })}
                      onValue={(value) => setCondition(at, { value })}
                    />
                  </div>
                  {warning && (
                    <p id={`${fieldId}-warning`} className="mt-2 text-xs font-medium text-amber-700 dark:text-amber-300">
                      {warning}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || !nearest || conditions.length >= MAX_DISPLAY_CONDITIONS}
        aria-describedby={nearest ? `${id}-hint` : `${id}-none`}
        onClick={addCondition}
      >
        <Plus aria-hidden className="h-4 w-4" />
        {t("questionEditor.displayLogic.add")}
      </Button>
      {!nearest && <FieldHint id={`${id}-none`}>{t("questionEditor.displayLogic.noEarlier")}</FieldHint>}
    </div>
  );
}
