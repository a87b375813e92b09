import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { PublishProblemCode } from "@sondar/core/surveys/publish-problems";
import type { Question } from "@sondar/core/surveys/question-schema";
import { Copy, GripVertical, Trash2 } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../components/ui/cn";

interface ListProps {
  questions: Question[];
  selectedId: string | null;
  /** What stops publishing, by question id; shown at each question. */
  problems: ReadonlyMap<string, PublishProblemCode[]>;
  disabled: boolean;
  onSelect: (id: string) => void;
  onReorder: (questions: Question[]) => void;
  onDuplicate: (id: string) => void;
  onDelete: (id: string) => void;
  /** The chosen question's editor, shown under it (phones); null when it has a panel of its own. */
  editor?: ReactNode;
}

/** The survey's questions, reorderable by mouse, touch or keyboard (space to lift, arrows, space to drop). */
export function QuestionList({
  questions,
  selectedId,
  problems,
  disabled,
  onSelect,
  onReorder,
  onDuplicate,
  onDelete,
  editor = null,
}: ListProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = questions.findIndex((q) => q.id === active.id);
    const to = questions.findIndex((q) => q.id === over.id);
    if (from >= 0 && to >= 0) onReorder(arrayMove(questions, from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t("builder.dnd.instructions") },
        announcements: {
          onDragStart: ({ active }) => t("builder.dnd.picked", { position: questions.findIndex((q) => q.id === active.id) + 1 }),
          onDragOver: ({ over }) =>
            over ? t("builder.dnd.over", { position: questions.findIndex((q) => q.id === over.id) + 1 }) : "",
          onDragEnd: ({ over }) =>
            over ? t("builder.dnd.dropped", { position: questions.findIndex((q) => q.id === over.id) + 1 }) : "",
          onDragCancel: () => t("builder.dnd.cancelled"),
        },
      }}
    >
      <SortableContext items={questions.map((q) => q.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label={t("builder.questionsLabel")} className="space-y-2">
          {questions.map((question, index) => (
            <Fragment key={question.id}>
              <SortableQuestion
                question={question}
                index={index}
                selected={question.id === selectedId}
                problems={problems.get(question.id) ?? []}
                disabled={disabled}
                onSelect={() => onSelect(question.id)}
                onDuplicate={() => onDuplicate(question.id)}
                onDelete={() => onDelete(question.id)}
              />
              {editor && question.id === selectedId && (
                <li>
                  <section aria-label={t("builder.editorLabel")}>{editor}</section>
                </li>
              )}
            </Fragment>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableQuestion({
  question,
  index,
  selected,
  problems,
  disabled,
  onSelect,
  onDuplicate,
  onDelete,
}: {
  question: Question;
  index: number;
  selected: boolean;
  problems: readonly PublishProblemCode[];
  disabled: boolean;
  onSelect: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: question.id, disabled });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-question-id={question.id}
      className={cn(
        "flex items-center gap-2 rounded-xl border bg-white p-2 shadow-sm dark:bg-slate-900",
        selected ? "border-brand-500 ring-2 ring-brand-500/30" : "border-slate-200 dark:border-slate-800",
        problems.length > 0 && !selected && "border-red-500 dark:border-red-500",
        isDragging && "z-10 opacity-80 shadow-lg",
      )}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        disabled={disabled}
        aria-label={t("builder.dragHandle", { position: index + 1, title: question.title })}
        className="inline-flex h-8 w-6 cursor-grab touch-none items-center justify-center rounded text-slate-400 hover:text-slate-700 disabled:cursor-not-allowed dark:hover:text-slate-200"
      >
        <GripVertical aria-hidden className="h-4 w-4" />
      </button>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? "true" : undefined}
        aria-describedby={problems.length ? `publish-problems-${question.id}` : undefined}
        className="min-w-0 flex-1 rounded-lg px-1 py-1 text-left"
      >
        <span className="block text-xs font-medium uppercase tracking-wide text-slate-500">
          {index + 1}. {t(`questionTypes.${question.type}`)}
        </span>
        <span className="block truncate text-sm font-medium">
          {question.title || t("builder.untitledQuestion")}
          {question.required && question.type !== "statement" && (
            <span aria-label={t("builder.required")} className="ml-1 text-red-600">
              *
            </span>
          )}
        </span>
        {problems.length > 0 && (
          <span id={`publish-problems-${question.id}`} className="block text-xs text-red-700 dark:text-red-400">
            {problems.map((code) => t(`builder.publishProblems.${code}`)).join(" ")}
          </span>
        )}
      </button>
      <button
        type="button"
        onClick={onDuplicate}
        disabled={disabled}
        aria-label={t("builder.duplicateQuestion", { position: index + 1 })}
        className="inline-flex h-8 w-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 disabled:opacity-50 dark:hover:bg-slate-800"
      >
        <Copy aria-hidden className="h-4 w-4" />
      </button>
      <button
        type="button"
        onClick={onDelete}
        disabled={disabled}
        aria-label={t("builder.deleteQuestion", { position: index + 1 })}
        className="inline-flex h-8 w-8 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-600 disabled:opacity-50 dark:hover:bg-red-950"
      >
        <Trash2 aria-hidden className="h-4 w-4" />
      </button>
    </li>
  );
}
