import { asLanguage } from "@sondar/core/i18n/languages";
import { LIKERT_LABELS_BY_LANGUAGE, LIKERT_TYPES, type LikertType } from "@sondar/core/question-types/likert";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Select } from "../../../components/ui/select";
import { FieldHint } from "./editor-controls";
import type { PanelProps } from "./types";

type Labels = [string, string, string, string, string];

/** The likert scale type (loads its five default labels) and the five editable labels. */
export function LikertSettings({ question, disabled, onChange }: PanelProps<"likert">) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { likertScale } = question;

  const setLabel = (index: number, text: string) => {
    const labels = [...likertScale.labels] as Labels;
    labels[index] = text;
    onChange({ ...question, likertScale: { ...likertScale, labels } });
  };

  return (
    <div className="space-y-4">
      <div>
        <Label htmlFor={`${id}-type`}>{t("questionEditor.likert.type")}</Label>
        <Select
          id={`${id}-type`}
          aria-describedby={`${id}-type-hint`}
          value={likertScale.type}
          disabled={disabled}
          onChange={(event) => {
            const type = LIKERT_TYPES.find((value) => value === event.target.value);
            if (type)
              onChange({
                ...question,
                likertScale: { type, labels: [...LIKERT_LABELS_BY_LANGUAGE[asLanguage(i18n.resolvedLanguage)][type]] },
              });
          }}
          className="w-full sm:w-64"
        >
          {LIKERT_TYPES.map((type: LikertType) => (
            <option key={type} value={type}>
              {t(`questionEditor.likert.types.${type}`)}
            </option>
          ))}
        </Select>
        <FieldHint id={`${id}-type-hint`}>{t("questionEditor.likert.typeHint")}</FieldHint>
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t("questionEditor.likert.labels")}
        </legend>
        <div className="grid gap-2 sm:grid-cols-5">
          {likertScale.labels.map((label, index) => (
            <Input
              // The five positions are fixed, so the index is a stable key.
              key={index}
              aria-label={t("questionEditor.likert.labelN", { number: index + 1 })}
              value={label}
              maxLength={100}
              disabled={disabled}
              onChange={(event) => setLabel(index, event.target.value)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
