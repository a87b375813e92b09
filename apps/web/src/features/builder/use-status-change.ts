import type { Question } from "@sondar/core/surveys/question-schema";
import type { SurveyDto } from "@sondar/core/surveys/survey-replies";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-client";
import { publishSurvey, setSurveyArchived, unpublishSurvey } from "../../lib/surveys-api";
import { showToast } from "../../lib/toast-store";
import { usePublishProblems, type PublishContext } from "./use-publish-problems";
import type { SaveToasts } from "./use-save-toasts";
import type { SurveyDraft } from "./use-survey-draft";

export type StatusChange = "publish" | "unpublish" | "archive" | "unarchive";

const STATUS_CHANGES: Record<StatusChange, { run: (id: string) => Promise<SurveyDto>; toast: string }> = {
  publish: { run: publishSurvey, toast: "builder.publishedToast" },
  unpublish: { run: unpublishSurvey, toast: "builder.unpublishedToast" },
  archive: { run: (id) => setSurveyArchived(id, true), toast: "dashboard.toasts.archived" },
  unarchive: { run: (id) => setSurveyArchived(id, false), toast: "dashboard.toasts.unarchived" },
};

/**
 * Publishing, unpublishing, archiving and unarchiving from the editor: saves pending edits first,
 * refuses to publish a draft with problems (and shows them at the questions), and says how it went.
 */
export function useStatusChange({
  surveyId,
  canEdit,
  draft: { state, autoSaving, save, setServerSurvey },
  questions,
  context,
  select,
  toasts,
}: {
  surveyId: string;
  canEdit: boolean;
  draft: Pick<SurveyDraft, "state" | "autoSaving" | "save" | "setServerSurvey">;
  questions: Question[];
  /** What publishing checks besides the questions (use-publish-problems.ts): the draft, once loaded. */
  context: PublishContext | null;
  select: (id: string) => void;
  toasts: SaveToasts;
}) {
  const { t } = useTranslation();
  const [publishing, setPublishing] = useState(false);
  const { problems, problemsByQuestion, refuseProblems, showProblems } = usePublishProblems(questions, context, select);

  /** The survey as stored after the change, or null when it was not made. */
  async function changeStatus(change: StatusChange): Promise<SurveyDto | null> {
    if (!canEdit) {
      toasts.warnPro();
      return null;
    }
    if (autoSaving) {
      showToast({ type: "warning", title: t("builder.autosaveRunningTitle"), message: t("builder.autosaveRunning") });
      return null;
    }
    if (change === "publish" && !refuseProblems()) return null;
    setPublishing(true);
    try {
      if (state !== "saved") await save();
      const changed = await STATUS_CHANGES[change].run(surveyId);
      setServerSurvey(changed);
      showToast({ type: "success", title: t(STATUS_CHANGES[change].toast) });
      return changed;
    } catch (error) {
      if (error instanceof ApiError && error.code === "SURVEY_NOT_PUBLISHABLE") showProblems();
      toasts.showSaveError(error);
      return null;
    } finally {
      setPublishing(false);
    }
  }

  return { changeStatus, publishing, problems, problemsByQuestion };
}
