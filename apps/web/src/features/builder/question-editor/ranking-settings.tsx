import { useTranslation } from "react-i18next";
import { StringListEditor } from "./string-list-editor";
import type { PanelProps } from "./types";

/** The items respondents put in order. */
export function RankingSettings({ question, disabled, onChange }: PanelProps<"ranking">) {
  const { t } = useTranslation();
  return (
    <StringListEditor
      label={t("questionEditor.ranking.label")}
      items={question.rankingItems}
      itemLabel={(number) => t("questionEditor.ranking.item", { number })}
      newItem={(number) => t("questionEditor.ranking.newItem", { number })}
      addLabel={t("questionEditor.ranking.add")}
      min={1}
      disabled={disabled}
      onChange={(rankingItems) => onChange({ ...question, rankingItems })}
    />
  );
}
