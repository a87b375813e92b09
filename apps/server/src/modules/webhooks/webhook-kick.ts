import type { Database } from "../../db/database";
import type { JobRunner } from "../../jobs/create-job-runner";
import type { Logger } from "../../lib/logger";
import { anyWebhookDeliveryDue, DISPATCH_WEBHOOKS_JOB } from "./deliver-webhooks";

/** A process looks for due deliveries at most once in this long, however many changes ask. */
const KICK_GAP_MS = 100;

/**
 * The process's kick (docs/decisions/181-webhook-delivery.md): after a change that may have
 * recorded webhook events, queues a dispatch now rather than at the next minute's, only when a
 * delivery is due to an endpoint that is switched on and free (what the dispatch would find;
 * most changes record none), and at most once every `gapMs`. A kick within the gap is not lost:
 * it waits for the gap's end, where one trailing kick answers every kick that came meanwhile.
 * A failure is only logged: the minute's dispatch still finds the deliveries. The returned
 * promise settles when the look this call started (if any) is done; callers need not wait.
 */
export function createWebhookKick(deps: {
  db: Database;
  jobs: () => JobRunner;
  logger: Logger;
  now: () => Date;
  gapMs?: number;
}): () => Promise<void> {
  const gapMs = deps.gapMs ?? KICK_GAP_MS;
  let last = Number.NEGATIVE_INFINITY;
  let trailing: NodeJS.Timeout | null = null;

  const look = async () => {
    last = Date.now();
    try {
      if (await anyWebhookDeliveryDue(deps.db, deps.now())) await deps.jobs().send(DISPATCH_WEBHOOKS_JOB, {});
    } catch (error) {
      deps.logger.warn({ err: error }, "webhook dispatch not queued");
    }
  };

  return async () => {
    // One trailing kick already waits; it looks after this change was made, so it sees it too.
    if (trailing) return;
    const wait = last + gapMs - Date.now();
    if (wait <= 0) return look();
    trailing = setTimeout(() => {
      trailing = null;
      void look();
    }, wait);
    // A kick that waits must not keep a stopping process alive; the minute's dispatch covers it.
    trailing.unref();
  };
}
