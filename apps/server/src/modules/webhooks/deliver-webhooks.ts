import {
  isRetryableWebhookStatus,
  isSuccessfulWebhookStatus,
  shouldDisableWebhookEndpoint,
  webhookRetryDelaySeconds,
} from "@sondar/core/webhooks/webhook-delivery-rules";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/auth";
import type { JobDefinition, JobRunner } from "../../jobs/create-job-runner";
import type { Logger } from "../../lib/logger";
import { getEntitlements } from "@sondar/core/plans/entitlements";
import { getPlanActionRefusal } from "@sondar/core/plans/plan-actions";
import { getMailLanguage } from "../auth/mail-language";
import { getPlanHolderId, getSubscriptionFacts } from "../surveys/survey-entitlements";
import { postWebhook, type WebhookAttemptResult } from "./post-webhook";
import { webhookDisabledMail } from "./webhook-disabled-mail";
import type { MailOutbox } from "../mail-outbox/mail-outbox";
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
/** Beyond a round's requests, for its database writes and a busy process. */
const ROUND_MARGIN_MS = 10_000;

export interface WebhookDeliveryDeps {
  db: Database;
  outbox: MailOutbox;
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
  /** The end of this job's lease, as written: the lease's token (a later holder's always ends later). */
  busy_until: string;
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

/** An endpoint a delivery job may take: switched on, its lease free (`endpoint` names the row). */
const endpointFree = (now: string) =>
  sql`endpoint.enabled and (endpoint.busy_until is null or endpoint.busy_until < ${now}::timestamptz)`;

/** A delivery waiting to be sent (`delivery` names the row); one taken by a round is not, until its claim lapses. */
const deliveryDue = (now: string) => sql`delivery.status = 'pending' and delivery.next_attempt_at <= ${now}::timestamptz`;

/** Whether some delivery is due to an endpoint a job may take: what the dispatch would find (webhook-kick.ts). */
export async function anyWebhookDeliveryDue(db: Database, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const found = (await db.execute(sql`select exists (
      select 1 from webhook_deliveries as delivery join webhook_endpoints as endpoint on endpoint.id = delivery.endpoint_id
      where ${deliveryDue(at)} and ${endpointFree(at)}
    ) as due`)) as unknown as Rows<{ due: boolean }>;
  return found.rows[0]?.due === true;
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
 * minute, and queued by the kick, webhook-kick.ts, after changes that record events) queues a job per
 * endpoint with deliveries due. That job leases its endpoint (`busy_until`), so one endpoint is
 * worked on by one job at a time wherever it runs, and a slow or dead endpoint holds one worker
 * for at most one time limit per round; sends its due deliveries (up to 10 at once), records
 * each outcome, schedules retries (docs/decisions/182-webhook-retries-and-disabling.md) and goes
 * on while more are due, within a budget. Each round claims the deliveries it sends, so even a
 * lease that lapsed cannot have them sent twice, and every write of the job's is made only while
 * it still holds its lease.
 */
export function createWebhookDeliveryJobs(deps: WebhookDeliveryDeps): JobDefinition[] {
  const { db, logger } = deps;
  // The longest a round can take: each of its 10 lanes sends at most 5 requests one after another,
  // each within the time limit. The lease and the round's claims last that long from the round's start.
  const roundMs = Math.ceil(DELIVERIES_PER_ROUND / REQUESTS_PER_ENDPOINT) * deps.timeoutMs + ROUND_MARGIN_MS;
  const leaseFromNow = () => new Date(deps.now().getTime() + roundMs).toISOString();

  const dispatch: JobDefinition = {
    name: DISPATCH_WEBHOOKS_JOB,
    cron: "* * * * *",
    retryLimit: 0,
    pollingIntervalSeconds: 0.25,
    run: async () => {
      const now = deps.now().toISOString();
      const due = (await db.execute(sql`
        select endpoint.id from webhook_endpoints as endpoint
        where ${endpointFree(now)}
          and exists (select 1 from webhook_deliveries as delivery where delivery.endpoint_id = endpoint.id and ${deliveryDue(now)})`)) as unknown as Rows<{
        id: string;
      }>;
      await deps.jobs().sendMany(
        DELIVER_WEBHOOKS_JOB,
        due.rows.map((row) => ({ data: { endpointId: row.id } })),
      );
    },
  };

  /** Takes the endpoint's lease; null when it is off, gone, or another job holds it. */
  async function claim(endpointId: string): Promise<ClaimedEndpoint | null> {
    const until = leaseFromNow();
    const claimed = (await db.execute(sql`
      update webhook_endpoints as endpoint set busy_until = ${until}::timestamptz
      where endpoint.id = ${endpointId}::uuid and ${endpointFree(deps.now().toISOString())}
      returning id, url, secret, user_id, organization_id, consecutive_failures, failing_since`)) as unknown as Rows<
      Omit<ClaimedEndpoint, "busy_until">
    >;
    const row = claimed.rows[0];
    return row ? { ...row, busy_until: until } : null;
  }

  /**
   * Renews the lease and claims up to a round of due deliveries in one statement, while the job
   * still holds the lease: a claimed delivery is due again only when its claim (its
   * `next_attempt_at`, set to the lease's new end) lapses, so no other job sends it meanwhile,
   * whatever becomes of the lease. In the order they fell due; null when the job no longer holds
   * the lease.
   */
  async function takeRound(endpoint: ClaimedEndpoint): Promise<DueDelivery[] | null> {
    const now = deps.now().toISOString();
    const until = leaseFromNow();
    const taken = (await db.execute(sql`
      with lease as (
        update webhook_endpoints set busy_until = ${until}::timestamptz
        where id = ${endpoint.id}::uuid and busy_until = ${endpoint.busy_until}::timestamptz
        returning id
      ), due as (
        select delivery.id, delivery.next_attempt_at as due_at from webhook_deliveries as delivery
        where delivery.endpoint_id = ${endpoint.id}::uuid and ${deliveryDue(now)} and exists (select 1 from lease)
        order by delivery.next_attempt_at limit ${DELIVERIES_PER_ROUND}
        for update skip locked
      ), claimed as (
        update webhook_deliveries as delivery set next_attempt_at = ${until}::timestamptz
        from due where delivery.id = due.id
        returning delivery.id, delivery.attempts, delivery.event_id, due.due_at
      )
      select claimed.id, claimed.attempts, claimed.event_id, event.payload
      from lease left join claimed on true left join webhook_events as event on event.id = claimed.event_id
      order by claimed.due_at, event.created_at`)) as unknown as Rows<DueDelivery | { id: null }>;
    if (!taken.rows.length) return null;
    endpoint.busy_until = until;
    return taken.rows.filter((row): row is DueDelivery => row.id !== null);
  }

  /** Whether deliveries wait for the endpoint (the job then queues itself again). */
  async function hasDue(endpointId: string): Promise<boolean> {
    const now = deps.now().toISOString();
    const due = (await db.execute(sql`select exists (
        select 1 from webhook_deliveries as delivery where delivery.endpoint_id = ${endpointId}::uuid and ${deliveryDue(now)}
      ) as due`)) as unknown as Rows<{ due: boolean }>;
    return due.rows[0]?.due === true;
  }

  /** Ends the job's lease, unless it lapsed and another job holds the endpoint now. */
  async function release(endpoint: ClaimedEndpoint) {
    await db.execute(sql`
      update webhook_endpoints set busy_until = null
      where id = ${endpoint.id}::uuid and busy_until = ${endpoint.busy_until}::timestamptz`);
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
   * Writes a round's outcomes and the endpoint's failure count in one statement; whether the
   * endpoint is now switched off, or "lost" when the job no longer holds its lease. A delivery
   * the round skipped (null result) is only put off, its attempts unchanged. Each outcome is
   * written only while the round's claim on it stands (a "Send again" meanwhile made it due anew),
   * the endpoint's count only while the lease does.
   */
  async function record(
    endpoint: ClaimedEndpoint,
    deliveries: DueDelivery[],
    results: (WebhookAttemptResult | null)[],
  ): Promise<boolean | "lost"> {
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
    const claimStands = sql`delivery.status = 'pending' and delivery.next_attempt_at = ${endpoint.busy_until}::timestamptz`;
    const written = (await db.execute(sql`
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
        from outcome where delivery.id = outcome.id and ${claimStands}
      ), put_off as (
        update webhook_deliveries as delivery set next_attempt_at = ${putOffUntil}::timestamptz
        where delivery.id = any(${sql.param(skipped)}::uuid[]) and ${claimStands}
      )
      update webhook_endpoints set consecutive_failures = ${failures},
        failing_since = ${failingSince?.toISOString() ?? null}::timestamptz
        ${disable ? sql`, enabled = false, disabled_reason = 'failing', updated_at = ${now.toISOString()}::timestamptz` : sql``}
      where id = ${endpoint.id}::uuid and busy_until = ${endpoint.busy_until}::timestamptz
      returning id`)) as unknown as Rows<{ id: string }>;
    if (!written.rows.length) return "lost";
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
    const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, endpoint.user_id)).limit(1);
    if (!owner) return;
    const language = await getMailLanguage(db, endpoint.user_id);
    await deps.outbox.enqueue(db, {
      kind: "webhook-disabled",
      lang: language,
      ...webhookDisabledMail({
        language,
        product: deps.productName,
        to: owner.email,
        endpointUrl: endpoint.url,
        settingsUrl: `${deps.publicUrl}/settings?tab=webhooks`,
      }),
    });
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
          with lease as (
            update webhook_endpoints set busy_until = null
            where id = ${endpoint.id}::uuid and busy_until = ${endpoint.busy_until}::timestamptz
            returning id
          )
          update webhook_deliveries as delivery set next_attempt_at = ${later}::timestamptz
          where delivery.endpoint_id = ${endpoint.id}::uuid and ${deliveryDue(deps.now().toISOString())}
            and exists (select 1 from lease)`);
        return;
      }
      const started = Date.now();
      let ended: boolean | "lost" = false;
      try {
        for (;;) {
          const round = await takeRound(endpoint);
          if (!round) ended = "lost";
          if (!round?.length) break;
          // Once a request gets no answer and none has succeeded, the rest of the round waits: a dead
          // endpoint is then tried a few at a time, not the whole round at the time limit each.
          let answered = false;
          let unanswered = false;
          const results = await mapLimited(round, REQUESTS_PER_ENDPOINT, async (delivery) => {
            if (unanswered && !answered) return null;
            const result = await attempt(endpoint, delivery);
            if (result.status === null) unanswered = true;
            else answered = true;
            return result;
          });
          ended = await record(endpoint, round, results);
          if (ended || Date.now() - started > JOB_BUDGET_MS) break;
        }
      } finally {
        await release(endpoint);
      }
      // Another job holds the endpoint now (this one's lease lapsed): what is left is its to do.
      if (ended === "lost") return;
      if (ended) {
        logger.warn({ endpointId: endpoint.id }, "webhook endpoint switched off after failing for a day");
        await mailOwner(endpoint);
        return;
      }
      // Work that came in while the lease was held (its dispatch found the endpoint busy) goes on in a new job.
      if (await hasDue(endpoint.id)) await deps.jobs().send(DELIVER_WEBHOOKS_JOB, { endpointId: endpoint.id });
    },
  };

  return [dispatch, deliver];
}
