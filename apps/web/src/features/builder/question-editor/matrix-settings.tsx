import { idsOf } from "@sondar/core/surveys/option-ids";
import { useTranslation } from "react-i18next";
import { StringListEditor } from "./string-list-editor";
import type { PanelProps } from "./types";

/** Matrix rows (the statements) and columns (the choices for each row). */
export function MatrixSettings({ question, disabled, onChange }: PanelProps<"matrix">) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <StringListEditor
        label={t("questionEditor.matrix.rows")}
        items={question.matrixRows}
        ids={idsOf(question.matrixRows, question.matrixRowIds)}
        itemLabel={(number) => t("questionEditor.matrix.row", { number })}
        newItem={(number) => t("questionEditor.matrix.row", { number })}
        addLabel={t("questionEditor.matrix.addRow")}
        min={1}
        disabled={disabled}
        onChange={(matrixRows, matrixRowIds) => onChange({ ...question, matrixRows, matrixRowIds })}
      />
      <StringListEditor
        label={t("questionEditor.matrix.columns")}
        items={question.matrixColumns}
        ids={idsOf(question.matrixColumns, question.matrixColumnIds)}
        itemLabel={(number) => t("questionEditor.matrix.column", { number })}
        newItem={(number) => t("questionEditor.matrix.column", { number })}
        addLabel={t("questionEditor.matrix.addColumn")}
        min={1}
        disabled={disabled}
        onChange={(matrixColumns, matrixColumnIds) => onChange({ ...question, matrixColumns, matrixColumnIds })}
      />
    </div>
  );
}
