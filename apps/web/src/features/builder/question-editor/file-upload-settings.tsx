import { FILE_UPLOAD_LIMITS, readFileUploadNumber } from "@sondar/core/surveys/question-schema";
import { acceptsAnyFileType } from "@sondar/core/uploads/file-type-rules";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { describedBy, FieldError, FieldHint } from "./editor-controls";
import { parseAllowedTypes, parseNumber } from "./question-updates";
import type { PanelProps } from "./types";
import { useDraft } from "./use-draft";

const MAX_TYPE_LENGTH = 100;
const MAX_TYPES = 50;

type NumberField = keyof typeof FILE_UPLOAD_LIMITS;

/** A typed number kept only when core's schema accepts it: out of range is refused, not changed. */
const readNumber = (field: NumberField, text: string) => readFileUploadNumber(field, parseNumber(text));

interface Draft {
  types: string;
  size: string;
  files: string;
}

const normalize = (draft: Draft) =>
  JSON.stringify([
    parseAllowedTypes(draft.types),
    readNumber("maxSizeInMB", draft.size) ?? null,
    readNumber("maxFiles", draft.files) ?? null,
  ]);

/** Allowed types (comma separated), maximum size 1–100 MB and maximum files 1–10; other numbers are refused with a message. */
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
    const maxSizeInMB = readNumber("maxSizeInMB", next.size);
    const maxFiles = readNumber("maxFiles", next.files);
    if (maxSizeInMB === undefined || maxFiles === undefined) return;
    onChange({ ...question, fileUploadSettings: { allowedTypes, maxSizeInMB, maxFiles } });
  };

  // On leaving a field, show the value that was kept (" .pdf,,png" becomes ".pdf, png"); a refused
  // number stays as typed beside its message, so nothing changes without the user seeing why.
  const settle = () => {
    if (readNumber("maxSizeInMB", draft.size) !== undefined && readNumber("maxFiles", draft.files) !== undefined && !typesBad)
      setDraft(fromQuestion);
  };

  const numberField = (field: "size" | "files", limit: NumberField, current: number) => {
    const range = FILE_UPLOAD_LIMITS[limit];
    const refused = readNumber(limit, draft[field]) === undefined;
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
          aria-invalid={refused}
          aria-describedby={describedBy(hintId, refused && errorId)}
          onChange={(event) => change(field, event.target.value)}
          onBlur={settle}
        />
        {refused && (
          <FieldError id={errorId}>
            {t("questionEditor.fileUpload.enterNumber", { min: range.min, max: range.max, value: current })}
          </FieldError>
        )}
        <FieldHint id={hintId}>{t(`questionEditor.fileUpload.${label}Hint`, { min: range.min, max: range.max })}</FieldHint>
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
        {numberField("size", "maxSizeInMB", settings.maxSizeInMB)}
        {numberField("files", "maxFiles", settings.maxFiles)}
      </div>
    </div>
  );
}
