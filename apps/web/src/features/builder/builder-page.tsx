import { asLanguage } from "@sondar/core/i18n/languages";
import type { QuestionType } from "@sondar/core/question-types/question-types";
import { listRulesPointingAt, type RulePointingAt } from "@sondar/core/branching/rules-pointing-at";
import { createQuestion, generateQuestionId } from "@sondar/core/surveys/create-question";
import type { Question } from "@sondar/core/surveys/question-schema";
import { listPublishProblems, type PublishProblemCode } from "@sondar/core/surveys/publish-problems";
import type { SurveyDto } from "@sondar/core/surveys/survey-replies";
import {
  Archive,
  ArchiveRestore,
  ArrowLeft,
  BarChart3,
  Code2,
  Eye,
  Link2,
  ListChecks,
  MessageSquare,
  PencilRuler,
  Redo2,
  Rocket,
  Settings2,
  Undo,
  Undo2,
} from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { PlanNoticeBox } from "../../components/plan-notice";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { EmptyState } from "../../components/ui/empty-state";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api-client";
import { copyText } from "../../lib/copy-text";
import { describeApiError } from "../../lib/describe-api-error";
import { usePlanNotice, usePlanRights } from "../../lib/organizations-api";
import { useMediaQuery } from "../../lib/use-media-query";
import {
  getSurveyWithCount,
  publicSurveyUrl,
  publishSurvey,
  setSurveyArchived,
  surveyKey,
  unpublishSurvey,
} from "../../lib/surveys-api";
import { showToast } from "../../lib/toast-store";
import { AddQuestionMenu } from "./add-question-menu";
import { EmbedDialog } from "./embed-dialog";
import { IconButton } from "./icon-button";
import { PublishRequiredDialog } from "./publish-required-dialog";
import { QuestionEditor } from "./question-editor/question-editor";
import { QuestionList } from "./question-list";
import { SettingsPanel } from "./settings-panel";
import { useSaveOnLeave } from "./use-save-on-leave";
import { useDraftPreview } from "./use-draft-preview";
import { useSaveShortcut } from "./use-save-shortcut";
import { useFitHeight } from "./use-fit-height";
import { useSurveyDraft } from "./use-survey-draft";
import { useUndoShortcuts } from "./use-undo-shortcuts";

type PendingShare = "share" | "embed" | null;
type StatusChange = "publish" | "unpublish" | "archive" | "unarchive";

const STATUS_CHANGES: Record<StatusChange, { run: (id: string) => Promise<SurveyDto>; toast: string }> = {
  publish: { run: publishSurvey, toast: "builder.publishedToast" },
  unpublish: { run: unpublishSurvey, toast: "builder.unpublishedToast" },
  archive: { run: (id) => setSurveyArchived(id, true), toast: "dashboard.toasts.archived" },
  unarchive: { run: (id) => setSurveyArchived(id, false), toast: "dashboard.toasts.unarchived" },
};

export default function BuilderPage() {
  const { surveyId = "" } = useParams();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // The plan that governs this survey: mine, or its organization owner's (the same cache entry the draft reads).
  const { data: loaded } = useQuery({ queryKey: surveyKey(surveyId), queryFn: () => getSurveyWithCount(surveyId) });
  const plan = usePlanRights(loaded?.survey.organizationId);
  const canEdit = !!plan?.canEditSurveys;
  // Why it is read-only, in core's words for what happened to the plan (docs/product/plans-and-trial.md#plan-standing).
  const { notice, organization: noticeOrganization } = usePlanNotice(loaded?.survey.organizationId);
  const {
    query,
    survey,
    responseCount,
    partialCount,
    draft,
    state,
    autoSaving,
    update,
    undo,
    redo,
    canUndo,
    canRedo,
    save,
    flush,
    setServerSurvey,
  } = useSurveyDraft(surveyId, canEdit);
  const titleRef = useFitHeight(draft?.title);
  const descriptionRef = useFitHeight(draft?.description);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Side by side from the lg breakpoint; below it the editor opens under the chosen question.
  const wide = useMediaQuery("(min-width: 1024px)");
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [embedOpen, setEmbedOpen] = useState(false);
  const [pending, setPending] = useState<PendingShare>(null);
  // A question that go-to rules lead to, waiting for the creator to confirm its deletion.
  const [deleting, setDeleting] = useState<{ id: string; rules: RulePointingAt[] } | null>(null);
  const [publishing, setPublishing] = useState(false);
  // Problems show once a publish was refused, and then follow the edits until they are fixed.
  const [showProblems, setShowProblems] = useState(false);

  const questions = useMemo(() => draft?.questions ?? [], [draft?.questions]);
  const selected = questions.find((q) => q.id === selectedId) ?? null;
  const published = survey?.status === "published";
  const archived = survey?.status === "archived";
  const dirty = state !== "saved";
  const problems = useMemo(() => (showProblems ? listPublishProblems(questions) : []), [showProblems, questions]);
  const problemsByQuestion = useMemo(() => {
    const byQuestion = new Map<string, PublishProblemCode[]>();
    for (const { code, questionId } of problems)
      if (questionId) byQuestion.set(questionId, [...(byQuestion.get(questionId) ?? []), code]);
    return byQuestion;
  }, [problems]);

  useEffect(() => {
    if ((!selectedId || !questions.some((q) => q.id === selectedId)) && questions[0]) setSelectedId(questions[0].id);
  }, [questions, selectedId]);

  // On phones the editor opens under the chosen question: keep that question in sight.
  useEffect(() => {
    if (wide || !selectedId) return;
    const item = [...document.querySelectorAll<HTMLElement>("[data-question-id]")].find(
      (el) => el.dataset.questionId === selectedId,
    );
    item?.scrollIntoView?.({ block: "nearest" });
  }, [wide, selectedId]);

  // Preview shows the draft as it is, saved or not, published or not (docs/decisions/113-preview-unsaved-drafts.md).
  const openPreview = useDraftPreview(surveyId, draft, canEdit);

  const leave = useSaveOnLeave({ dirty: dirty && canEdit, flush });
  useSaveShortcut(() => void (dirty && state !== "saving" ? onSave() : undefined));
  useUndoShortcuts({ onUndo: () => stepHistory("undo"), onRedo: () => stepHistory("redo") });

  /** Undo or redo; a question that comes back is the one shown in the editor. */
  function stepHistory(direction: "undo" | "redo") {
    if (!canEdit) return;
    const shown = new Set(questions.map((q) => q.id));
    const next = direction === "undo" ? undo() : redo();
    const back = next?.questions.find((q) => !shown.has(q.id));
    if (back) setSelectedId(back.id);
  }

  function warnPro() {
    showToast({
      type: "warning",
      title: t("builder.proRequiredTitle"),
      message: t("builder.proRequired"),
      action: { label: t("dashboard.upgradeToPro"), onClick: () => void navigate("/billing") },
    });
  }

  async function onSave() {
    if (!canEdit) return warnPro();
    try {
      await save();
      showToast({ type: "success", title: t("builder.saved") });
    } catch (error) {
      showSaveError(error);
    }
  }

  function showSaveError(error: unknown) {
    if (error instanceof ApiError && (error.status === 402 || error.status === 403)) {
      showToast({
        type: "error",
        title: t("builder.limitTitle"),
        message: plan?.isTrialActive ? t("builder.limitTrial") : t("builder.limitPaid"),
        action: { label: t("dashboard.upgradeToPro"), onClick: () => void navigate("/billing") },
      });
    } else {
      showToast({
        type: "error",
        title: t("builder.saveFailedTitle"),
        message: describeApiError(error, t, t("builder.saveFailed")),
      });
    }
  }

  /** True when the draft may be published; otherwise shows its problems at the questions. */
  function refuseProblems(): boolean {
    const found = listPublishProblems(questions);
    if (!found.length) return true;
    setShowProblems(true);
    const first = found.find((p) => p.questionId)?.questionId;
    if (first) setSelectedId(first);
    showToast({ type: "error", title: t("builder.publishProblemsTitle"), message: t("errors.SURVEY_NOT_PUBLISHABLE") });
    return false;
  }

  async function changeStatus(change: StatusChange): Promise<boolean> {
    if (!canEdit) {
      warnPro();
      return false;
    }
    if (autoSaving) {
      showToast({ type: "warning", title: t("builder.autosaveRunningTitle"), message: t("builder.autosaveRunning") });
      return false;
    }
    if (change === "publish" && !refuseProblems()) return false;
    setPublishing(true);
    try {
      if (dirty) await save();
      setServerSurvey(await STATUS_CHANGES[change].run(surveyId));
      showToast({ type: "success", title: t(STATUS_CHANGES[change].toast) });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code === "SURVEY_NOT_PUBLISHABLE") setShowProblems(true);
      showSaveError(error);
      return false;
    } finally {
      setPublishing(false);
    }
  }

  async function runShare(action: Exclude<PendingShare, null>, shareId: string | null | undefined) {
    if (!shareId) return;
    if (action === "embed") setEmbedOpen(true);
    else if (await copyText(publicSurveyUrl(shareId))) showToast({ type: "success", title: t("builder.linkCopied") });
    else showToast({ type: "error", title: t("builder.copyFailedTitle"), message: t("builder.copyFailed") });
  }

  function onShareAction(action: Exclude<PendingShare, null>) {
    if (!published || !survey?.shareId) {
      setPending(action);
      return;
    }
    void runShare(action, survey.shareId);
  }

  function changeQuestions(change: (qs: Question[]) => Question[], historyKey: string | null = null) {
    if (!canEdit) {
      warnPro();
      return null;
    }
    return update((d) => ({ ...d, questions: change(d.questions) }), historyKey);
  }

  function addQuestion(type: QuestionType) {
    // Starter texts in the creator's language: respondents see them if they are left as they are.
    const question = createQuestion(type, undefined, asLanguage(i18n.resolvedLanguage));
    changeQuestions((qs) => [...qs, question]);
    setSelectedId(question.id);
  }

  function duplicateQuestion(id: string) {
    const copyId = generateQuestionId();
    changeQuestions((qs) => {
      const index = qs.findIndex((q) => q.id === id);
      const original = qs[index];
      if (!original) return qs;
      const copy = { ...structuredClone(original), id: copyId, branchingRules: [] };
      return [...qs.slice(0, index + 1), copy, ...qs.slice(index + 1)];
    });
    setSelectedId(copyId);
  }

  /** Deletes at once, unless go-to rules lead to the question: then the creator confirms first. */
  function deleteQuestion(id: string) {
    const rules = listRulesPointingAt(questions, id);
    if (rules.length > 0 && canEdit) setDeleting({ id, rules });
    else removeQuestion(id);
  }

  function removeQuestion(id: string) {
    const index = questions.findIndex((q) => q.id === id);
    const removed = questions[index];
    const after = changeQuestions((qs) => qs.filter((q) => q.id !== id));
    if (!removed || !after) return;
    if (selectedId === id) setSelectedId(questions[index + 1]?.id ?? questions[index - 1]?.id ?? null);
    showToast({
      type: "info",
      title: t("builder.questionDeleted"),
      action: {
        label: t("builder.undo"),
        onClick: () => {
          // Nothing changed since: the deletion is the last step. Otherwise the question goes back where it was.
          if (!undo(after)) changeQuestions((qs) => [...qs.slice(0, index), removed, ...qs.slice(index)]);
          setSelectedId(removed.id);
        },
      },
    });
  }

  if (query.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label={t("builder.loading")} />
      </div>
    );
  }
  if (query.isError || !survey || !draft) {
    return (
      <Notice tone="error" title={t("builder.notFoundTitle")}>
        <p>{describeApiError(query.error, t, t("builder.notFound"))}</p>
        <Link to="/dashboard" className="mt-3 inline-block font-medium text-brand-600 hover:underline dark:text-brand-400">
          {t("common.backToDashboard")}
        </Link>
      </Notice>
    );
  }

  const saveLabel =
    state === "saving" ? t("builder.saving") : state === "unsaved" ? t("builder.saveNow") : t("builder.savedLabel");

  const editorCard: ReactNode = selected && (
    <Card className="p-4 sm:p-6">
      {problemsByQuestion.has(selected.id) && (
        <Notice tone="error" title={t("builder.publishProblemsTitle")} className="mb-4">
          <ul>
            {problemsByQuestion.get(selected.id)?.map((code) => (
              <li key={code}>{t(`builder.publishProblems.${code}`)}</li>
            ))}
          </ul>
        </Notice>
      )}
      <QuestionEditor
        key={selected.id}
        surveyId={surveyId}
        question={selected}
        index={questions.indexOf(selected)}
        allQuestions={questions}
        disabled={!canEdit}
        onChange={(next) => changeQuestions((qs) => qs.map((q) => (q.id === next.id ? next : q)), `question:${next.id}`)}
      />
    </Card>
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 flex-1">
          <Link
            to="/dashboard"
            className="inline-flex items-center gap-1 text-sm font-medium text-slate-500 hover:text-slate-900 dark:hover:text-white"
          >
            <ArrowLeft aria-hidden className="h-4 w-4" />
            {t("common.backToDashboard")}
          </Link>
          {/* A title wraps onto more lines rather than being cut off on a phone; it stays one line of text. */}
          <textarea
            ref={titleRef}
            rows={1}
            aria-label={t("builder.titleLabel")}
            placeholder={t("builder.titlePlaceholder")}
            value={draft.title}
            disabled={!canEdit}
            maxLength={300}
            onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
            onChange={(e) => update((d) => ({ ...d, title: e.target.value.replace(/[\r\n]+/g, " ") }), "title")}
            className="mt-2 block w-full resize-none overflow-hidden break-words rounded-lg border border-transparent bg-transparent px-2 py-1 text-xl font-bold tracking-tight hover:border-slate-300 focus:border-brand-500 focus:outline-none sm:text-2xl dark:hover:border-slate-700"
          />
          {/* The description shows whole up to a dozen lines, then scrolls: two fixed rows cut a generated one mid-sentence. */}
          <textarea
            ref={descriptionRef}
            aria-label={t("builder.descriptionLabel")}
            placeholder={t("builder.descriptionPlaceholder")}
            value={draft.description}
            disabled={!canEdit}
            rows={2}
            maxLength={5000}
            onChange={(e) => update((d) => ({ ...d, description: e.target.value }), "description")}
            className="mt-1 block max-h-72 w-full resize-none overflow-y-auto rounded-lg border border-transparent bg-transparent px-2 py-1 text-slate-600 hover:border-slate-300 focus:border-brand-500 focus:outline-none dark:text-slate-400 dark:hover:border-slate-700"
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <IconButton
            icon={Undo}
            label={t("builder.undo")}
            tooltip={t("builder.undoShortcut")}
            disabled={!canEdit || !canUndo}
            onClick={() => stepHistory("undo")}
          />
          <IconButton
            icon={Redo2}
            label={t("builder.redo")}
            tooltip={t("builder.redoShortcut")}
            disabled={!canEdit || !canRedo}
            onClick={() => stepHistory("redo")}
          />
          <Button
            variant="secondary"
            onClick={() => void onSave()}
            disabled={!canEdit || state === "saving" || state === "saved"}
            aria-live="polite"
          >
            {saveLabel}
          </Button>
          <Button onClick={() => void changeStatus(published ? "unpublish" : "publish")} disabled={publishing || !canEdit}>
            {published ? <Undo2 aria-hidden className="h-4 w-4" /> : <Rocket aria-hidden className="h-4 w-4" />}
            {published ? t("builder.unpublish") : t("builder.publish")}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void changeStatus(archived ? "unarchive" : "archive")}
            disabled={publishing || !canEdit}
          >
            {archived ? <ArchiveRestore aria-hidden className="h-4 w-4" /> : <Archive aria-hidden className="h-4 w-4" />}
            {archived ? t("dashboard.actions.unarchive") : t("dashboard.actions.archive")}
          </Button>
          <IconButton icon={Eye} label={t("builder.preview")} onClick={() => (canEdit ? openPreview() : warnPro())} />
          <IconButton icon={Link2} label={t("builder.share")} onClick={() => onShareAction("share")} />
          <IconButton icon={Code2} label={t("builder.embedLabel")} onClick={() => onShareAction("embed")} />
          <IconButton icon={Settings2} label={t("builder.settingsLabel")} onClick={() => setSettingsOpen(true)} />
          <IconButton
            icon={BarChart3}
            label={t("builder.analytics")}
            onClick={() =>
              dirty
                ? showToast({
                    type: "warning",
                    title: t("builder.saveRequiredTitle"),
                    message: t("builder.saveRequiredResponses"),
                  })
                : void navigate(`/surveys/${surveyId}/responses`)
            }
          />
        </div>
      </div>

      <dl className="flex flex-wrap gap-3 text-sm">
        <Card className="flex items-center gap-2 px-4 py-2">
          <ListChecks aria-hidden className="h-4 w-4 text-brand-600" />
          <dt className="text-slate-500">{t("builder.stats.questions")}</dt>
          <dd className="font-semibold">{questions.length}</dd>
        </Card>
        <Card className="flex items-center gap-2 px-4 py-2">
          <MessageSquare aria-hidden className="h-4 w-4 text-brand-600" />
          <dt className="text-slate-500">{t("builder.stats.responses")}</dt>
          <dd className="font-semibold">
            {responseCount}
            {partialCount > 0 && (
              <span className="font-normal text-slate-500"> · {t("dashboard.partialCount", { count: partialCount })}</span>
            )}
          </dd>
        </Card>
        <Card className="flex items-center gap-2 px-4 py-2">
          <dt className="text-slate-500">{t("builder.stats.status")}</dt>
          <dd>
            <Badge tone={published ? "green" : archived ? "amber" : "slate"}>
              {published ? t("builder.live") : archived ? t("dashboard.status.archived") : t("builder.draft")}
            </Badge>
          </dd>
        </Card>
      </dl>

      {!canEdit && notice && notice.kind !== "trial_running" && (
        <PlanNoticeBox notice={notice} organizationName={noticeOrganization?.name} />
      )}

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-label={t("builder.questionsLabel")} className="min-w-0 space-y-3">
          <QuestionList
            questions={questions}
            selectedId={selectedId}
            problems={problemsByQuestion}
            disabled={!canEdit}
            onSelect={setSelectedId}
            onReorder={(next) => changeQuestions(() => next)}
            onDuplicate={duplicateQuestion}
            onDelete={deleteQuestion}
            editor={wide ? null : editorCard}
          />
          <AddQuestionMenu disabled={!canEdit} onAdd={addQuestion} />
        </section>
        {(wide || !selected) && (
          // Sticky below the app's header: choosing a lower question never scrolls its editor away.
          <section
            aria-label={t("builder.editorLabel")}
            className="min-w-0 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto lg:overscroll-contain"
          >
            {problems.some((p) => p.code === "no_questions") && (
              <Notice tone="error" title={t("builder.publishProblemsTitle")}>
                <p>{t("builder.publishProblems.no_questions")}</p>
              </Notice>
            )}
            {editorCard || (
              <EmptyState icon={PencilRuler} title={t("builder.noQuestionsTitle")}>
                {t("builder.noQuestions")}
              </EmptyState>
            )}
          </section>
        )}
      </div>

      <SettingsPanel
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        surveyId={surveyId}
        settings={draft.settings}
        disabled={!canEdit}
        hasUnsavedChanges={dirty}
        onChange={(settings) => update((d) => ({ ...d, settings }), "settings")}
      />
      {survey.shareId && (
        <EmbedDialog
          open={embedOpen}
          onOpenChange={setEmbedOpen}
          shareId={survey.shareId}
          title={draft.title}
          brandColor={draft.settings.brand.brandColor}
        />
      )}
      <ConfirmDialog
        open={leave.failed}
        onOpenChange={(open) => !open && leave.stay()}
        title={t("builder.leave.title")}
        confirmLabel={t("builder.leave.confirm")}
        busyLabel={t("builder.leave.confirm")}
        cancelLabel={t("builder.leave.stay")}
        closeLabel={t("common.close")}
        busy={false}
        onConfirm={leave.leaveAnyway}
      >
        {t("builder.leave.body")}
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("builder.deleteTarget.title", { position: questions.findIndex((q) => q.id === deleting?.id) + 1 })}
        confirmLabel={t("builder.deleteTarget.confirm")}
        busyLabel={t("builder.deleteTarget.confirm")}
        cancelLabel={t("common.cancel")}
        closeLabel={t("common.close")}
        busy={false}
        onConfirm={() => {
          if (deleting) removeQuestion(deleting.id);
          setDeleting(null);
        }}
      >
        <p>{t("builder.deleteTarget.intro")}</p>
        <ul className="my-2 list-disc space-y-1 pl-5">
          {deleting?.rules.map((rule) => (
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
      <PublishRequiredDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        hasUnsavedChanges={dirty}
        busy={publishing}
        onPublish={async () => {
          const action = pending;
          if (!(await changeStatus("publish"))) return;
          setPending(null);
          const shareId = query.data?.survey.shareId;
          if (action) void runShare(action, shareId);
        }}
      />
    </div>
  );
}
