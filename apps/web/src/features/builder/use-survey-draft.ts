import type { SurveyDto, SurveyWithCountReply } from "@sondar/core/surveys/survey-replies";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { getSurveyWithCount, saveSurvey, surveyKey, surveysKey, type SurveyContentInput } from "../../lib/surveys-api";
import { createHistory, recordChange, redoChange, undoChange, type DraftHistory } from "./draft-history";

/** Autosave waits this long after the last change, restarting on each (docs/decisions/020-autosave-after-five-seconds.md). */
export const AUTOSAVE_DELAY_MS = 5000;

export type SaveState = "saved" | "unsaved" | "saving";

function toContent(survey: SurveyDto): SurveyContentInput {
  return {
    title: survey.title,
    description: survey.description,
    questions: survey.questions,
    settings: survey.settings,
    hiddenFields: survey.hiddenFields,
  };
}

/**
 * The survey being edited: a local draft with its undo history, an unsaved-changes flag, a
 * manual save, and an autosave 5 s after the last change that never overlaps another save.
 */
export function useSurveyDraft(surveyId: string, canEdit: boolean) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: surveyKey(surveyId),
    queryFn: () => getSurveyWithCount(surveyId),
  });
  const [draft, setDraft] = useState<SurveyContentInput | null>(null);
  const [state, setState] = useState<SaveState>("saved");
  const [autoSaving, setAutoSaving] = useState(false);
  const version = useRef(0);
  const savedVersion = useRef(0);
  const savingRef = useRef<Promise<SurveyDto | null> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const draftRef = useRef<SurveyContentInput | null>(null);
  draftRef.current = draft;
  const history = useRef<DraftHistory<SurveyContentInput>>(createHistory());

  const loaded = query.data?.survey;
  useEffect(() => {
    if (loaded && draftRef.current === null) setDraft(toContent(loaded));
  }, [loaded]);

  const save = useCallback(
    async (options: { auto?: boolean } = {}): Promise<SurveyDto | null> => {
      if (savingRef.current) return savingRef.current;
      const content = draftRef.current;
      if (!content) return null;
      if (timer.current) clearTimeout(timer.current);
      const startedAt = version.current;
      setState("saving");
      if (options.auto) setAutoSaving(true);
      const run = (async () => {
        try {
          const saved = await saveSurvey(surveyId, content);
          client.setQueryData(surveyKey(surveyId), (old: SurveyWithCountReply | undefined) => ({
            survey: saved,
            responseCount: old?.responseCount ?? 0,
            partialCount: old?.partialCount ?? 0,
          }));
          void client.invalidateQueries({ queryKey: surveysKey });
          savedVersion.current = startedAt;
          setState(version.current === startedAt ? "saved" : "unsaved");
          return saved;
        } catch (error) {
          setState("unsaved");
          if (options.auto) {
            // Autosave failures are only logged; the manual save shows the reason
            // (docs/product/surveys-and-questions.md#builder).
            console.warn("Autosave failed", error);
            return null;
          }
          throw error;
        } finally {
          savingRef.current = null;
          setAutoSaving(false);
        }
      })();
      savingRef.current = run;
      return run;
    },
    [client, surveyId],
  );

  /** Shows `next` as the draft, unsaved, and starts the autosave wait again. */
  const replaceDraft = useCallback(
    (next: SurveyContentInput) => {
      draftRef.current = next;
      setDraft(next);
      version.current += 1;
      setState("unsaved");
      if (!canEdit) return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void save({ auto: true }), AUTOSAVE_DELAY_MS);
    },
    [canEdit, save],
  );

  /**
   * Changes the draft and records the step for undo. `historyKey` names the field being typed
   * in, so quick typing undoes as one step; without it the change is a step of its own.
   */
  const update = useCallback(
    (change: (current: SurveyContentInput) => SurveyContentInput, historyKey: string | null = null) => {
      const current = draftRef.current;
      if (!current) return null;
      const next = change(current);
      if (next === current) return current;
      history.current = recordChange(history.current, current, historyKey, Date.now());
      replaceDraft(next);
      return next;
    },
    [replaceDraft],
  );

  /**
   * Goes back one step and returns the draft shown now, or null when there is nothing to undo
   * or the draft is no longer `expected` (a toast's Undo after other edits).
   */
  const undo = useCallback(
    (expected?: SurveyContentInput): SurveyContentInput | null => {
      const current = draftRef.current;
      if (!current || (expected && current !== expected)) return null;
      const step = undoChange(history.current, current);
      if (!step) return null;
      history.current = step.history;
      replaceDraft(step.state);
      return step.state;
    },
    [replaceDraft],
  );

  /** Goes forward one undone step and returns the draft shown now, or null when there is none. */
  const redo = useCallback((): SurveyContentInput | null => {
    const current = draftRef.current;
    const step = current && redoChange(history.current, current);
    if (!step) return null;
    history.current = step.history;
    replaceDraft(step.state);
    return step.state;
  }, [replaceDraft]);

  /** Saves whatever is not saved yet, after any save already running; throws when that fails. */
  const flush = useCallback(async () => {
    if (savingRef.current) await savingRef.current.catch(() => null);
    if (version.current !== savedVersion.current) await save();
  }, [save]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /** Replaces the stored survey after publish/unpublish without touching the draft. */
  const setServerSurvey = useCallback(
    (survey: SurveyDto) => {
      client.setQueryData(surveyKey(surveyId), (old: SurveyWithCountReply | undefined) => ({
        survey,
        responseCount: old?.responseCount ?? 0,
        partialCount: old?.partialCount ?? 0,
      }));
      void client.invalidateQueries({ queryKey: surveysKey });
    },
    [client, surveyId],
  );

  return {
    query,
    survey: loaded,
    responseCount: query.data?.responseCount ?? 0,
    partialCount: query.data?.partialCount ?? 0,
    draft,
    state,
    autoSaving,
    update,
    undo,
    redo,
    canUndo: history.current.past.length > 0,
    canRedo: history.current.future.length > 0,
    save,
    flush,
    setServerSurvey,
  };
}

/** The draft being edited, as the builder's hooks take it. */
export type SurveyDraft = ReturnType<typeof useSurveyDraft>;
