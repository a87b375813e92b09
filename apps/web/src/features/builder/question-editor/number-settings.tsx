import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { describedBy, FieldError } from "./editor-controls";
import { parseNumber } from "./question-updates";
import type { PanelProps, QuestionOf } from "./types";
import { useDraft } from "./use-draft";

type NumberSettingsValue = QuestionOf<"number">["numberSettings"];

interface Draft {
  min: string;
  max: string;
}

const normalize = (draft: Draft) => JSON.stringify([parseNumber(draft.min) ?? null, parseNumber(draft.max) ?? null]);
const isBad = (text: string) => text.trim() !== "" && parseNumber(text) === undefined;

/** Optional minimum and maximum of a number answer (min ≤ max) and the field's placeholder. */
export function NumberSettings({ question, disabled, onChange }: PanelProps<"number">) {
  const { t } = useTranslation();
  const id = useId();
  const settings = question.numberSettings;
  const [draft, setDraft] = useDraft<Draft>(
    { min: settings.min === undefined ? "" : String(settings.min), max: settings.max === undefined ? "" : String(settings.max) },
    normalize,
  );

  const min = parseNumber(draft.min);
  const max = parseNumber(draft.max);
  const minBad = isBad(draft.min);
  const maxBad = isBad(draft.max);
  const rangeBad = min !== undefined && max !== undefined && min > max;

  const emit = (next: NumberSettingsValue) => {
    const clean: NumberSettingsValue = {};
    if (next.min !== undefined) clean.min = next.min;
    if (next.max !== undefined) clean.max = next.max;
    if (next.placeholder) clean.placeholder = next.placeholder;
    onChange({ ...question, numberSettings: clean });
  };

  const changeBound = (field: keyof Draft, text: string) => {
    const nextDraft = { ...draft, [field]: text };
    setDraft(nextDraft);
    if (isBad(nextDraft.min) || isBad(nextDraft.max)) return;
    const nextMin = parseNumber(nextDraft.min);
    const nextMax = parseNumber(nextDraft.max);
    if (nextMin !== undefined && nextMax !== undefined && nextMin > nextMax) return;
    emit({ ...settings, min: nextMin, max: nextMax });
  };

  const rangeId = `${id}-range`;
  const field = (name: keyof Draft, bad: boolean) => (
    <div>
      <Label htmlFor={`${id}-${name}`}>{t(`questionEditor.number.${name}`)}</Label>
      <Input
        id={`${id}-${name}`}
        type="number"
        inputMode="decimal"
        step="any"
        value={draft[name]}
        disabled={disabled}
        aria-invalid={bad || rangeBad}
        aria-describedby={describedBy(bad && `${id}-${name}-error`, rangeBad && rangeId)}
        onChange={(event) => changeBound(name, event.target.value)}
      />
      {bad && <FieldError id={`${id}-${name}-error`}>{t("questionEditor.number.errors.notNumber")}</FieldError>}
    </div>
  );

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        {field("min", minBad)}
        {field("max", maxBad)}
      </div>
      {rangeBad && <FieldError id={rangeId}>{t("questionEditor.number.errors.minAboveMax")}</FieldError>}
      <div>
        <Label htmlFor={`${id}-placeholder`}>{t("questionEditor.number.placeholder")}</Label>
        <Input
          id={`${id}-placeholder`}
          value={settings.placeholder ?? ""}
          maxLength={200}
          placeholder={t("questionEditor.number.placeholderExample")}
          disabled={disabled}
          onChange={(event) => emit({ ...settings, placeholder: event.target.value })}
        />
      </div>
    </div>
  );
}
