import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import type { QuestionOf } from "../survey-types";
import { t } from "../i18n";
import { hintClass, smallButtonClass } from "./styles";
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

/**
 * Where a dragged item lands: after every other item whose middle the pointer has passed.
 * `others` are the vertical middles of the items not being dragged, in list order.
 */
export function dropIndex(others: readonly number[], pointerY: number): number {
  return others.filter((middle) => middle < pointerY).length;
}

interface Drag {
  item: string;
  pointerId: number;
  to: number;
}

/**
 * Reorder with the up/down buttons (keyboard and screen readers) or by dragging: a mouse drags
 * the whole row, a finger the grip handle, which alone opts out of scrolling so the page still
 * scrolls under a finger anywhere else. Stored as the items in ranked order; the page commits
 * the shown order on Next.
 */
export function RankingWidget({ question, answer, onChange, labelledBy, describedBy }: WidgetProps<QuestionOf<"ranking">>) {
  const items = question.rankingItems;
  const order = rankingOrder(items, answer);
  const listRef = useRef<HTMLOListElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const move = (from: number, to: number, focus?: "up" | "down") => {
    if (to < 0 || to >= order.length || from === to) return;
    const item = order[from] ?? "";
    onChange(moveItem(order, from, to));
    setAnnouncement(t("widgets.rankMoved", { item, position: to + 1, total: order.length }));
    if (focus) {
      // Keep focus on the moved item so repeated presses keep moving it; at an end, use the other arrow.
      requestAnimationFrame(() => {
        const row = listRef.current?.children[to];
        const atEnd = (focus === "up" && to === 0) || (focus === "down" && to === order.length - 1);
        const which = atEnd ? (focus === "up" ? "down" : "up") : focus;
        row?.querySelector<HTMLButtonElement>(`[data-move="${which}"]`)?.focus();
      });
    }
  };
  // While a drag lasts, the window follows that pointer: the row under it may be moved in the
  // DOM as the list reorders, which would lose events bound to the row itself.
  useEffect(() => {
    if (!drag) return undefined;
    const onMove = (e: PointerEvent) => {
      if (e.pointerId !== drag.pointerId || !listRef.current) return;
      const middles = Array.from(listRef.current.children)
        .filter((row) => (row as HTMLElement).dataset.item !== drag.item)
        .map((row) => {
          const rect = row.getBoundingClientRect();
          return rect.top + rect.height / 2;
        });
      const to = dropIndex(middles, e.clientY);
      if (to !== drag.to) setDrag({ ...drag, to });
    };
    const onUp = (e: PointerEvent) => {
      if (e.pointerId !== drag.pointerId) return;
      setDrag(null);
      move(order.indexOf(drag.item), drag.to);
    };
    const onCancel = (e: PointerEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === "Escape" : e.pointerId === drag.pointerId) setDrag(null);
    };
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp);
    window.addEventListener("pointercancel", onCancel);
    window.addEventListener("keydown", onCancel);
    return () => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onCancel);
      window.removeEventListener("keydown", onCancel);
    };
    // Re-bound on every render of a drag, so the drop uses the order and handler of that render.
  });

  if (items.length === 0) return <p className={hintClass}>{t("errors.no_ranking_items")}</p>;

  const startDrag = (e: ReactPointerEvent<HTMLLIElement>, item: string) => {
    const target = e.target as Element;
    const onHandle = target.closest("[data-drag-handle]") !== null;
    const mouseOnRow = e.pointerType === "mouse" && e.button === 0 && !target.closest("button");
    if (drag || !(onHandle || mouseOnRow)) return;
    // No text selection or focus change while the row follows the pointer.
    e.preventDefault();
    setDrag({ item, pointerId: e.pointerId, to: order.indexOf(item) });
  };

  const shown = drag ? moveItem(order, order.indexOf(drag.item), drag.to) : order;

  return (
    <div>
      <p className={`${hintClass} mt-0 mb-3`} id={`${labelledBy}-hint`}>
        {t("widgets.rankingHint")}
      </p>
      <ol
        ref={listRef}
        className="grid gap-2"
        aria-labelledby={labelledBy}
        aria-describedby={[`${labelledBy}-hint`, describedBy].filter(Boolean).join(" ")}
      >
        {shown.map((item, index) => {
          const dragged = drag?.item === item;
          return (
            <li
              key={item}
              data-item={item}
              onPointerDown={(e) => startDrag(e, item)}
              className={`flex items-center gap-2 rounded-lg border bg-white py-1.5 pr-1.5 pl-0.5 select-none dark:bg-slate-900 ${
                dragged
                  ? "relative z-10 cursor-grabbing border-brand-500 shadow-lg ring-2 ring-brand-500/40"
                  : "border-slate-300 dark:border-slate-700"
              } ${drag ? "" : "cursor-grab"}`}
            >
              <span
                data-drag-handle
                aria-hidden
                className="flex h-10 w-8 shrink-0 touch-none items-center justify-center text-slate-400"
              >
                <GripVertical className="h-5 w-5" />
              </span>
              <span
                aria-hidden
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
              >
                {index + 1}
              </span>
              <span className="min-w-0 flex-1">{item}</span>
              <button
                type="button"
                data-move="up"
                className={smallButtonClass}
                onClick={() => move(index, index - 1, "up")}
                disabled={index === 0}
                aria-label={t("widgets.moveUp", { item })}
              >
                <ArrowUp aria-hidden className="h-4 w-4" />
              </button>
              <button
                type="button"
                data-move="down"
                className={smallButtonClass}
                onClick={() => move(index, index + 1, "down")}
                disabled={index === shown.length - 1}
                aria-label={t("widgets.moveDown", { item })}
              >
                <ArrowDown aria-hidden className="h-4 w-4" />
              </button>
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
