import type { Answer } from "@sondar/core/answers/answer-schema";
import { commitAnswer } from "@sondar/core/answers/commit-answer";
import { dropEmptyAnswers, isEmptyAnswer } from "@sondar/core/answers/is-empty-answer";
import { validateAnswer } from "@sondar/core/answers/validate-answer";
import { applyDisplayLogic } from "@sondar/core/branching/display-logic";
import { getNextStep, getPreviousIndex, getVisitedPath } from "@sondar/core/branching/next-step";
import { withOptionOrder } from "@sondar/core/respondent/option-order";
import { crossedMilestone, progressPercent } from "@sondar/core/respondent/progress";
import { advancesOnAnswer, answerForKey, AUTO_ADVANCE_MS, NUMBER_KEY_WAIT_MS } from "@sondar/core/respondent/quick-answers";
import { isUploadUrl } from "@sondar/core/uploads/upload-url";
import type { Question } from "@sondar/core/surveys/question-schema";
import type { Language } from "@sondar/core/i18n/languages";
import type { PublicSurvey } from "@sondar/core/respondent/public-survey-replies";
import { answerInDefaultLanguage, answerInLanguage } from "@sondar/core/answers/translated-answers";
import { translateSurvey } from "@sondar/core/surveys/survey-translations";
import { Loader2, WifiOff } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { describeProblem } from "./describe-problem";
import { closedText } from "./status-screens";
import { extrasChunk } from "./survey-extras";
import { t } from "./i18n";
import { ContinueElsewhereButton } from "./continue-elsewhere-button";
import { fetchPartialAnswers, savePartialAnswers, uploadAnswerFile } from "./public-survey-api";
import { RespondentButton } from "./respondent-button";
import {
  getOrCreateSessionId,
  loadLocalAnswers,
  loadPendingSubmission,
  saveLocalAnswers,
  type Answers,
} from "./respondent-storage";
import { QuestionPage, type AnswerInput } from "./question-page";
import { findResumeIndex } from "./resume-position";

import { CompletionPage, PoweredBy, WelcomePage } from "./survey-pages";
import { useOnlineStatus } from "./use-online-status";
import { usePrefetchChunks } from "./use-prefetch-chunks";
import { usePartialSave } from "./use-partial-save";
import { SpamHoneypot } from "./spam-honeypot";
import { useSwipe } from "./use-swipe";
import { useSubmission, type InvalidSubmission, type SubmitPhase } from "./use-submission";

/** The encouraging progress toast stays 2 s (docs/product/respondent.md#flow). */
export const MILESTONE_TOAST_MS = 2000;

type View = { page: "welcome" } | { page: "question"; index: number; direction: "forward" | "back" };

function hasWelcomePage(survey: PublicSurvey): boolean {
  return Boolean(survey.settings.welcomeMessage.trim() || isUploadUrl(survey.settings.logoUrl));
}

/**
 * The first screen: a pending submission or saved answers resume where they left off (never in
 * a preview). Questions the address prefills (docs/product/respondent.md#prefill) start with
 * that answer unless the respondent gave one; a prefill never moves the start.
 */
function initialState(survey: PublicSurvey, preview: boolean): { answers: Answers; restored: boolean; view: View } {
  const pending = preview ? null : loadPendingSubmission(survey.shareId);
  const stored = pending?.answers ?? (preview ? null : loadLocalAnswers(survey.shareId)) ?? {};
  // The extras chunk is here when the address may prefill (survey-extras.ts).
  const answers = { ...extrasChunk.loaded()?.prefillFromAddress(survey.questions), ...stored };
  const restored = Object.keys(stored).length > 0;
  const resume = findResumeIndex(survey.questions, stored);
  if (resume !== null) return { answers, restored, view: { page: "question", index: resume, direction: "forward" } };
  if (hasWelcomePage(survey) && !pending) return { answers, restored, view: { page: "welcome" } };
  return { answers, restored, view: { page: "question", index: 0, direction: "forward" } };
}

/** Fields where letters and digits are typed text, not answers. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !["radio", "checkbox", "button", "submit", "reset", "file"].includes(target.type);
}

function focusFirstField(container: HTMLElement | null) {
  if (!container) return;
  const field =
    container.querySelector<HTMLElement>("[aria-invalid='true']:not([role])") ??
    container.querySelector<HTMLElement>("input:checked") ??
    container.querySelector<HTMLElement>("input:not(:disabled), textarea, select, button:not(:disabled)") ??
    container.querySelector<HTMLElement>("h2");
  field?.focus({ preventScroll: true });
}

/** A preview's stand-in for an uploaded file: a valid answer that names the file and stores nothing. */
const previewUpload = (file: File) => Promise.resolve(`/uploads/preview/${encodeURIComponent(file.name)}`);

/**
 * The respondent flow: welcome, one question per page, submission, completion. A `preview`
 * (the editor's draft) runs the same flow but stores, saves, uploads and submits nothing.
 */
export function SurveyFlow({
  survey,
  showPoweredBy,
  productName,
  startToken,
  preview = false,
  banner,
  language,
}: {
  survey: PublicSurvey;
  showPoweredBy: boolean;
  productName: string;
  /** The server's signed time the page was served (spam shield), sent back with the submit. */
  startToken?: string | undefined;
  preview?: boolean;
  /** Shown above every screen: the preview's bar (preview-bar.tsx, in the preview's own chunk). */
  banner?: ReactNode;
  /**
   * The language the survey's texts are shown in (survey-translations.ts); the answers stay in
   * its default language, as do the rules and checks that read them. Unset: the default.
   */
  language?: Language | undefined;
}) {
  const { shareId } = survey;
  const [session] = useState(() => (preview ? { sessionId: "preview", isNew: true } : getOrCreateSessionId(shareId)));
  // The questions as this respondent sees them: shuffled options in their own order.
  const questions = useMemo(() => withOptionOrder(survey.questions, session.sessionId), [survey.questions, session]);
  const shownLanguage = language ?? survey.settings.defaultLanguage;
  // Translated after shuffling, so options keep their places when the respondent switches language.
  const display = useMemo(() => translateSurvey({ ...survey, questions }, shownLanguage), [survey, questions, shownLanguage]);
  const [start] = useState(() => initialState(survey, preview));
  // The extras chunk is here when the survey has hidden fields (survey-extras.ts).
  const [hiddenValues] = useState(() => extrasChunk.loaded()?.startHiddenValues(survey, window.location.search, preview) ?? {});
  const [answers, setAnswers] = useState<Answers>(start.answers);
  const [view, setView] = useState<View>(start.view);
  const [revealed, setRevealed] = useState<string | null>(null);
  const [serverProblem, setServerProblem] = useState<{ questionId: string; message: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const online = useOnlineStatus();
  const bodyRef = useRef<HTMLDivElement>(null);
  const answersRef = useRef(answers);
  const total = questions.length;

  const onInvalid = useCallback(
    ({ message, fields }: InvalidSubmission) => {
      // The server names the question it refused: go back to it and say why.
      const index = questions.findIndex((q) => fields[q.id] !== undefined);
      const question = questions[index];
      if (!question) {
        setServerProblem({ questionId: "", message: fields["_"] ?? (message || t("submitFailed")) });
        return;
      }
      setServerProblem({ questionId: question.id, message: fields[question.id] ?? message });
      setView({ page: "question", index, direction: "back" });
    },
    [questions],
  );
  const honeypot = useRef<HTMLInputElement>(null);
  const { phase, submit, retry } = useSubmission({
    shareId,
    sessionId: session.sessionId,
    onInvalid,
    hiddenValues,
    record: !preview,
    shield: () => ({ website: honeypot.current?.value ?? "", startToken }),
    challenge: survey.settings.spamChallenge === true,
  });
  const questionIndex = view.page === "question" ? view.index : -1;
  usePartialSave({
    shareId,
    sessionId: session.sessionId,
    answers,
    hiddenValues,
    questionIndex,
    enabled: phase === "idle" && !preview,
  });
  // Recall (docs/decisions/231-recall-as-text.md): plain text, which React shows as text. Its
  // chunk is here when a text holds a token; should it have failed to arrive, tokens show nothing.
  const extras = extrasChunk.loaded();
  const recall = (text: string) =>
    extras ? extras.recallText(text, questions, answers, hiddenValues) : text.replace(/\{\{[^{}]*\}\}/g, "");
  usePrefetchChunks(questions, questionIndex);

  useEffect(() => {
    answersRef.current = answers;
    // Once submitted, the stored answers are gone on purpose.
    if (phase !== "submitted" && !preview) saveLocalAnswers(shareId, dropEmptyAnswers(answers));
  }, [answers, shareId, phase, preview]);

  // A returning session with no answers stored here takes the server's copy; whatever the
  // respondent has typed meanwhile wins.
  useEffect(() => {
    if (session.isNew || start.restored) return undefined;
    let cancelled = false;
    void fetchPartialAnswers(shareId, session.sessionId)
      .then((saved) => {
        const restored = saved ? dropEmptyAnswers(saved) : {};
        if (cancelled || Object.keys(restored).length === 0 || answersRef.current !== start.answers) return;
        setAnswers({ ...start.answers, ...restored });
        const resume = findResumeIndex(questions, restored);
        if (resume !== null) setView({ page: "question", index: resume, direction: "forward" });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [session, start, shareId, questions]);

  // Focus follows the question, so keyboard and screen-reader users land on the new field.
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    if (view.page === "question") focusFirstField(bodyRef.current);
  }, [view]);

  useEffect(() => {
    if (!toast) return undefined;
    const timer = setTimeout(() => setToast(null), MILESTONE_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  useEffect(() => {
    if (phase === "submitted") document.getElementById("completed-title")?.focus();
  }, [phase]);

  // Progress counts only the questions display logic shows for the answers so far.
  const { hidden } = applyDisplayLogic(questions, answers);
  const shown = questions.filter((q) => !hidden.has(q.id));
  const goTo = (index: number, direction: "forward" | "back") => {
    if (direction === "forward" && view.page === "question") {
      const place = (at: number) => progressPercent(shown.indexOf(questions[at] as Question), shown.length);
      const milestone = crossedMilestone(place(view.index), place(index));
      if (milestone !== null) {
        setToast(t(`milestone${milestone}`));
        navigator.vibrate?.(50);
      }
    }
    cancelPendingMove();
    setRevealed(null);
    setServerProblem(null);
    setView({ page: "question", index, direction });
  };

  const current = view.page === "question" ? questions[view.index] : undefined;
  const locked = phase !== "idle" && phase !== "failed";

  // A one-pick answer moves on by itself after a short pause; a new pick restarts the pause
  // (docs/product/respondent.md#answering-by-key).
  const pendingMove = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typedDigits = useRef({ text: "", at: Number.NEGATIVE_INFINITY });
  const cancelPendingMove = () => clearTimeout(pendingMove.current);
  useEffect(() => () => clearTimeout(pendingMove.current), [view]);

  const setAnswer = (questionId: string, answer: Answer | undefined) => {
    setServerProblem(null);
    setAnswers((prev) => {
      const next = { ...prev };
      if (answer === undefined) delete next[questionId];
      else next[questionId] = answer;
      return next;
    });
  };

  /** After a pick: the next question, or on the last one the Submit button, which never presses itself. */
  const moveOnAfterPick = () => {
    if (!current || view.page !== "question" || locked) return;
    const step = getNextStep(questions, view.index, {
      ...answers,
      [current.id]: commitAnswer(current, answers[current.id]) as Answer,
    });
    if (step.kind === "end") {
      bodyRef.current?.closest("form")?.querySelector<HTMLElement>("button[type='submit']")?.focus();
      return;
    }
    advance();
  };
  const latestMoveOn = useRef(moveOnAfterPick);
  useEffect(() => {
    latestMoveOn.current = moveOnAfterPick;
  });
  const moveOnLater = (delayMs: number) => {
    cancelPendingMove();
    pendingMove.current = setTimeout(() => latestMoveOn.current(), delayMs);
  };

  const pickByKey = (event: globalThis.KeyboardEvent) => {
    if (!current || view.page !== "question" || locked || event.defaultPrevented) return;
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing || isTypingTarget(event.target)) return;
    const recent = event.timeStamp - typedDigits.current.at <= NUMBER_KEY_WAIT_MS;
    const pick = answerForKey(current, answers[current.id], event.key, recent ? typedDigits.current.text : "");
    if (!pick) return;
    event.preventDefault();
    typedDigits.current = { text: pick.typed, at: event.timeStamp };
    if (pick.answer === undefined) return;
    setAnswer(current.id, pick.answer);
    // The focus follows the pick, so a screen reader says what was chosen.
    const key = event.key.toUpperCase();
    requestAnimationFrame(() => {
      const body = bodyRef.current;
      const field = pick.other
        ? body?.querySelector<HTMLElement>("input[type='text']")
        : (body?.querySelector<HTMLElement>(`input[type='checkbox'][aria-keyshortcuts='${key}']`) ??
          body?.querySelector<HTMLElement>("input:checked"));
      field?.focus();
    });
    if (advancesOnAnswer(current, pick.answer)) moveOnLater(pick.waitForMore ? NUMBER_KEY_WAIT_MS : AUTO_ADVANCE_MS);
    else cancelPendingMove();
  };
  const latestPickByKey = useRef(pickByKey);
  useEffect(() => {
    latestPickByKey.current = pickByKey;
  });
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => latestPickByKey.current(event);
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const advance = () => {
    cancelPendingMove();
    if (!current || view.page !== "question" || uploading || locked) return;
    const answer = commitAnswer(current, answers[current.id]);
    if (validateAnswer(current, answer)) {
      setRevealed(current.id);
      setServerProblem(null);
      requestAnimationFrame(() => focusFirstField(bodyRef.current));
      return;
    }
    const next = answer === answers[current.id] ? answers : { ...answers, [current.id]: answer as Answer };
    setAnswers(next);
    const step = getNextStep(questions, view.index, next);
    if (step.kind === "end") {
      setServerProblem(null);
      submit(next);
    } else {
      goTo(step.index, "forward");
    }
  };

  const previousIndex = current ? getPreviousIndex(getVisitedPath(questions, answers), questionIndex) : null;
  const goBack = previousIndex === null || locked ? null : () => goTo(previousIndex, "back");

  const swipe = useSwipe({
    onSwipeLeft: advance,
    onSwipeRight: () => goBack?.(),
  });

  let content: ReactNode = null;
  if (phase === "submitted") {
    content = <CompletionPage survey={display} recall={recall} />;
  } else if (total === 0) {
    content = <p className="text-center text-slate-600 dark:text-slate-400">{t("noQuestions")}</p>;
  } else if (view.page === "welcome") {
    content = <WelcomePage survey={display} recall={recall} onBegin={() => goTo(0, "forward")} />;
  } else if (current) {
    const raw = answers[current.id];
    const problem =
      serverProblem?.questionId === current.id
        ? serverProblem.message
        : revealed === current.id
          ? (() => {
              const found = validateAnswer(current, commitAnswer(current, raw));
              return found ? describeProblem(current, found) : null;
            })()
          : null;
    const isLast =
      getNextStep(questions, view.index, { ...answers, [current.id]: commitAnswer(current, raw) as Answer }).kind === "end";
    const canSkip = !current.required && isEmptyAnswer(raw) && current.type !== "statement";
    // E-mail: Continue stays disabled until the address is valid (docs/product/respondent.md#answer-rules).
    const emailBlocked = current.type === "email" && validateAnswer(current, raw) !== null;
    content = (
      <QuestionPage
        questions={display.questions}
        recall={recall}
        index={view.index}
        shown={shown}
        direction={view.direction}
        answer={raw === undefined ? raw : answerInLanguage(survey, current.id, raw, shownLanguage)}
        onChange={(shownAnswer: Answer | undefined, by: AnswerInput) => {
          // Stored as in the default language, whichever the respondent reads (docs/decisions/240-survey-translations.md).
          const answer =
            shownAnswer === undefined ? shownAnswer : answerInDefaultLanguage(survey, current.id, shownAnswer, shownLanguage);
          setAnswer(current.id, answer);
          if (by === "pointer" && advancesOnAnswer(current, answer)) moveOnLater(AUTO_ADVANCE_MS);
          else cancelPendingMove();
        }}
        problem={problem}
        onFieldBlur={() => {
          if (current.type === "email" && !isEmptyAnswer(answers[current.id])) setRevealed(current.id);
        }}
        onAdvance={advance}
        onPrevious={goBack}
        nextLabel={phase === "submitting" ? t("submitting") : isLast ? t("submit") : canSkip ? t("skip") : t("next")}
        nextDisabled={emailBlocked || uploading}
        upload={
          preview
            ? previewUpload
            : (file) => uploadAnswerFile(shareId, { file, questionId: current.id, sessionId: session.sessionId })
        }
        onBusyChange={setUploading}
        bodyRef={bodyRef}
        locked={locked}
        notice={
          <SubmissionNotice
            survey={display}
            phase={phase}
            onRetry={() => void retry()}
            formProblem={serverProblem?.questionId === "" ? serverProblem.message : null}
          />
        }
      />
    );
  }

  return (
    <div className="flex min-h-screen flex-col" {...swipe}>
      {banner}
      {!online && (
        <div
          role="status"
          className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <WifiOff aria-hidden className="h-4 w-4" />
          {t("offlineBanner")}
        </div>
      )}
      {/* Phones start at the top (room for the keyboard); wider screens centre the survey, with room to read. */}
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col px-4 py-8 sm:px-6 sm:py-12 lg:max-w-3xl lg:justify-center lg:px-8">
        {view.page === "question" && phase !== "submitted" && !survey.settings.hideTitle && (
          <h1 className="survey-on-page mb-6 text-center text-lg font-semibold text-slate-700 lg:text-xl dark:text-slate-300">
            {display.title}
          </h1>
        )}
        {content}
        {view.page === "question" && current && !preview && (phase === "idle" || phase === "failed") && (
          <ContinueElsewhereButton
            shareId={shareId}
            sessionId={session.sessionId}
            saveNow={() => savePartialAnswers(shareId, session.sessionId, dropEmptyAnswers(answersRef.current), hiddenValues)}
          />
        )}
        {showPoweredBy && <PoweredBy productName={productName} />}
        {!preview && <SpamHoneypot ref={honeypot} />}
      </main>
      {toast && phase !== "submitted" && (
        <div
          role="status"
          className="fixed inset-x-0 bottom-6 z-50 mx-auto w-fit max-w-[90vw] animate-toast-in rounded-full bg-slate-900 px-5 py-2.5 text-sm font-medium text-white shadow-lg dark:bg-white dark:text-slate-900"
        >
          {toast}
        </div>
      )}
    </div>
  );
}

function SubmissionNotice({
  survey,
  phase,
  onRetry,
  formProblem,
}: {
  survey: PublicSurvey;
  phase: SubmitPhase;
  onRetry: () => void;
  formProblem: string | null;
}) {
  if (phase === "queued" || phase === "retrying") {
    return (
      <p
        role="status"
        className="mt-6 flex items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
      >
        <Loader2 aria-hidden className="h-4 w-4 shrink-0 animate-spin" />
        {t(phase === "queued" ? "queued" : "retrying")}
      </p>
    );
  }
  // Nothing to retry: the survey no longer takes answers, which stay on screen.
  if (phase === "gone" || phase === "closed") {
    const gone = phase === "gone";
    return (
      <div role="alert" className="mt-6 rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
        <p className="font-semibold">{t(gone ? "surveyGoneTitle" : "closedTitle")}</p>
        <p className="mt-1 whitespace-pre-line">{gone ? t("surveyGoneText") : closedText(survey.settings.closedMessage)}</p>
      </div>
    );
  }
  if (phase === "failed") {
    return (
      <div
        role="alert"
        className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
      >
        <span>{t("submitFailed")}</span>
        <RespondentButton variant="secondary" className="h-9" onClick={onRetry}>
          {t("retrySubmit")}
        </RespondentButton>
      </div>
    );
  }
  if (formProblem) {
    return (
      <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
        {formProblem}
      </p>
    );
  }
  return null;
}
