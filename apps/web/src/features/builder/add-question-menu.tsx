import { QUESTION_TYPES, type QuestionType } from "@sondar/core/question-types/question-types";
import { Plus } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";

/** The add-question button; without editing rights it reads 'Upgrade to Pro to Add Questions' and is disabled. */
export function AddQuestionMenu({ disabled, onAdd }: { disabled: boolean; onAdd: (type: QuestionType) => void }) {
  const { t } = useTranslation();
  if (disabled) {
    return (
      <button
        type="button"
        disabled
        className="w-full rounded-xl border-2 border-dashed border-slate-300 p-3 text-sm font-medium text-slate-500 dark:border-slate-700"
      >
        {t("builder.upgradeToAdd")}
      </button>
    );
  }
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex w-full items-center justify-center gap-2 rounded-xl border-2 border-dashed border-brand-300 p-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:border-brand-800 dark:text-brand-300 dark:hover:bg-brand-950">
        <Plus aria-hidden className="h-4 w-4" />
        {t("builder.addQuestion")}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 grid max-h-[70vh] w-[min(32rem,calc(100vw-2rem))] grid-cols-2 gap-1 overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {QUESTION_TYPES.map((type) => (
            <DropdownMenu.Item
              key={type}
              onSelect={() => onAdd(type)}
              className="cursor-pointer rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800"
            >
              {t(`questionTypes.${type}`)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
