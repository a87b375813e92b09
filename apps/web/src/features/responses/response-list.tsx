import type { SurveyResponseItem } from "@sondar/core/responses/response-list";
import type { Question } from "@sondar/core/surveys/question-schema";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ResponseRow } from "./response-row";

/** The responses of one page, with select-all, bulk delete and rows that expand. */
export function ResponseList({
  responses,
  questions,
  selected,
  onSelectedChange,
  onDeleteSelected,
  rangeLabel,
  initiallyExpanded = [],
  onFilterHidden,
}: {
  responses: SurveyResponseItem[];
  questions: Question[];
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  /** Absent when core's table does not let me delete this survey's responses. */
  onDeleteSelected: (() => void) | undefined;
  rangeLabel: string;
  /** Responses shown open from the start: the one a cited response's link names. */
  initiallyExpanded?: readonly string[];
  /** Narrows the list to the responses whose hidden field `key` holds `value`. */
  onFilterHidden: (key: string, value: string) => void;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(initiallyExpanded));
  const ids = responses.map((r) => r.id);
  const selectedCount = ids.filter((id) => selected.has(id)).length;
  const allSelected = ids.length > 0 && selectedCount === ids.length;

  function toggle(set: ReadonlySet<string>, id: string) {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  }

  return (
    <Card className="overflow-hidden">
      <div className="flex min-h-14 flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-3 py-2 sm:px-4 dark:border-slate-800">
        {onDeleteSelected ? (
          <label className="inline-flex items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              checked={allSelected}
              ref={(el) => {
                if (el) el.indeterminate = selectedCount > 0 && !allSelected;
              }}
              onChange={() => onSelectedChange(allSelected ? new Set() : new Set(ids))}
            />
            {selectedCount > 0 ? t("responses.list.selectedCount", { count: selectedCount }) : t("responses.list.selectAll")}
          </label>
        ) : (
          <span />
        )}
        <div className="flex items-center gap-3">
          {onDeleteSelected && selectedCount > 0 ? (
            <Button variant="danger" size="sm" onClick={onDeleteSelected}>
              <Trash2 aria-hidden className="h-4 w-4" />
              {t("responses.list.deleteSelected", { count: selectedCount })}
            </Button>
          ) : (
            <span className="text-sm text-slate-500 dark:text-slate-400">{rangeLabel}</span>
          )}
        </div>
      </div>
      <ul aria-label={t("responses.list.label")} className="divide-y divide-slate-200 dark:divide-slate-800">
        {responses.map((response) => (
          <ResponseRow
            key={response.id}
            response={response}
            questions={questions}
            selected={selected.has(response.id)}
            onToggleSelected={onDeleteSelected && (() => onSelectedChange(toggle(selected, response.id)))}
            expanded={expanded.has(response.id)}
            onToggleExpanded={() => setExpanded((prev) => toggle(prev, response.id))}
            onFilterHidden={onFilterHidden}
          />
        ))}
      </ul>
    </Card>
  );
}
