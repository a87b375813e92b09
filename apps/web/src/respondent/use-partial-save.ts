import { dropEmptyAnswers } from "@sondar/core/answers/is-empty-answer";
import type { HiddenValues } from "@sondar/core/surveys/hidden-values";
import { useCallback, useEffect, useRef } from "react";
import { savePartialAnswers } from "./public-survey-api";
import type { Answers } from "./respondent-storage";

/** Partial answers are saved 2 s after they last changed (docs/product/respondent.md#saving-and-submitting). */
export const PARTIAL_SAVE_DELAY_MS = 2000;

/**
 * Keeps the server's partial response in step with the answers: 2 s after they change, at
 * once when the question changes, never while offline (retried on 'online'), never twice
 * for the same answers, and not at all once the response is being submitted. A save the server
 * could not take now (503 and the like) is tried again after its Retry-After.
 */
export function usePartialSave(options: {
  shareId: string;
  sessionId: string;
  answers: Answers;
  /** Sent with every save: the response's hidden values, fixed for the session. */
  hiddenValues: HiddenValues;
  questionIndex: number;
  enabled: boolean;
}) {
  const { shareId, sessionId, answers, hiddenValues, questionIndex, enabled } = options;
  const latest = useRef({ answers, enabled });
  const lastSaved = useRef<string | null>(null);
  const inFlight = useRef(false);
  const again = useRef(false);
  const closed = useRef(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(retryTimer.current), []);

  useEffect(() => {
    latest.current = { answers, enabled };
  });

  const save = useCallback(async () => {
    if (!latest.current.enabled || closed.current || !navigator.onLine) return;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const cleaned = dropEmptyAnswers(latest.current.answers);
    const body = JSON.stringify(cleaned);
    if (Object.keys(cleaned).length === 0 || body === lastSaved.current) return;
    inFlight.current = true;
    clearTimeout(retryTimer.current);
    const result = await savePartialAnswers(shareId, sessionId, cleaned, hiddenValues);
    inFlight.current = false;
    if (result.kind === "saved") lastSaved.current = body;
    // Already submitted (another tab, or a queued submit that got through): nothing more to save.
    if (result.kind === "closed") closed.current = true;
    // The server cannot serve now: the same session's answers go again when it says.
    if (result.kind === "unavailable") retryTimer.current = setTimeout(() => void save(), result.retryAfterMs);
    if (again.current) {
      again.current = false;
      await save();
    }
  }, [shareId, sessionId, hiddenValues]);

  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setTimeout(() => void save(), PARTIAL_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [answers, enabled, save]);

  const savedIndex = useRef(questionIndex);
  useEffect(() => {
    if (questionIndex === savedIndex.current) return;
    savedIndex.current = questionIndex;
    void save();
  }, [questionIndex, save]);

  useEffect(() => {
    const onOnline = () => void save();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [save]);
}
