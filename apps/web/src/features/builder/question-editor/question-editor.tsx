import { asLanguage } from "@sondar/core/i18n/languages";
import { QUESTION_TYPES, supportsBranching, type QuestionType } from "@sondar/core/question-types/question-types";
import type { Question } from "@sondar/core/surveys/question-schema";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Select } from "../../../components/ui/select";
import { BranchingEditor } from "./branching-editor";
import { DisplayLogicEditor } from "./display-logic-editor";
import { EditorSection, SettingSwitch, TextArea } from "./editor-controls";
import { QuestionImages } from "./question-images";
import { QuestionSettings } from "./question-settings";
import { QUESTION_TYPE_ICONS } from "./question-type-meta";
import { changeQuestionType } from "./question-updates";

export interface QuestionEditorProps {
  /** The survey the question belongs to; images upload under it. */
  surveyId: string;
  /** The question being edited (controlled). */
  question: Question;
  /** Its 0-based position in `allQuestions`. */
  index: number;
  /** Every question of the survey, in order: branching pickers offer earlier and later ones. */
  allQuestions: readonly Question[];
  /** Locks every field and button (no Pro rights). */
  disabled?: boolean;
  /** Receives a whole new question object on every edit; the props are never mutated. */
  onChange: (next: Question) => void;
}

/**
 * The builder's editor for one question: type, texts, required, type settings, images,
 * display logic, branching. It draws no card of its own; the page puts it in one.
 */
export function QuestionEditor({ surveyId, question, index, allQuestions, disabled = false, onChange }: QuestionEditorProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const Icon = QUESTION_TYPE_ICONS[question.type];

  return (
    <div className="space-y-5">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300">
          <Icon aria-hidden className="h-4 w-4" />
        </span>
        {t("questionEditor.heading", { number: index + 1 })}
      </h2>

      <div>
        <Label htmlFor={`${id}-type`}>{t("questionEditor.type")}</Label>
        <div className="relative sm:w-72">
          <Icon
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          />
          <Select
            id={`${id}-type`}
            value={question.type}
            disabled={disabled}
            onChange={(event) => {
              const type = QUESTION_TYPES.find((value) => value === event.target.value);
              if (type) onChange(changeQuestionType(question, type, asLanguage(i18n.resolvedLanguage)));
            }}
            className="w-full pl-9"
          >
            {QUESTION_TYPES.map((type: QuestionType) => (
              <option key={type} value={type}>
                {t(`questionEditor.types.${type}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <div>
        <Label htmlFor={`${id}-title`}>{t("questionEditor.title")}</Label>
        <Input
          id={`${id}-title`}
          value={question.title}
          maxLength={500}
          placeholder={t("questionEditor.titlePlaceholder")}
          disabled={disabled}
          onChange={(event) => onChange({ ...question, title: event.target.value })}
        />
      </div>

      <div>
        <Label htmlFor={`${id}-description`}>{t("questionEditor.description")}</Label>
        <TextArea
          id={`${id}-description`}
          rows={2}
          value={question.description}
          maxLength={2000}
          placeholder={t("questionEditor.descriptionPlaceholder")}
          disabled={disabled}
          onChange={(event) => onChange({ ...question, description: event.target.value })}
        />
      </div>

      {question.type !== "statement" && (
        <SettingSwitch
          label={t("questionEditor.required")}
          hint={t("questionEditor.requiredHint")}
          checked={question.required}
          disabled={disabled}
          onCheckedChange={(required) => onChange({ ...question, required })}
        />
      )}

      <EditorSection title={t("questionEditor.settings")}>
        {/* Keyed so that fields with typed-but-invalid drafts start afresh on another type or question. */}
        <QuestionSettings key={`${question.id}:${question.type}`} question={question} disabled={disabled} onChange={onChange} />
      </EditorSection>

      <EditorSection title={t("questionEditor.images.title")}>
        <QuestionImages key={question.id} surveyId={surveyId} question={question} disabled={disabled} onChange={onChange} />
      </EditorSection>

      <EditorSection title={t("questionEditor.displayLogic.title")}>
        <DisplayLogicEditor
          question={question}
          index={index}
          allQuestions={allQuestions}
          disabled={disabled}
          onChange={onChange}
        />
      </EditorSection>

      {supportsBranching(question.type) && (
        <EditorSection title={t("questionEditor.branching.title")}>
          <BranchingEditor
            question={question}
            index={index}
            allQuestions={allQuestions}
            disabled={disabled}
            onChange={onChange}
          />
        </EditorSection>
      )}
    </div>
  );
}
