import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";

/** What the respondents saw: each acknowledged submission's response id, and what went wrong. */
export interface LoadOutcome {
  /** clientSubmissionId → the response id the server acknowledged it with (null for a 409 "already complete"). */
  acknowledged: Map<string, string | null>;
  /** Respondents still waiting for an acknowledgement when the run's deadline passed. */
  unfinished: number;
  /** Answers a respondent cannot retry (4xx other than 409, 500…), with a sample of their bodies. */
  refused: string[];
  /** Resends after a 503/502/504 and after a network error. */
  retriedUnavailable: number;
  retriedNetwork: number;
}

export interface LoadOptions {
  baseUrl: string;
  shareId: string;
  concurrency: number;
  /** When true, respondents finish the one in hand and start no new one. */
  stopped: () => boolean;
  /** Respondents that are not acknowledged by then give up. */
  deadline: () => number;
}

/**
 * Respondents who each save partial answers, then submit them, again and again, and retry as the
 * respondent page does (apps/web/src/respondent/use-submission.ts): the same submission id and
 * session, after Retry-After on a 503/502/504, after a growing pause on a network error.
 */
export async function driveRespondents(options: LoadOptions): Promise<LoadOutcome> {
  const outcome: LoadOutcome = { acknowledged: new Map(), unfinished: 0, refused: [], retriedUnavailable: 0, retriedNetwork: 0 };
  const url = (path: string) => `${options.baseUrl}/api/public/surveys/${options.shareId}/${path}`;

  /** Sends until acknowledged; the answer's body, or null when refused or out of time. */
  async function sendUntilAcknowledged(path: string, body: unknown): Promise<{ status: number; json: unknown } | null> {
    for (let networkFailures = 0; ;) {
      if (Date.now() > options.deadline()) return null;
      let res: Response;
      try {
        res = await fetch(url(path), {
          method: "POST",
          headers: { "content-type": "application/json", origin: options.baseUrl },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
      } catch {
        outcome.retriedNetwork += 1;
        await sleep(Math.min(1_000 * 2 ** networkFailures, 30_000));
        networkFailures += 1;
        continue;
      }
      networkFailures = 0;
      const json = (await res.json().catch(() => null)) as unknown;
      if (res.ok || res.status === 409) return { status: res.status, json };
      if ([502, 503, 504].includes(res.status)) {
        outcome.retriedUnavailable += 1;
        const seconds = Number(res.headers.get("retry-after") ?? "5");
        await sleep(Math.min(Math.max(seconds, 1), 60) * 1_000);
        continue;
      }
      if (outcome.refused.length < 5) outcome.refused.push(`${path} ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
      else outcome.refused.push(`${path} ${res.status}`);
      return null;
    }
  }

  async function respondent(worker: number) {
    for (let n = 0; !options.stopped(); n += 1) {
      const sessionId = randomUUID();
      const clientSubmissionId = randomUUID();
      const answers = { q_name: `Respondent ${worker}-${n}` };
      const saved = await sendUntilAcknowledged("partial", { sessionId, answers });
      if (!saved) {
        if (Date.now() > options.deadline()) outcome.unfinished += 1;
        continue;
      }
      const submitted = await sendUntilAcknowledged("submit", { sessionId, clientSubmissionId, answers });
      if (!submitted) {
        if (Date.now() > options.deadline()) outcome.unfinished += 1;
        continue;
      }
      const responseId = (submitted.json as { responseId?: string } | null)?.responseId ?? null;
      outcome.acknowledged.set(clientSubmissionId, submitted.status === 409 ? null : responseId);
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, (_, worker) => respondent(worker)));
  return outcome;
}
