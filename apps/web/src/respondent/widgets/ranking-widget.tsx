import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import { useRef, useState } from "react";
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
 * Reorder with the up/down buttons (keyboard and screen readers) or by dragging with a mouse.
 * Stored as the items in ranked order; the page commits the shown order on Next.
 */
export function RankingWidget({ question, answer, onChange, labelledBy, describedBy }: WidgetProps<QuestionOf<"ranking">>) {
  const items = question.rankingItems;
  const order = rankingOrder(items, answer);
  const listRef = useRef<HTMLOListElement>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");

  if (items.length === 0) return <p className={hintClass}>{t("errors.no_ranking_items")}</p>;

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
        {order.map((item, index) => (
          <li
            key={item}
            draggable
            onDragStart={(e) => {
              setDragFrom(index);
              e.dataTransfer.effectAllowed = "move";
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragFrom !== null) move(dragFrom, index);
              setDragFrom(null);
            }}
            onDragEnd={() => setDragFrom(null)}
            className={`flex items-center gap-2 rounded-lg border border-slate-300 bg-white py-1.5 pr-1.5 pl-2 dark:border-slate-700 dark:bg-slate-900 ${
              dragFrom === index ? "opacity-50" : ""
            }`}
          >
            <GripVertical aria-hidden className="h-4 w-4 shrink-0 cursor-grab text-slate-400" />
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
              disabled={index === order.length - 1}
              aria-label={t("widgets.moveDown", { item })}
            >
              <ArrowDown aria-hidden className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
