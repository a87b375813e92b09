import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useParams } from "react-router";
import { PlanNoticeBox } from "../../components/plan-notice";
import { usePlanNotice, usePlanRights } from "../../lib/organizations-api";
import { getSurveyWithCount, surveyKey } from "../../lib/surveys-api";
import { AddQuestionMenu } from "./add-question-menu";
import { BuilderFallback } from "./builder-fallback";
import { BuilderLayout } from "./builder-layout";
import { BuilderToolbar } from "./builder-toolbar";
import { DeleteTargetDialog } from "./delete-target-dialog";
import { EmbedDialog } from "./embed-dialog";
import { LeaveFailedDialog } from "./leave-failed-dialog";
import { PublishRequiredDialog } from "./publish-required-dialog";
import { QuestionEditorCard } from "./question-editor-card";
import { QuestionList } from "./question-list";
import { SettingsPanel } from "./settings-panel";
import { SurveyHeading } from "./survey-heading";
import { SurveyStats } from "./survey-stats";
import { TranslationsPanel } from "./translations-panel";
import { useDraftPreview } from "./use-draft-preview";
import { useHistorySteps } from "./use-history-steps";
import { useManualSave } from "./use-manual-save";
import { useQuestionChanges } from "./use-question-changes";
import { useQuestionDeletion } from "./use-question-deletion";
import { useQuestionSelection } from "./use-question-selection";
import { useSaveOnLeave } from "./use-save-on-leave";
import { useSaveToasts } from "./use-save-toasts";
import { useShareActions } from "./use-share-actions";
import { useStatusChange } from "./use-status-change";
import { useSurveyDraft } from "./use-survey-draft";

/** The survey editor: composes the draft, its questions, saving, status, sharing and the layout. */
export default function BuilderPage() {
  const { surveyId = "" } = useParams();
  // The plan that governs this survey: mine, or its organization owner's (the same cache entry the draft reads).
  const { data: loaded } = useQuery({ queryKey: surveyKey(surveyId), queryFn: () => getSurveyWithCount(surveyId) });
  const plan = usePlanRights(loaded?.survey.organizationId);
  const canEdit = !!plan?.canEditSurveys;
  // Why it is read-only, in core's words for what happened to the plan (docs/product/plans-and-trial.md#plan-standing).
  const { notice, organization: noticeOrganization } = usePlanNotice(loaded?.survey.organizationId);
  const draftState = useSurveyDraft(surveyId, canEdit);
  const { query, survey, draft, state, update } = draftState;
  const questions = useMemo(() => draft?.questions ?? [], [draft?.questions]);
  const dirty = state !== "saved";
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [translationsOpen, setTranslationsOpen] = useState(false);

  const toasts = useSaveToasts(plan?.isTrialActive);
  const { selectedId, selected, select } = useQuestionSelection(questions);
  const edits = useQuestionChanges({ canEdit, draft: draftState, select, warnPro: toasts.warnPro });
  const deletion = useQuestionDeletion({
    canEdit,
    questions,
    selectedId,
    select,
    changeQuestions: edits.changeQuestions,
    draft: draftState,
  });
  const statusChange = useStatusChange({ surveyId, canEdit, draft: draftState, questions, context: draft, select, toasts });
  const sharing = useShareActions({ survey, publish: () => statusChange.changeStatus("publish") });
  const stepHistory = useHistorySteps({ canEdit, questions, draft: draftState, select });
  const onSave = useManualSave({ canEdit, draft: draftState, toasts });
  // Preview shows the draft as it is, saved or not, published or not (docs/decisions/113-preview-unsaved-drafts.md).
  const openPreview = useDraftPreview(surveyId, draft, canEdit);
  const leave = useSaveOnLeave({ dirty: dirty && canEdit, flush: draftState.flush });

  if (query.isPending || query.isError || !survey || !draft) {
    return <BuilderFallback loading={query.isPending} error={query.error} />;
  }

  const editorCard = selected && (
    <QuestionEditorCard
      surveyId={surveyId}
      question={selected}
      questions={questions}
      problems={statusChange.problemsByQuestion.get(selected.id)}
      disabled={!canEdit}
      onChange={(next) => edits.changeQuestions((qs) => qs.map((q) => (q.id === next.id ? next : q)), `question:${next.id}`)}
    />
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <SurveyHeading
          title={draft.title}
          description={draft.description}
          disabled={!canEdit}
          onChange={(field, value) => update((d) => ({ ...d, [field]: value }), field)}
        />
        <BuilderToolbar
          surveyId={surveyId}
          canEdit={canEdit}
          canUndo={draftState.canUndo}
          canRedo={draftState.canRedo}
          saveState={state}
          status={survey.status}
          busy={statusChange.publishing}
          onStep={stepHistory}
          onSave={() => void onSave()}
          onChangeStatus={(change) => void statusChange.changeStatus(change)}
          onPreview={() => (canEdit ? openPreview() : toasts.warnPro())}
          onShare={sharing.share}
          onOpenSettings={() => setSettingsOpen(true)}
          onOpenTranslations={() => setTranslationsOpen(true)}
        />
      </div>

      <SurveyStats
        questionCount={questions.length}
        responseCount={draftState.responseCount}
        partialCount={draftState.partialCount}
        status={survey.status}
        closing={draft.settings}
      />

      {!canEdit && notice && notice.kind !== "trial_running" && (
        <PlanNoticeBox notice={notice} organizationName={noticeOrganization?.name} />
      )}

      <BuilderLayout
        selectedId={selectedId}
        editor={editorCard}
        noQuestionsProblem={statusChange.problems.some((p) => p.code === "no_questions")}
        list={(editorUnderQuestion) => (
          <>
            <QuestionList
              questions={questions}
              selectedId={selectedId}
              problems={statusChange.problemsByQuestion}
              disabled={!canEdit}
              onSelect={select}
              onReorder={(next) => edits.changeQuestions(() => next)}
              onDuplicate={edits.duplicateQuestion}
              onDelete={deletion.deleteQuestion}
              editor={editorUnderQuestion}
            />
            <AddQuestionMenu disabled={!canEdit} onAdd={edits.addQuestion} />
          </>
        )}
      />

      <SettingsPanel
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        surveyId={surveyId}
        shareId={survey.shareId}
        settings={draft.settings}
        hiddenFields={draft.hiddenFields}
        questions={questions}
        disabled={!canEdit}
        hasUnsavedChanges={dirty}
        onChange={(settings) => update((d) => ({ ...d, settings }), "settings")}
        onHiddenFieldsChange={(hiddenFields) => update((d) => ({ ...d, hiddenFields }))}
      />
      <TranslationsPanel
        open={translationsOpen}
        onOpenChange={setTranslationsOpen}
        survey={draft}
        disabled={!canEdit}
        onChange={(settings) => update((d) => ({ ...d, settings }), "translations")}
      />
      {survey.shareId && (
        <EmbedDialog
          open={sharing.embedOpen}
          onOpenChange={sharing.setEmbedOpen}
          shareId={survey.shareId}
          title={draft.title}
          brandColor={draft.settings.brand.brandColor}
          hiddenFields={draft.hiddenFields}
        />
      )}
      <LeaveFailedDialog leave={leave} />
      <DeleteTargetDialog
        pending={deletion.pending}
        questions={questions}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
      <PublishRequiredDialog
        open={sharing.pending !== null}
        onOpenChange={(open) => !open && sharing.cancelPending()}
        hasUnsavedChanges={dirty}
        busy={statusChange.publishing}
        onPublish={() => void sharing.publishPending()}
      />
    </div>
  );
}
