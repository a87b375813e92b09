import { BRANCHING_ACTIONS, cleanBranchingRules, type BranchingRule } from "@sondar/core/surveys/branching-rule";
import type { Question } from "@sondar/core/surveys/question-schema";
import { GitBranch, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { Select } from "../../../components/ui/select";
import { FieldHint } from "./editor-controls";
import { questionPickerLabel } from "./branching-values";
import { ConditionFields } from "./condition-fields";
import { QuestionPicker, type Positioned } from "./question-picker";

export const MAX_BRANCHING_RULES = 50;

type ActionType = BranchingRule["action"]["type"];

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
  ) => (
    <QuestionPicker
      id={`${id}-${field}`}
      label={label}
      options={options}
      selected={selected}
      emptyText={emptyText}
      disabled={disabled}
      onSelect={onSelect}
    />
  );

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
          <ConditionFields
            id={id}
            operatorLabel={
              source
                ? t("questionEditor.branching.whenSource", { question: questionPickerLabel(source.question, source.index, t) })
                : t("questionEditor.branching.when")
            }
            operator={rule.condition.operator}
            value={rule.condition.value}
            valueQuestion={valueQuestion}
            disabled={disabled}
            onOperator={(operator) => setCondition({ operator })}
            onValue={(value) => setCondition({ value })}
          />

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
