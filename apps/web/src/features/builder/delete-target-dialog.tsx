import type { Question } from "@sondar/core/surveys/question-schema";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import type { PendingDeletion } from "./use-question-deletion";

/** Asks before deleting a question that go-to rules lead to, naming each of those rules. */
export function DeleteTargetDialog({
  pending,
  questions,
  onConfirm,
  onCancel,
}: {
  pending: PendingDeletion | null;
  questions: Question[];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t("builder.deleteTarget.title", { position: questions.findIndex((q) => q.id === pending?.id) + 1 })}
      confirmLabel={t("builder.deleteTarget.confirm")}
      busyLabel={t("builder.deleteTarget.confirm")}
      cancelLabel={t("common.cancel")}
      closeLabel={t("common.close")}
      busy={false}
      onConfirm={onConfirm}
    >
      <p>{t("builder.deleteTarget.intro")}</p>
      <ul className="my-2 list-disc space-y-1 pl-5">
        {pending?.rules.map((rule) => (
          <li key={`${rule.questionId}-${rule.ruleIndex}`}>
            {t("builder.deleteTarget.rule", {
              position: rule.questionIndex + 1,
              title: questions[rule.questionIndex]?.title || t("builder.untitledQuestion"),
              rule: rule.ruleIndex + 1,
            })}
          </li>
        ))}
      </ul>
      <p>{t("builder.deleteTarget.outro")}</p>
    </ConfirmDialog>
  );
}
