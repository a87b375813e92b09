import type { Question } from "@sondar/core/surveys/question-schema";
import { useTranslation } from "react-i18next";
import { Label } from "../../../components/ui/label";
import { Select } from "../../../components/ui/select";
import { questionPickerLabel } from "./branching-values";
import { describedBy, FieldHint } from "./editor-controls";

/** A question with its 0-based position in the survey. */
export interface Positioned {
  question: Question;
  index: number;
}

/**
 * A choice of one question among `options` ("Q3: title…"), as rules and conditions name them. A
 * chosen question no longer offered shows as unavailable rather than vanishing; with nothing to
 * offer, `emptyText` says why.
 */
export function QuestionPicker({
  id,
  label,
  options,
  selected,
  emptyText,
  disabled,
  onSelect,
}: {
  id: string;
  label: string;
  options: readonly Positioned[];
  selected: string | undefined;
  emptyText: string;
  disabled: boolean;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const stale = selected !== undefined && selected !== "" && !options.some((p) => p.question.id === selected);
  return (
    <div className="min-w-0">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={selected ?? ""}
        disabled={disabled || (options.length === 0 && !stale)}
        aria-describedby={describedBy(options.length === 0 && `${id}-empty`)}
        onChange={(event) => onSelect(event.target.value)}
        className="w-full"
      >
        <option value="">{t("questionEditor.branching.chooseQuestion")}</option>
        {stale && <option value={selected}>{t("questionEditor.branching.unknownQuestion")}</option>}
        {options.map((p) => (
          <option key={p.question.id} value={p.question.id}>
            {questionPickerLabel(p.question, p.index, t)}
          </option>
        ))}
      </Select>
      {options.length === 0 && <FieldHint id={`${id}-empty`}>{emptyText}</FieldHint>}
    </div>
  );
}
