import {
  isRetryableWebhookStatus,
  isSuccessfulWebhookStatus,
  shouldDisableWebhookEndpoint,
  webhookRetryDelaySeconds,
} from "@sondar/core/webhooks/webhook-delivery-rules";
import { eq, sql } from "drizzle-orm";
import type { MailAdapter } from "../../adapters/mail/mail-adapter";
import type { Database } from "../../db/database";
import { userNotificationSettings } from "../../db/schema/accounts";
import { users } from "../../db/schema/auth";
import type { JobDefinition, JobRunner } from "../../jobs/create-job-runner";
import type { Logger } from "../../lib/logger";
import { getEntitlements } from "@sondar/core/plans/entitlements";
import { getPlanActionRefusal } from "@sondar/core/plans/plan-actions";
import { getPlanHolderId, getSubscriptionFacts } from "../surveys/survey-entitlements";
import { postWebhook, type WebhookAttemptResult } from "./post-webhook";
import { webhookDisabledMail } from "./webhook-disabled-mail";
import { webhookHeaders } from "./webhook-signature";

/** Looks for endpoints with deliveries due and queues a delivery job for each. */
export const DISPATCH_WEBHOOKS_JOB = "webhooks-dispatch";
/** Sends one endpoint's due deliveries; data { endpointId }. */
export const DELIVER_WEBHOOKS_JOB = "webhooks-deliver";

/** Deliveries taken from one endpoint at a time, and sent to it side by side at most. */
const DELIVERIES_PER_ROUND = 50;
const REQUESTS_PER_ENDPOINT = 10;
/** How long deliveries of a workspace whose plan lapsed wait before the plan is looked at again. */
const PLAN_RECHECK_MS = 60 * 60 * 1000;
/** A delivery job hands its endpoint on to a new job after this long, so others get its slot too. */
const JOB_BUDGET_MS = 2_000;

export interface WebhookDeliveryDeps {
  db: Database;
  mail: MailAdapter;
  logger: Logger;
  jobs: () => JobRunner;
  now: () => Date;
  productName: string;
  publicUrl: string;
  /** Per attempt, redirects included (WEBHOOK_TIMEOUT_MS). */
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS. */
  allowPrivateTargets: boolean;
}

type Rows<T> = { rows: T[] };

interface ClaimedEndpoint {
  id: string;
  url: string;
  secret: string;
  user_id: string;
  organization_id: string | null;
  consecutive_failures: number;
  failing_since: string | null;
}

interface DueDelivery {
  id: string;
  attempts: number;
  event_id: string;
  payload: unknown;
}

/** Runs `task` over `items`, at most `limit` at once; results in order. */
async function mapLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  });
  await Promise.all(lanes);
  return results;
}

/**
 * Webhook delivery on the job queue (docs/decisions/181-webhook-delivery.md). The dispatch (each
 * minute, and queued by `kickWebhookDelivery` after changes that record events) queues a job per
 * endpoint with deliveries due. That job leases its endpoint (`busy_until`), so one endpoint is
 * worked on by one job at a time wherever it runs, and a slow or dead endpoint holds one worker
 * for at most one time limit per round; sends its due deliveries (up to 10 at once), records
 * each outcome, schedules retries (docs/decisions/182-webhook-retries-and-disabling.md) and goes
 * on while more are due, within a budget.
 */
export function createWebhookDeliveryJobs(deps: WebhookDeliveryDeps): JobDefinition[] {
  const { db, logger } = deps;
  const leaseMs = deps.timeoutMs * 2 + 10_000;

  const dispatch: JobDefinition = {
    name: DISPATCH_WEBHOOKS_JOB,
    cron: "* * * * *",
    retryLimit: 0,
    pollingIntervalSeconds: 0.25,
    run: async () => {
      const now = deps.now().toISOString();
      const due = (await db.execute(sql`
        select endpoint.id from webhook_endpoints as endpoint
        where endpoint.enabled and (endpoint.busy_until is null or endpoint.busy_until < ${now}::timestamptz)
          and exists (
            select 1 from webhook_deliveries as delivery
            where delivery.endpoint_id = endpoint.id and delivery.status = 'pending'
              and delivery.next_attempt_at <= ${now}::timestamptz
          )`)) as unknown as Rows<{ id: string }>;
      await deps.jobs().sendMany(
        DELIVER_WEBHOOKS_JOB,
        due.rows.map((row) => ({ data: { endpointId: row.id } })),
      );
    },
  };

  /** Takes the endpoint's lease; null when it is off, gone, or another job holds it. */
  async function claim(endpointId: string): Promise<ClaimedEndpoint | null> {
    const now = deps.now();
    const claimed = (await db.execute(sql`
      update webhook_endpoints set busy_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
      where id = ${endpointId}::uuid and enabled
        and (busy_until is null or busy_until < ${now.toISOString()}::timestamptz)
      returning id, url, secret, user_id, organization_id, consecutive_failures, failing_since`)) as unknown as Rows<ClaimedEndpoint>;
    return claimed.rows[0] ?? null;
  }

  async function dueDeliveries(endpointId: string): Promise<DueDelivery[]> {
    const due = (await db.execute(sql`
      select delivery.id, delivery.attempts, event.id as event_id, event.payload
      from webhook_deliveries as delivery join webhook_events as event on event.id = delivery.event_id
      where delivery.endpoint_id = ${endpointId}::uuid and delivery.status = 'pending'
        and delivery.next_attempt_at <= ${deps.now().toISOString()}::timestamptz
      order by delivery.next_attempt_at limit ${DELIVERIES_PER_ROUND}`)) as unknown as Rows<DueDelivery>;
    return due.rows;
  }

  async function attempt(endpoint: ClaimedEndpoint, delivery: DueDelivery): Promise<WebhookAttemptResult> {
    const body = JSON.stringify(delivery.payload);
    return postWebhook({
      url: endpoint.url,
      body,
      // The wall clock, not deps.now(): receivers check the timestamp against their own clocks.
      headers: webhookHeaders(endpoint.secret, delivery.event_id, new Date(), body),
      timeoutMs: deps.timeoutMs,
      allowPrivate: deps.allowPrivateTargets,
    });
  }

  /**
   * Writes a round's outcomes, the endpoint's failure count and its lease in one statement;
   * whether the endpoint is now switched off. A delivery the round skipped (null result) is
   * only put off, its attempts unchanged.
   */
  async function record(endpoint: ClaimedEndpoint, deliveries: DueDelivery[], results: (WebhookAttemptResult | null)[]) {
    const now = deps.now();
    let failures = endpoint.consecutive_failures;
    let failingSince = endpoint.failing_since ? new Date(endpoint.failing_since) : null;
    const skipped: string[] = [];
    const outcomes = deliveries.flatMap((delivery, index) => {
      const result = results[index];
      if (!result) {
        skipped.push(delivery.id);
        return [];
      }
      const attempts = delivery.attempts + 1;
      const ok = isSuccessfulWebhookStatus(result.status);
      if (ok) {
        failures = 0;
        failingSince = null;
      } else {
        failures += 1;
        failingSince ??= now;
      }
      const delay = ok || !isRetryableWebhookStatus(result.status) ? null : webhookRetryDelaySeconds(attempts);
      return [
        {
          id: delivery.id,
          attempts,
          status: ok ? "delivered" : delay === null ? "failed" : "pending",
          next: delay === null ? null : new Date(now.getTime() + delay * 1000).toISOString(),
          result,
        },
      ];
    });
    const putOffUntil = new Date(now.getTime() + (webhookRetryDelaySeconds(1) ?? 15) * 1000).toISOString();
    const disable = shouldDisableWebhookEndpoint({ consecutiveFailures: failures, failingSince, now });
    const column = <T>(pick: (o: (typeof outcomes)[number]) => T) => sql.param(outcomes.map(pick));
    await db.execute(sql`
      with outcome as (
        select * from unnest(
          ${column((o) => o.id)}::uuid[], ${column((o) => o.attempts)}::integer[], ${column((o) => o.status)}::text[],
          ${column((o) => o.next)}::timestamptz[], ${column((o) => o.result.status)}::integer[],
          ${column((o) => o.result.durationMs)}::integer[], ${column((o) => o.result.excerpt)}::text[]
        ) as o(id, attempts, status, next_attempt_at, response_status, duration_ms, response_excerpt)
      ), saved as (
        update webhook_deliveries as delivery set attempts = outcome.attempts, status = outcome.status,
          next_attempt_at = outcome.next_attempt_at, response_status = outcome.response_status,
          duration_ms = outcome.duration_ms, response_excerpt = outcome.response_excerpt,
          updated_at = ${now.toISOString()}::timestamptz
        from outcome where delivery.id = outcome.id
      ), put_off as (
        update webhook_deliveries set next_attempt_at = ${putOffUntil}::timestamptz
        where id = any(${sql.param(skipped)}::uuid[])
      )
      update webhook_endpoints set consecutive_failures = ${failures},
        failing_since = ${failingSince?.toISOString() ?? null}::timestamptz,
        busy_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
        ${disable ? sql`, enabled = false, disabled_reason = 'failing', updated_at = ${now.toISOString()}::timestamptz` : sql``}
      where id = ${endpoint.id}::uuid`);
    endpoint.consecutive_failures = failures;
    endpoint.failing_since = failingSince?.toISOString() ?? null;
    return disable;
  }

  /** The workspace's plan still gives webhooks (docs/product/webhooks.md#who-may). */
  async function planAllows(endpoint: ClaimedEndpoint): Promise<boolean> {
    const holder = await getPlanHolderId(db, endpoint.user_id, endpoint.organization_id);
    const facts = await getSubscriptionFacts(db, holder);
    return getPlanActionRefusal("webhooks.manage", getEntitlements(facts, deps.now())) === null;
  }

  async function mailOwner(endpoint: ClaimedEndpoint) {
    const [owner] = await db
      .select({ email: users.email, language: userNotificationSettings.language })
      .from(users)
      .leftJoin(userNotificationSettings, eq(userNotificationSettings.userId, users.id))
      .where(eq(users.id, endpoint.user_id))
      .limit(1);
    if (!owner) return;
    await deps.mail.send(
      webhookDisabledMail({
        language: owner.language,
        product: deps.productName,
        to: owner.email,
        endpointUrl: endpoint.url,
        settingsUrl: `${deps.publicUrl}/settings?tab=webhooks`,
      }),
    );
  }

  const deliver: JobDefinition = {
    name: DELIVER_WEBHOOKS_JOB,
    concurrency: 16,
    pollingIntervalSeconds: 0.25,
    retryLimit: 3,
    retryDelaySeconds: 5,
    run: async (data) => {
      const endpointId = typeof data.endpointId === "string" ? data.endpointId : "";
      const endpoint = await claim(endpointId);
      if (!endpoint) return;
      if (!(await planAllows(endpoint))) {
        // A lapsed plan sends nothing; what waits is looked at again in an hour, sent if the plan is back.
        const later = new Date(deps.now().getTime() + PLAN_RECHECK_MS).toISOString();
        await db.execute(sql`
          with put_off as (
            update webhook_deliveries set next_attempt_at = ${later}::timestamptz
            where endpoint_id = ${endpoint.id}::uuid and status = 'pending'
              and next_attempt_at <= ${deps.now().toISOString()}::timestamptz
          )
          update webhook_endpoints set busy_until = null where id = ${endpoint.id}::uuid`);
        return;
      }
      const started = Date.now();
      let disabled = false;
      try {
        for (let due = await dueDeliveries(endpoint.id); due.length; due = await dueDeliveries(endpoint.id)) {
          // Once a request gets no answer and none has succeeded, the rest of the round waits: a dead
          // endpoint is then tried a few at a time, not the whole round at the time limit each.
          let answered = false;
          let unanswered = false;
          const results = await mapLimited(due, REQUESTS_PER_ENDPOINT, async (delivery) => {
            if (unanswered && !answered) return null;
            const result = await attempt(endpoint, delivery);
            if (result.status === null) unanswered = true;
            else answered = true;
            return result;
          });
          disabled = await record(endpoint, due, results);
          if (disabled || Date.now() - started > JOB_BUDGET_MS) break;
        }
      } finally {
        await db.execute(sql`update webhook_endpoints set busy_until = null where id = ${endpoint.id}::uuid`);
      }
      if (disabled) {
        logger.warn({ endpointId: endpoint.id }, "webhook endpoint switched off after failing for a day");
        await mailOwner(endpoint);
        return;
      }
      // Work that came in while the lease was held (its dispatch found the endpoint busy) goes on in a new job.
      if ((await dueDeliveries(endpoint.id)).length) await deps.jobs().send(DELIVER_WEBHOOKS_JOB, { endpointId: endpoint.id });
    },
  };

  return [dispatch, deliver];
}

/** Kicks already sent in this process in the last moment are not sent again. */
const KICK_GAP_MS = 100;
const lastKick = new WeakMap<JobRunner, number>();

/**
 * Queues a dispatch now, after a change that may have recorded webhook events, so deliveries
 * start at once rather than at the next minute's dispatch: only when a delivery is waiting (a
 * look at a small partial index; most changes record none), and at most once per process every
 * 100 ms. A failure is only logged: the minute's dispatch still finds the deliveries.
 */
export function kickWebhookDelivery(deps: { db: Database; jobs: JobRunner; logger: Logger }): void {
  const now = Date.now();
  if (now - (lastKick.get(deps.jobs) ?? 0) < KICK_GAP_MS) return;
  lastKick.set(deps.jobs, now);
  void (async () => {
    const waiting = (await deps.db.execute(
      sql`select exists (select 1 from webhook_deliveries where status = 'pending' and next_attempt_at <= now()) as waiting`,
    )) as unknown as Rows<{ waiting: boolean }>;
    if (waiting.rows[0]?.waiting) await deps.jobs.send(DISPATCH_WEBHOOKS_JOB, {});
  })().catch((error: unknown) => deps.logger.warn({ err: error }, "webhook dispatch not queued"));
}
