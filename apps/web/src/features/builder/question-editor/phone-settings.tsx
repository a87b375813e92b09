import { phoneFormats } from "@sondar/core/surveys/question-schema";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FieldHint, SegmentedControl } from "./editor-controls";
import type { PanelProps } from "./types";

/** Which phone numbers the respondent may enter: any, US (10 digits) or international (7–15 digits). */
export function PhoneSettings({ question, disabled, onChange }: PanelProps<"phone">) {
  const { t } = useTranslation();
  const hintId = useId();
  const format = question.phoneSettings.format;
  return (
    <div>
      <SegmentedControl
        label={t("questionEditor.phone.format")}
        value={format}
        options={phoneFormats.map((value) => ({ value, label: t(`questionEditor.phone.formats.${value}`) }))}
        disabled={disabled}
        describedBy={hintId}
        onChange={(next) => onChange({ ...question, phoneSettings: { format: next } })}
      />
      <FieldHint id={hintId}>{t(`questionEditor.phone.hints.${format}`)}</FieldHint>
    </div>
  );
}
