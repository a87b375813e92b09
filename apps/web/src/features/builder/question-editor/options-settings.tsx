import { idsOf } from "@sondar/core/surveys/option-ids";
import { useTranslation } from "react-i18next";
import { SettingSwitch } from "./editor-controls";
import { StringListEditor } from "./string-list-editor";
import type { PanelProps } from "./types";

/** Answer options of multiple-choice, checkbox and dropdown questions, their order per respondent; "Other" for multiple-choice. */
export function OptionsSettings({ question, disabled, onChange }: PanelProps<"multiple-choice" | "checkbox" | "dropdown">) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <StringListEditor
        label={t("questionEditor.options.label")}
        items={question.options}
        ids={idsOf(question.options, question.optionIds)}
        itemLabel={(number) => t("questionEditor.options.item", { number })}
        newItem={(number) => t("questionEditor.options.newItem", { number })}
        addLabel={t("questionEditor.options.add")}
        min={1}
        disabled={disabled}
        onChange={(options, optionIds) => onChange({ ...question, options, optionIds })}
      />
      {question.type === "multiple-choice" && (
        <SettingSwitch
          label={t("questionEditor.options.allowOther")}
          hint={t("questionEditor.options.allowOtherHint")}
          checked={question.allowOther}
          disabled={disabled}
          onCheckedChange={(allowOther) => onChange({ ...question, allowOther })}
        />
      )}
      <SettingSwitch
        label={t("questionEditor.options.shuffle")}
        hint={t("questionEditor.options.shuffleHint")}
        checked={question.shuffleOptions}
        disabled={disabled}
        onCheckedChange={(shuffleOptions) => onChange({ ...question, shuffleOptions })}
      />
    </div>
  );
}
