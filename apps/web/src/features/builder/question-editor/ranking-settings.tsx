import { idsOf } from "@sondar/core/surveys/option-ids";
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
      ids={idsOf(question.rankingItems, question.rankingItemIds)}
      itemLabel={(number) => t("questionEditor.ranking.item", { number })}
      newItem={(number) => t("questionEditor.ranking.newItem", { number })}
      addLabel={t("questionEditor.ranking.add")}
      min={1}
      disabled={disabled}
      onChange={(rankingItems, rankingItemIds) => onChange({ ...question, rankingItems, rankingItemIds })}
    />
  );
}
