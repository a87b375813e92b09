import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import type { CSSProperties, MouseEvent, TouchEvent } from "react";
import { t } from "../i18n";
import { smallButtonClass } from "./styles";

/** What the lazily loaded drag layer adds to a row; absent, the row moves with its buttons only. */
export interface RankingRowDrag {
  setNodeRef: (node: HTMLElement | null) => void;
  style: CSSProperties;
  /** A mouse drags the whole row. */
  onRowMouseDown: (event: MouseEvent) => void;
  /** A finger drags the grip only, so it can scroll the page from anywhere else on the row. */
  onHandleTouchStart: (event: TouchEvent) => void;
  dragging: boolean;
  /** Where the row stands in the order a drop would make, for its number while a drag lasts. */
  place: number;
}

export interface RankingRowProps {
  item: string;
  index: number;
  total: number;
  /** Moves the item at `from` to `to`; `focus` keeps the keyboard on that arrow of the moved item. */
  onMove: (from: number, to: number, focus: "up" | "down") => void;
  drag?: RankingRowDrag;
}

/** One ranked item: its grip, its place, its label and the up/down buttons that work with no drag layer. */
export function RankingRow({ item, index, total, onMove, drag }: RankingRowProps) {
  return (
    <li
      ref={drag?.setNodeRef}
      style={drag?.style}
      data-item={item}
      onMouseDown={drag?.onRowMouseDown}
      className={`flex items-center gap-2 rounded-lg border bg-white py-1.5 pr-1.5 pl-0.5 select-none dark:bg-slate-900 ${
        drag?.dragging
          ? "relative z-10 cursor-grabbing border-brand-500 shadow-lg ring-2 ring-brand-500/40"
          : "border-slate-300 dark:border-slate-700"
      } ${drag && !drag.dragging ? "cursor-grab" : ""}`}
    >
      <span
        data-drag-handle
        aria-hidden
        onTouchStart={drag?.onHandleTouchStart}
        className="flex h-10 w-8 shrink-0 touch-none items-center justify-center text-slate-400"
      >
        <GripVertical className="h-5 w-5" />
      </span>
      <span
        aria-hidden
        className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
      >
        {(drag?.place ?? index) + 1}
      </span>
      <span className="min-w-0 flex-1">{item}</span>
      <button
        type="button"
        data-move="up"
        className={smallButtonClass}
        onClick={() => onMove(index, index - 1, "up")}
        disabled={index === 0}
        aria-label={t("widgets.moveUp", { item })}
      >
        <ArrowUp aria-hidden className="h-4 w-4" />
      </button>
      <button
        type="button"
        data-move="down"
        className={smallButtonClass}
        onClick={() => onMove(index, index + 1, "down")}
        disabled={index === total - 1}
        aria-label={t("widgets.moveDown", { item })}
      >
        <ArrowDown aria-hidden className="h-4 w-4" />
      </button>
    </li>
  );
}
