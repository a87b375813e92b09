import { acceptsAnyFileType } from "@sondar/core/uploads/file-type-rules";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { describedBy, FieldError, FieldHint } from "./editor-controls";
import { parseAllowedTypes, parseNumber } from "./question-updates";
import type { PanelProps } from "./types";
import { useDraft } from "./use-draft";

export const MAX_SIZE_RANGE = { min: 1, max: 100 } as const;
export const MAX_FILES_RANGE = { min: 1, max: 10 } as const;
const MAX_TYPE_LENGTH = 100;
const MAX_TYPES = 50;

/** A typed number rounded and kept inside its range; blank or malformed gives undefined. */
export function clampWhole(text: string, range: { min: number; max: number }): number | undefined {
  const value = parseNumber(text);
  if (value === undefined) return undefined;
  return Math.min(range.max, Math.max(range.min, Math.round(value)));
}

interface Draft {
  types: string;
  size: string;
  files: string;
}

const normalize = (draft: Draft) =>
  JSON.stringify([
    parseAllowedTypes(draft.types),
    clampWhole(draft.size, MAX_SIZE_RANGE) ?? null,
    clampWhole(draft.files, MAX_FILES_RANGE) ?? null,
  ]);

/** Allowed types (comma separated), maximum size 1–100 MB and maximum files 1–10, clamped with hints. */
export function FileUploadSettings({ question, disabled, onChange }: PanelProps<"file-upload">) {
  const { t } = useTranslation();
  const id = useId();
  const settings = question.fileUploadSettings;
  const fromQuestion: Draft = {
    types: settings.allowedTypes.join(", "),
    size: String(settings.maxSizeInMB),
    files: String(settings.maxFiles),
  };
  const [draft, setDraft] = useDraft<Draft>(fromQuestion, normalize);

  const types = parseAllowedTypes(draft.types);
  const typesBad = types.length > MAX_TYPES || types.some((type) => type.length > MAX_TYPE_LENGTH);

  const change = (field: keyof Draft, text: string) => {
    const next = { ...draft, [field]: text };
    setDraft(next);
    const allowedTypes = parseAllowedTypes(next.types);
    if (allowedTypes.length > MAX_TYPES || allowedTypes.some((type) => type.length > MAX_TYPE_LENGTH)) return;
    const maxSizeInMB = clampWhole(next.size, MAX_SIZE_RANGE);
    const maxFiles = clampWhole(next.files, MAX_FILES_RANGE);
    if (maxSizeInMB === undefined || maxFiles === undefined) return;
    onChange({ ...question, fileUploadSettings: { allowedTypes, maxSizeInMB, maxFiles } });
  };

  // On leaving a field, show the value that was kept ("200" becomes "100", " .pdf,,png" becomes ".pdf, png").
  const settle = () => setDraft(fromQuestion);

  const numberField = (field: "size" | "files", range: { min: number; max: number }, current: number) => {
    const typed = parseNumber(draft[field]);
    const clamped = clampWhole(draft[field], range);
    const blank = draft[field].trim() === "" || typed === undefined;
    const adjusted = !blank && clamped !== typed;
    const hintId = `${id}-${field}-hint`;
    const errorId = `${id}-${field}-error`;
    const label = field === "size" ? "maxSize" : "maxFiles";
    return (
      <div>
        <Label htmlFor={`${id}-${field}`}>{t(`questionEditor.fileUpload.${label}`)}</Label>
        <Input
          id={`${id}-${field}`}
          type="number"
          inputMode="numeric"
          min={range.min}
          max={range.max}
          step={1}
          value={draft[field]}
          disabled={disabled}
          aria-invalid={blank}
          aria-describedby={describedBy(hintId, blank && errorId)}
          onChange={(event) => change(field, event.target.value)}
          onBlur={settle}
        />
        {blank && (
          <FieldError id={errorId}>
            {t("questionEditor.fileUpload.enterNumber", { min: range.min, max: range.max, value: current })}
          </FieldError>
        )}
        <FieldHint id={hintId}>
          {adjusted
            ? t("questionEditor.fileUpload.clamped", { value: clamped, min: range.min, max: range.max })
            : t(`questionEditor.fileUpload.${label}Hint`, { min: range.min, max: range.max })}
        </FieldHint>
      </div>
    );
  };

  return (
    <div className="space-y-4">
      <div>
        <Label htmlFor={`${id}-types`}>{t("questionEditor.fileUpload.allowedTypes")}</Label>
        <Input
          id={`${id}-types`}
          value={draft.types}
          placeholder="image/*, .pdf"
          disabled={disabled}
          aria-invalid={typesBad}
          aria-describedby={describedBy(`${id}-types-hint`, typesBad && `${id}-types-error`)}
          onChange={(event) => change("types", event.target.value)}
          onBlur={settle}
        />
        {typesBad && (
          <FieldError id={`${id}-types-error`}>
            {t("questionEditor.fileUpload.typesTooLong", { max: MAX_TYPES, length: MAX_TYPE_LENGTH })}
          </FieldError>
        )}
        <FieldHint id={`${id}-types-hint`}>
          {acceptsAnyFileType(types) ? t("questionEditor.fileUpload.anyType") : t("questionEditor.fileUpload.allowedTypesHint")}
        </FieldHint>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {numberField("size", MAX_SIZE_RANGE, settings.maxSizeInMB)}
        {numberField("files", MAX_FILES_RANGE, settings.maxFiles)}
      </div>
    </div>
  );
}
