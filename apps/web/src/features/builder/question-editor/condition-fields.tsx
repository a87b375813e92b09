import { BRANCHING_OPERATORS, type BranchingOperator } from "@sondar/core/surveys/branching-operators";
import type { Question } from "@sondar/core/surveys/question-schema";
import { useTranslation } from "react-i18next";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Select } from "../../../components/ui/select";
import { valueChoices } from "./branching-values";

/**
 * The two fields every condition has, in a branching rule and in display logic alike: how the
 * answer compares (one of the six operators) and with what (a pick from the question's fixed
 * answers, or typed). `id` prefixes the fields' ids.
 */
export function ConditionFields({
  id,
  operatorLabel,
  operator,
  value,
  valueQuestion,
  disabled,
  onOperator,
  onValue,
}: {
  id: string;
  operatorLabel: string;
  operator: BranchingOperator;
  value: string;
  /** The question whose answer is compared: its fixed answers are offered (null: typed). */
  valueQuestion: Question | null;
  disabled: boolean;
  onOperator: (operator: BranchingOperator) => void;
  onValue: (value: string) => void;
}) {
  const { t } = useTranslation();
  const choices = valueQuestion ? valueChoices(valueQuestion, t) : null;
  const staleValue = choices !== null && value !== "" && !choices.some((c) => c.value === value);
  return (
    <>
      <div className="min-w-0">
        <Label htmlFor={`${id}-operator`}>{operatorLabel}</Label>
        <Select
          id={`${id}-operator`}
          value={operator}
          disabled={disabled}
          onChange={(event) => {
            const next = BRANCHING_OPERATORS.find((o) => o === event.target.value);
            if (next) onOperator(next);
          }}
          className="w-full"
        >
          {BRANCHING_OPERATORS.map((option) => (
            <option key={option} value={option}>
              {t(`questionEditor.branching.operators.${option}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="min-w-0">
        <Label htmlFor={`${id}-value`}>{t("questionEditor.branching.value")}</Label>
        {choices ? (
          <Select
            id={`${id}-value`}
            value={value}
            disabled={disabled}
            aria-invalid={value === ""}
            onChange={(event) => onValue(event.target.value)}
            className="w-full"
          >
            <option value="">{t("questionEditor.branching.chooseValue")}</option>
            {staleValue && <option value={value}>{t("questionEditor.branching.staleValue", { value })}</option>}
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        ) : (
          <Input
            id={`${id}-value`}
            value={value}
            maxLength={1000}
            placeholder={t("questionEditor.branching.valuePlaceholder")}
            disabled={disabled}
            aria-invalid={value.trim() === ""}
            onChange={(event) => onValue(event.target.value)}
          />
        )}
      </div>
    </>
  );
}
