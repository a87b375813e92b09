import { SCALE_LIMITS } from "@sondar/core/surveys/question-schema";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Notice } from "../../../components/ui/notice";
import { describedBy, FieldError } from "./editor-controls";
import { parseNumber } from "./question-updates";
import type { PanelProps } from "./types";
import { useDraft } from "./use-draft";

interface Draft {
  min: string;
  max: string;
  step: string;
}

type ErrorKey = "minInvalid" | "maxInvalid" | "stepInvalid" | "minNotBelowMax";

/** The numbers of a draft if they make a valid scale, else which checks fail. */
export function validateScale(
  draft: Draft,
): { ok: true; min: number; max: number; step: number } | { ok: false; errors: ErrorKey[] } {
  const min = parseNumber(draft.min);
  const max = parseNumber(draft.max);
  const step = parseNumber(draft.step);
  const errors: ErrorKey[] = [];
  const whole = (n: number | undefined): n is number =>
    n !== undefined && Number.isInteger(n) && n >= SCALE_LIMITS.min && n <= SCALE_LIMITS.max;
  if (!whole(min)) errors.push("minInvalid");
  if (!whole(max)) errors.push("maxInvalid");
  if (whole(min) && whole(max) && min >= max) errors.push("minNotBelowMax");
  if (step === undefined || step <= 0 || step > SCALE_LIMITS.maxStep) errors.push("stepInvalid");
  if (errors.length > 0 || min === undefined || max === undefined || step === undefined) return { ok: false, errors };
  return { ok: true, min, max, step };
}

const normalize = (draft: Draft) => JSON.stringify([parseNumber(draft.min), parseNumber(draft.max), parseNumber(draft.step)]);

/** Scale minimum, maximum and step (only valid numbers are emitted) and the two end labels. */
export function ScaleSettings({ question, disabled, onChange }: PanelProps<"scale">) {
  const { t } = useTranslation();
  const id = useId();
  const settings = question.scaleSettings;
  const [draft, setDraft] = useDraft<Draft>(
    { min: String(settings.min), max: String(settings.max), step: String(settings.step) },
    normalize,
  );
  const result = validateScale(draft);
  const errors = result.ok ? [] : result.errors;
  const has = (key: ErrorKey) => errors.includes(key);
  const errorId = (key: ErrorKey) => `${id}-${key}`;

  const changeNumber = (field: keyof Draft, text: string) => {
    const next = { ...draft, [field]: text };
    setDraft(next);
    const checked = validateScale(next);
    if (checked.ok) {
      onChange({ ...question, scaleSettings: { ...settings, min: checked.min, max: checked.max, step: checked.step } });
    }
  };

  const changeLabel = (field: "leftLabel" | "rightLabel", text: string) => {
    const { [field]: _previous, ...rest } = settings;
    onChange({ ...question, scaleSettings: text ? { ...rest, [field]: text } : rest });
  };

  const numberField = (field: keyof Draft, own: ErrorKey, extra: string | false) => (
    <div>
      <Label htmlFor={`${id}-${field}`}>{t(`questionEditor.scale.${field}`)}</Label>
      <Input
        id={`${id}-${field}`}
        type="number"
        inputMode={field === "step" ? "decimal" : "numeric"}
        step={field === "step" ? "any" : 1}
        min={field === "step" ? undefined : SCALE_LIMITS.min}
        max={field === "step" ? SCALE_LIMITS.maxStep : SCALE_LIMITS.max}
        value={draft[field]}
        disabled={disabled}
        aria-invalid={has(own) || Boolean(extra)}
        aria-describedby={describedBy(has(own) && errorId(own), extra)}
        onChange={(event) => changeNumber(field, event.target.value)}
      />
      {has(own) && <FieldError id={errorId(own)}>{t(`questionEditor.scale.errors.${own}`)}</FieldError>}
    </div>
  );

  const rangeError = has("minNotBelowMax") && errorId("minNotBelowMax");
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-3 gap-3">
        {numberField("min", "minInvalid", rangeError)}
        {numberField("max", "maxInvalid", rangeError)}
        {numberField("step", "stepInvalid", false)}
      </div>
      {rangeError && <FieldError id={rangeError}>{t("questionEditor.scale.errors.minNotBelowMax")}</FieldError>}
      {!result.ok && (
        <Notice tone="warning">
          {t("questionEditor.scale.notSaved", { min: settings.min, max: settings.max, step: settings.step })}
        </Notice>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-left`}>{t("questionEditor.scale.leftLabel")}</Label>
          <Input
            id={`${id}-left`}
            value={settings.leftLabel ?? ""}
            maxLength={100}
            placeholder={t("questionEditor.scale.leftPlaceholder")}
            disabled={disabled}
            onChange={(event) => changeLabel("leftLabel", event.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-right`}>{t("questionEditor.scale.rightLabel")}</Label>
          <Input
            id={`${id}-right`}
            value={settings.rightLabel ?? ""}
            maxLength={100}
            placeholder={t("questionEditor.scale.rightPlaceholder")}
            disabled={disabled}
            onChange={(event) => changeLabel("rightLabel", event.target.value)}
          />
        </div>
      </div>
    </div>
  );
}
