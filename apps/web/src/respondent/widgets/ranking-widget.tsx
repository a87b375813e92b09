import { isEmptyAnswer } from "@sondar/core/answers/is-empty-answer";
import { Check } from "lucide-react";
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import type { QuestionOf } from "../survey-types";
import { t } from "../i18n";
import { useRankingDrag } from "./ranking-drag-loader";
import { RankingRow } from "./ranking-row";
import { hintClass } from "./styles";
import type { WidgetProps } from "./widget-props";

/** The order shown: the saved answer when it still ranks exactly these items, else the items as configured. */
export function rankingOrder(items: readonly string[], answer: unknown): string[] {
  if (Array.isArray(answer) && answer.length === items.length && [...answer].sort().join("\n") === [...items].sort().join("\n")) {
    return answer as string[];
  }
  return [...items];
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

interface MoveButton {
  item: string;
  which: string;
}

/** One row's up or down button; rows are matched by data, as item labels are free text. */
function findMoveButton(list: HTMLOListElement | null, { item, which }: MoveButton): HTMLButtonElement | null {
  const row = Array.from(list?.querySelectorAll<HTMLElement>("[data-item]") ?? []).find((r) => r.dataset.item === item);
  return row?.querySelector<HTMLButtonElement>(`[data-move="${which}"]`) ?? null;
}

/**
 * Reorder with the up/down buttons (keyboard and screen readers), which work from the first
 * paint; mouse and touch dragging arrive with a lazily loaded dnd-kit layer. Stored as the items
 * in ranked order once an item moved or "Keep this order" was pressed; untouched, the question
 * has no answer (docs/product/respondent.md#flow).
 */
export function RankingWidget({ question, answer, onChange, labelledBy, describedBy }: WidgetProps<QuestionOf<"ranking">>) {
  const items = question.rankingItems;
  const order = rankingOrder(items, answer);
  const ranked = !isEmptyAnswer(answer);
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState("");

  // The drag layer wraps the list, so its late arrival re-creates the rows: a focused button is
  // found again in the new list.
  const focusAfterSwap = useRef<MoveButton | null>(null);
  const rememberFocus = useCallback(() => {
    const focused = document.activeElement;
    const row = focused?.closest<HTMLElement>("[data-item]");
    if (focused instanceof HTMLElement && row && listRef.current?.contains(row) && focused.dataset.move) {
      focusAfterSwap.current = { item: row.dataset.item ?? "", which: focused.dataset.move };
    }
  }, []);
  const drag = useRankingDrag(rememberFocus);
  useLayoutEffect(() => {
    if (!focusAfterSwap.current) return;
    findMoveButton(listRef.current, focusAfterSwap.current)?.focus();
    focusAfterSwap.current = null;
  }, [drag]);

  const move = (from: number, to: number, focus?: "up" | "down") => {
    if (to < 0 || to >= order.length || from === to) return;
    const item = order[from] ?? "";
    onChange(moveItem(order, from, to));
    setAnnouncement(t("widgets.rankMoved", { item, position: to + 1, total: order.length }));
    if (focus) {
      // Keep focus on the moved item so repeated presses keep moving it; at an end, use the other arrow.
      requestAnimationFrame(() => {
        const atEnd = (focus === "up" && to === 0) || (focus === "down" && to === order.length - 1);
        const which = atEnd ? (focus === "up" ? "down" : "up") : focus;
        findMoveButton(listRef.current, { item, which })?.focus();
      });
    }
  };

  if (items.length === 0) return <p className={hintClass}>{t("errors.no_ranking_items")}</p>;

  const Row = drag?.SortableRankingRow ?? RankingRow;
  const list = (
    <ol
      ref={listRef}
      className="grid gap-2"
      aria-labelledby={labelledBy}
      aria-describedby={[`${labelledBy}-hint`, describedBy].filter(Boolean).join(" ")}
    >
      {order.map((item, index) => (
        <Row key={item} item={item} index={index} total={order.length} onMove={move} />
      ))}
    </ol>
  );

  return (
    <div>
      <p className={`${hintClass} mt-0 mb-3`} id={`${labelledBy}-hint`}>
        {t("widgets.rankingHint")}
      </p>
      {drag ? (
        <drag.RankingDragLayer order={order} onMove={move} onAnnounce={setAnnouncement}>
          {list}
        </drag.RankingDragLayer>
      ) : (
        list
      )}
      <button
        type="button"
        aria-pressed={ranked}
        onClick={() => {
          if (ranked) return;
          onChange(order);
          setAnnouncement(t("widgets.orderKept"));
        }}
        className={`mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 py-2 text-sm font-medium transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-950 ${
          ranked
            ? "border-brand-600 bg-brand-50 text-brand-800 dark:border-brand-400 dark:bg-brand-950 dark:text-brand-100"
            : "border-slate-300 bg-white text-slate-800 hover:border-brand-400 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        }`}
      >
        {ranked && <Check aria-hidden className="h-4 w-4" />}
        {t("widgets.keepOrder")}
      </button>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
