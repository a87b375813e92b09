import { RATING_SCALES } from "@sondar/core/surveys/question-schema";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FieldHint, SegmentedControl } from "./editor-controls";
import type { PanelProps } from "./types";

const options = RATING_SCALES.map((n) => ({ value: String(n) as `${(typeof RATING_SCALES)[number]}`, label: String(n) }));

/** How many stars a rating question offers: 3, 5, 7 or 10. */
export function RatingSettings({ question, disabled, onChange }: PanelProps<"rating">) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div>
      <SegmentedControl
        label={t("questionEditor.rating.label")}
        value={String(question.maxRating) as (typeof options)[number]["value"]}
        options={options}
        disabled={disabled}
        describedBy={hintId}
        onChange={(value) => {
          const maxRating = RATING_SCALES.find((n) => String(n) === value);
          if (maxRating) onChange({ ...question, maxRating });
        }}
      />
      <FieldHint id={hintId}>{t("questionEditor.rating.hint", { max: question.maxRating })}</FieldHint>
    </div>
  );
}
