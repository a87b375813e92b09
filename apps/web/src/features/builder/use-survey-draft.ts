import type { SurveyDto, SurveyWithCountReply } from "@sondar/core/surveys/survey-replies";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { getSurveyWithCount, saveSurvey, surveyKey, surveysKey, type SurveyContentInput } from "../../lib/surveys-api";

/** Autosave waits this long after the last change, restarting on each (docs/decisions/020-autosave-after-five-seconds.md). */
export const AUTOSAVE_DELAY_MS = 5000;

export type SaveState = "saved" | "unsaved" | "saving";

function toContent(survey: SurveyDto): SurveyContentInput {
  return { title: survey.title, description: survey.description, questions: survey.questions, settings: survey.settings };
}

/**
 * The survey being edited: a local draft, an unsaved-changes flag, a manual save, and an
 * autosave 5 s after the last change that never overlaps another save.
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

  const update = useCallback(
    (change: (current: SurveyContentInput) => SurveyContentInput) => {
      setDraft((current) => (current ? change(current) : current));
      version.current += 1;
      setState("unsaved");
      if (!canEdit) return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void save({ auto: true }), AUTOSAVE_DELAY_MS);
    },
    [canEdit, save],
  );

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
      }));
      void client.invalidateQueries({ queryKey: surveysKey });
    },
    [client, surveyId],
  );

  return {
    query,
    survey: loaded,
    responseCount: query.data?.responseCount ?? 0,
    draft,
    state,
    autoSaving,
    update,
    save,
    flush,
    setServerSurvey,
  };
}
