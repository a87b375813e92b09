import {
  closestCenter,
  DndContext,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type Modifier,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useRef, type MouseEvent, type ReactNode, type TouchEvent } from "react";
import { t } from "../i18n";
import { RankingRow, type RankingRowProps } from "./ranking-row";

// Loaded lazily (see ranking-drag-loader.ts): dnd-kit stays out of the respondent page's first paint.

/** A ranked row follows the pointer up and down only. */
const VERTICAL_ONLY: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** The widget's own live region speaks for drags too, so a drop and a button move never say it twice. */
const SILENT: Announcements = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

interface LayerProps {
  order: readonly string[];
  onMove: (from: number, to: number) => void;
  onAnnounce: (text: string) => void;
  children: ReactNode;
}

/** Adds mouse and touch dragging to the ranking list it wraps; the list's move buttons keep working. */
export function RankingDragLayer({ order, onMove, onAnnounce, children }: LayerProps) {
  const sensors = useSensors(
    // A click on a row (or a small tremor) is no drag.
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // The grip takes no scroll (touch-action: none), so a finger on it drags after a few pixels.
    useSensor(TouchSensor, { activationConstraint: { distance: 4 } }),
  );
  // The slot last announced: a drag starts over its own slot, which is no move to speak of.
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  const total = order.length;
  const indexOf = (id: UniqueIdentifier) => order.indexOf(String(id));
  const stays = (id: UniqueIdentifier) =>
    onAnnounce(t("widgets.rankUnchanged", { item: String(id), position: indexOf(id) + 1, total }));

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[VERTICAL_ONLY]}
      accessibility={{ announcements: SILENT, screenReaderInstructions: { draggable: t("widgets.rankingHint") } }}
      onDragStart={({ active }) => {
        announcedOver.current = active.id;
        onAnnounce(t("widgets.rankPicked", { item: String(active.id), position: indexOf(active.id) + 1, total }));
      }}
      onDragOver={({ active, over }) => {
        if (!over || over.id === announcedOver.current) return;
        announcedOver.current = over.id;
        onAnnounce(t("widgets.rankMoved", { item: String(active.id), position: indexOf(over.id) + 1, total }));
      }}
      onDragEnd={({ active, over }) => {
        const from = indexOf(active.id);
        const to = over ? indexOf(over.id) : from;
        if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
        else stays(active.id);
      }}
      onDragCancel={({ active }) => stays(active.id)}
    >
      <SortableContext items={[...order]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A ranking row that a mouse drags anywhere along it and a finger by its grip. */
export function SortableRankingRow(props: RankingRowProps) {
  const { setNodeRef, listeners, transform, transition, isDragging, items, activeIndex, overIndex } = useSortable({
    id: props.item,
  });
  const dragged = activeIndex >= 0 && overIndex >= 0;
  return (
    <RankingRow
      {...props}
      drag={{
        setNodeRef,
        // Translate, not Transform: rows whose labels wrap differ in height and must not be stretched.
        style: { transform: CSS.Translate.toString(transform), transition },
        onRowMouseDown: (event: MouseEvent) => {
          // The move buttons stay buttons.
          if (!(event.target as Element).closest("button")) listeners?.onMouseDown?.(event);
        },
        onHandleTouchStart: (event: TouchEvent) => listeners?.onTouchStart?.(event),
        dragging: isDragging,
        place: dragged ? arrayMove(items, activeIndex, overIndex).indexOf(props.item) : props.index,
      }}
    />
  );
}
