import { dropEmptyAnswers } from "@sondar/core/answers/is-empty-answer";
import type { SubmitShield } from "@sondar/core/respondent/spam-shield";
import type { HiddenValues } from "@sondar/core/surveys/hidden-values";
import { useCallback, useEffect, useRef, useState } from "react";
import { createId } from "./create-id";
import { submitResponse } from "./public-survey-api";
import { clearRespondentStorage, loadPendingSubmission, savePendingSubmission, type Answers } from "./respondent-storage";

/** The last answer shows for a moment before the response is sent (docs/product/respondent.md#flow). */
export const SUBMIT_DELAY_MS = 500;

export type SubmitPhase = "idle" | "submitting" | "queued" | "retrying" | "failed" | "gone" | "closed" | "submitted";

/** Resends in a row before the page stops and offers Try again. */
export const MAX_AUTOMATIC_RETRIES = 8;

/** The wait before the n-th resend after a network error while online (the server restarting…). */
const networkRetryMs = (attempt: number) => Math.min(1_000 * 2 ** attempt, 30_000);

export interface InvalidSubmission {
  message: string;
  fields: Record<string, string>;
}

/**
 * Sends the response once and only once. The clientSubmissionId is made on the first attempt
 * and kept in localStorage until the server confirms, so a retry, a reload or a reconnect
 * resends the same submission (the server keeps one response per id). Offline, the
 * submission waits for the 'online' event (or the next visit). When the server answers that it
 * cannot serve now (503 and the like, with its Retry-After) or cannot be reached while online,
 * the page sends the same submission again by itself, up to MAX_AUTOMATIC_RETRIES times.
 */
export function useSubmission(options: {
  shareId: string;
  sessionId: string;
  onInvalid: (invalid: InvalidSubmission) => void;
  /** Stored with the submission and sent with it. */
  hiddenValues: HiddenValues;
  /** False in a preview: Submit finishes as usual, but nothing is stored or sent. */
  record?: boolean;
  /** The spam shield's fields as the respondent presses Submit (docs/decisions/236-spam-shield.md). */
  shield?: () => SubmitShield;
  /** The survey asks for the proof-of-work challenge: solved before the first send. */
  challenge?: boolean;
}) {
  const needsChallenge = options.challenge === true;
  const { shareId, sessionId, hiddenValues, record = true } = options;
  const [phase, setPhase] = useState<SubmitPhase>(() => (record && loadPendingSubmission(shareId) ? "submitting" : "idle"));
  const phaseRef = useRef(phase);
  const sending = useRef(false);
  const onInvalid = useRef(options.onInvalid);
  const readShield = useRef(options.shield);

  useEffect(() => {
    phaseRef.current = phase;
    onInvalid.current = options.onInvalid;
    readShield.current = options.shield;
  });

  const update = useCallback((next: SubmitPhase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const retries = useRef(0);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(retryTimer.current);
    },
    [],
  );

  const send = useCallback(async () => {
    clearTimeout(retryTimer.current);
    const stored = loadPendingSubmission(shareId);
    if (!stored || sending.current) return;
    // One left by a page from before the spam shield: this page's shield from now on.
    const shield = stored.shield ?? readShield.current?.();
    let pending = shield && !stored.shield ? { ...stored, shield } : stored;
    if (pending !== stored) savePendingSubmission(shareId, pending);
    const retryLater = (waitMs: number) => {
      if (retries.current >= MAX_AUTOMATIC_RETRIES) {
        retries.current = 0;
        update("failed");
        return;
      }
      retries.current += 1;
      update("retrying");
      retryTimer.current = setTimeout(() => void send(), waitMs);
    };
    if (!navigator.onLine) {
      update("queued");
      return;
    }
    sending.current = true;
    update("submitting");
    if (needsChallenge && !pending.shield?.challenge) {
      // Loaded only here: most surveys never ask, and the page's first paint has a budget.
      const challenge = await import("./spam-challenge").then(({ solveSpamChallenge }) => solveSpamChallenge(shareId));
      if (challenge) {
        pending = { ...pending, shield: { website: "", ...pending.shield, challenge } };
        savePendingSubmission(shareId, pending);
      }
    }
    const result = await submitResponse(shareId, { sessionId, ...pending });
    sending.current = false;
    switch (result.kind) {
      case "submitted":
        retries.current = 0;
        clearRespondentStorage(shareId);
        update("submitted");
        return;
      case "network":
        if (navigator.onLine) retryLater(networkRetryMs(retries.current));
        else update("queued");
        return;
      case "unavailable":
        retryLater(result.retryAfterMs);
        return;
      case "invalid":
        retries.current = 0;
        update("idle");
        onInvalid.current({ message: result.message, fields: result.fields });
        return;
      case "gone":
      case "closed":
        // Nothing to retry: the survey no longer takes answers. The answers stay in the browser
        // and on screen (docs/product/respondent.md#closed-surveys).
        retries.current = 0;
        update(result.kind);
        return;
      case "refused":
        // A challenge expired while the submission waited: Try again solves a fresh one.
        if (pending.shield?.challenge) {
          const { challenge: _spent, ...rest } = pending.shield;
          savePendingSubmission(shareId, { ...pending, shield: rest });
        }
        retries.current = 0;
        update("failed");
        return;
      case "failed":
        update("failed");
        return;
    }
  }, [shareId, sessionId, update, needsChallenge]);

  /** Records the submission (reusing an earlier attempt's id) and sends it after a short pause. */
  const submit = useCallback(
    (answers: Answers) => {
      clearTimeout(timer.current);
      if (!record) {
        update("submitting");
        timer.current = setTimeout(() => update("submitted"), SUBMIT_DELAY_MS);
        return;
      }
      const earlier = loadPendingSubmission(shareId);
      const clientSubmissionId = earlier?.clientSubmissionId ?? createId();
      // The first attempt's shield stays, its start time too, so a resend is never "too fast".
      const shield = earlier?.shield ?? readShield.current?.();
      const hidden = Object.keys(hiddenValues).length ? { hiddenFields: hiddenValues } : {};
      savePendingSubmission(shareId, {
        clientSubmissionId,
        answers: dropEmptyAnswers(answers),
        ...hidden,
        ...(shield ? { shield } : {}),
      });
      update("submitting");
      timer.current = setTimeout(() => void send(), SUBMIT_DELAY_MS);
    },
    [shareId, send, update, record, hiddenValues],
  );

  // A submission left from an earlier visit (queued offline, or the tab closed mid-send) goes now.
  useEffect(() => {
    if (phaseRef.current === "submitting") void send();
  }, [send]);

  useEffect(() => {
    const onOnline = () => {
      if (phaseRef.current === "queued") void send();
    };
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [send]);

  return { phase, submit, retry: send };
}
