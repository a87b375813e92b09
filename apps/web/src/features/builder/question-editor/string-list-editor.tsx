import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { generateOptionId } from "@sondar/core/surveys/option-ids";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { moveItem } from "./question-updates";

/**
 * An editable list of texts (options, ranking items, matrix rows/columns): edit, add,
 * remove (never below `min`), move up and down. Each text keeps its stable id through edits
 * and moves, and a new one gets a new id, so answers stay with their choice after a rename
 * (docs/decisions/245-stable-option-ids.md); the ids key the rows, so focus follows an item when it moves.
 */
export function StringListEditor({
  label,
  items,
  ids,
  itemLabel,
  newItem,
  addLabel,
  min = 1,
  max = 100,
  maxLength = 500,
  disabled,
  onChange,
}: {
  label: string;
  items: readonly string[];
  /** The items' stable ids, one per item (surveys/option-ids.ts idsOf). */
  ids: readonly string[];
  /** Accessible name of the row's field, from its 1-based position ("Option 2"). */
  itemLabel: (number: number) => string;
  /** The text a new row starts with, from its 1-based position. */
  newItem: (number: number) => string;
  addLabel: string;
  min?: number;
  max?: number;
  maxLength?: number;
  disabled: boolean;
  onChange: (items: string[], ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const keys = [...ids];
  const listRef = useRef<HTMLOListElement>(null);

  const update = (nextItems: string[], nextKeys: string[]) => onChange(nextItems, nextKeys);

  const add = () => {
    const key = generateOptionId();
    update([...items, newItem(items.length + 1)], [...keys, key]);
    // Put the caret in the new row so the user can type straight away.
    requestAnimationFrame(() => {
      listRef.current?.querySelector<HTMLInputElement>(`[data-key="${key}"] input`)?.select();
    });
  };

  const canRemove = items.length > min;
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </p>
      <ol ref={listRef} aria-labelledby={`${id}-label`} className="space-y-2">
        {items.map((item, index) => {
          const name = itemLabel(index + 1);
          const key = keys[index] ?? `fallback-${index}`;
          return (
            <li key={key} data-key={key} className="flex items-center gap-1.5">
              <span aria-hidden className="w-6 shrink-0 text-right text-xs tabular-nums text-slate-400">
                {index + 1}.
              </span>
              <Input
                aria-label={name}
                value={item}
                maxLength={maxLength}
                disabled={disabled}
                onChange={(event) => {
                  const next = [...items];
                  next[index] = event.target.value;
                  update(next, keys);
                }}
                className="min-w-0 flex-1"
              />
              <Button
                variant="ghost"
                size="icon"
                className="h-9 w-9 shrink-0"
                aria-label={t("questionEditor.list.moveUp", { item: name })}
                disabled={disabled || index === 0}
                onClick={() => update(moveItem(items, index, index - 1), moveItem(keys, index, index - 1))}
              >
                <ArrowUp aria-hidden className="h-4 w-4" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="h-9 w-9 shrink-0"
                aria-label={t("questionEditor.list.moveDown", { item: name })}
                disabled={disabled || index === items.length - 1}
                onClick={() => update(moveItem(items, index, index + 1), moveItem(keys, index, index + 1))}
              >
                <ArrowDown aria-hidden className="h-4 w-4" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="h-9 w-9 shrink-0 text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
                aria-label={t("questionEditor.list.remove", { item: name })}
                disabled={disabled || !canRemove}
                onClick={() =>
                  update(
                    items.filter((_, i) => i !== index),
                    keys.filter((_, i) => i !== index),
                  )
                }
              >
                <Trash2 aria-hidden className="h-4 w-4" />
              </Button>
            </li>
          );
        })}
      </ol>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" disabled={disabled || items.length >= max} onClick={add}>
          <Plus aria-hidden className="h-4 w-4" />
          {addLabel}
        </Button>
        {!canRemove && (
          <span className="text-xs text-slate-500 dark:text-slate-400">{t("questionEditor.list.minimum", { count: min })}</span>
        )}
        {items.length >= max && (
          <span className="text-xs text-slate-500 dark:text-slate-400">{t("questionEditor.list.maximum", { count: max })}</span>
        )}
      </div>
    </div>
  );
}
