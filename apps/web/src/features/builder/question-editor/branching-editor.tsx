import {
  BRANCHING_ACTIONS,
  BRANCHING_OPERATORS,
  cleanBranchingRules,
  type BranchingRule,
} from "@sondar/core/surveys/branching-rule";
import type { Question } from "@sondar/core/surveys/question-schema";
import { GitBranch, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Select } from "../../../components/ui/select";
import { describedBy, FieldHint } from "./editor-controls";
import { questionPickerLabel, valueChoices } from "./branching-values";

export const MAX_BRANCHING_RULES = 50;

type Operator = BranchingRule["condition"]["operator"];
type ActionType = BranchingRule["action"]["type"];

interface Positioned {
  question: Question;
  index: number;
}

const newRuleId = () => `rule_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

/** The rule with its action switched: targets that no longer make sense are dropped, never kept silently. */
export function withAction(rule: BranchingRule, type: ActionType, laterIds: ReadonlySet<string>): BranchingRule {
  if (rule.action.type === type) return rule;
  const { sourceQuestionId, ...rest } = rule.condition;
  // Leaving a skip rule: its value answered the source question, not this one.
  const condition = type === "skip_question" ? rule.condition : sourceQuestionId ? { ...rest, value: "" } : rest;
  const target = rule.action.targetQuestionId;
  const keepTarget = type !== "end_survey" && target !== undefined && laterIds.has(target);
  return { ...rule, condition, action: keepTarget ? { type, targetQuestionId: target } : { type } };
}

/**
 * The branching rules of one question: condition (operator and value), action (go to a
 * later question, end the survey, or skip a later question based on an earlier answer).
 */
export function BranchingEditor({
  question,
  index,
  allQuestions,
  disabled,
  onChange,
}: {
  question: Question;
  index: number;
  allQuestions: readonly Question[];
  disabled: boolean;
  onChange: (next: Question) => void;
}) {
  const { t } = useTranslation();
  const noteId = useId();
  const found = allQuestions.findIndex((q) => q.id === question.id);
  const position = found === -1 ? index : found;
  const positioned = allQuestions.map((q, i) => ({ question: q, index: i }));
  const earlier = positioned.filter((p) => p.index < position && p.question.id !== question.id);
  const later = positioned.filter((p) => p.index > position && p.question.id !== question.id);
  const rules = question.branchingRules;

  const setRules = (branchingRules: BranchingRule[]) => onChange({ ...question, branchingRules });
  const addRule = () =>
    setRules([...rules, { id: newRuleId(), condition: { operator: "equals", value: "" }, action: { type: "goto" } }]);

  return (
    <div className="space-y-3">
      <FieldHint id={noteId}>
        {t("questionEditor.branching.hint")} {t("questionEditor.branching.cleanupNote")}
      </FieldHint>
      {rules.length === 0 ? (
        <p className="flex items-center gap-2 rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
          <GitBranch aria-hidden className="h-4 w-4 shrink-0" />
          {t("questionEditor.branching.empty")}
        </p>
      ) : (
        <ol className="space-y-3">
          {rules.map((rule, ruleIndex) => (
            <RuleEditor
              key={rule.id ?? `rule-${ruleIndex}`}
              rule={rule}
              number={ruleIndex + 1}
              question={question}
              earlier={earlier}
              later={later}
              disabled={disabled}
              onChange={(next) => setRules(rules.map((r, i) => (i === ruleIndex ? next : r)))}
              onRemove={() => setRules(rules.filter((_, i) => i !== ruleIndex))}
            />
          ))}
        </ol>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || rules.length >= MAX_BRANCHING_RULES}
        aria-describedby={noteId}
        onClick={addRule}
      >
        <Plus aria-hidden className="h-4 w-4" />
        {t("questionEditor.branching.add")}
      </Button>
    </div>
  );
}

function RuleEditor({
  rule,
  number,
  question,
  earlier,
  later,
  disabled,
  onChange,
  onRemove,
}: {
  rule: BranchingRule;
  number: number;
  question: Question;
  earlier: Positioned[];
  later: Positioned[];
  disabled: boolean;
  onChange: (rule: BranchingRule) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const action = rule.action.type;
  const laterIds = new Set(later.map((p) => p.question.id));
  const source = action === "skip_question" ? earlier.find((p) => p.question.id === rule.condition.sourceQuestionId) : undefined;
  // A skip rule compares the chosen earlier question's answer; other rules this question's.
  const valueQuestion = source?.question ?? question;
  const choices = valueChoices(valueQuestion, t);
  const value = rule.condition.value;
  const staleValue = choices !== null && value !== "" && !choices.some((c) => c.value === value);
  const dropped = cleanBranchingRules([rule]).length === 0;
  const skipIncomplete = action === "skip_question" && (!source || !rule.action.targetQuestionId);
  const warningId = `${id}-warning`;

  const setCondition = (patch: Partial<BranchingRule["condition"]>) =>
    onChange({ ...rule, condition: { ...rule.condition, ...patch } });
  const setTarget = (targetQuestionId: string) =>
    onChange({ ...rule, action: targetQuestionId ? { type: action, targetQuestionId } : { type: action } });
  const setSource = (sourceQuestionId: string) => {
    const { sourceQuestionId: _old, ...condition } = rule.condition;
    // The value belonged to the previous source's answers.
    onChange({
      ...rule,
      condition: sourceQuestionId ? { ...condition, value: "", sourceQuestionId } : { ...condition, value: "" },
    });
  };

  const questionSelect = (
    field: "target" | "source",
    options: Positioned[],
    selected: string | undefined,
    onSelect: (id: string) => void,
    label: string,
    emptyText: string,
  ) => {
    const stale = selected !== undefined && selected !== "" && !options.some((p) => p.question.id === selected);
    return (
      <div className="min-w-0">
        <Label htmlFor={`${id}-${field}`}>{label}</Label>
        <Select
          id={`${id}-${field}`}
          value={selected ?? ""}
          disabled={disabled || (options.length === 0 && !stale)}
          aria-describedby={describedBy(options.length === 0 && `${id}-${field}-empty`)}
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
        {options.length === 0 && <FieldHint id={`${id}-${field}-empty`}>{emptyText}</FieldHint>}
      </div>
    );
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-950/40">
      <div role="group" aria-labelledby={`${id}-title`} {...(dropped || skipIncomplete ? { "aria-describedby": warningId } : {})}>
        <div className="mb-2 flex items-center justify-between gap-2">
          <p id={`${id}-title`} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
            {t("questionEditor.branching.rule", { number })}
          </p>
          <Button
            variant="ghost"
            size="icon"
            className="h-8 w-8 text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
            aria-label={t("questionEditor.branching.remove", { number })}
            disabled={disabled}
            onClick={onRemove}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
          </Button>
        </div>

        <div className="grid gap-3 sm:grid-cols-2">
          <div className="min-w-0">
            <Label htmlFor={`${id}-operator`}>
              {source
                ? t("questionEditor.branching.whenSource", { question: questionPickerLabel(source.question, source.index, t) })
                : t("questionEditor.branching.when")}
            </Label>
            <Select
              id={`${id}-operator`}
              value={rule.condition.operator}
              disabled={disabled}
              onChange={(event) => {
                const operator = BRANCHING_OPERATORS.find((o) => o === event.target.value);
                if (operator) setCondition({ operator });
              }}
              className="w-full"
            >
              {BRANCHING_OPERATORS.map((operator: Operator) => (
                <option key={operator} value={operator}>
                  {t(`questionEditor.branching.operators.${operator}`)}
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
                onChange={(event) => setCondition({ value: event.target.value })}
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
                onChange={(event) => setCondition({ value: event.target.value })}
              />
            )}
          </div>

          <div className="min-w-0">
            <Label htmlFor={`${id}-action`}>{t("questionEditor.branching.action")}</Label>
            <Select
              id={`${id}-action`}
              value={action}
              disabled={disabled}
              onChange={(event) => {
                const type = BRANCHING_ACTIONS.find((a) => a === event.target.value);
                if (type) onChange(withAction(rule, type, laterIds));
              }}
              className="w-full"
            >
              {BRANCHING_ACTIONS.map((type: ActionType) => (
                <option key={type} value={type}>
                  {t(`questionEditor.branching.actions.${type}`)}
                </option>
              ))}
            </Select>
          </div>
          {action === "goto" &&
            questionSelect(
              "target",
              later,
              rule.action.targetQuestionId,
              setTarget,
              t("questionEditor.branching.target"),
              t("questionEditor.branching.noLater"),
            )}
          {action === "skip_question" && (
            <>
              {questionSelect(
                "source",
                earlier,
                rule.condition.sourceQuestionId,
                setSource,
                t("questionEditor.branching.source"),
                t("questionEditor.branching.noEarlier"),
              )}
              {questionSelect(
                "target",
                later,
                rule.action.targetQuestionId,
                setTarget,
                t("questionEditor.branching.skipTarget"),
                t("questionEditor.branching.noLater"),
              )}
            </>
          )}
        </div>

        {(dropped || skipIncomplete) && (
          <p id={warningId} className="mt-2 text-xs font-medium text-amber-700 dark:text-amber-300">
            {dropped ? t("questionEditor.branching.willBeRemoved") : t("questionEditor.branching.skipIncomplete")}
          </p>
        )}
      </div>
    </li>
  );
}
