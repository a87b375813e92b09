import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../../db/database";
import { PG_BOSS_SCHEMA } from "../../jobs/create-job-runner";

/** The route respondents submit to: its answers are counted as submits too. */
const SUBMIT_ROUTE = "/api/public/surveys/:shareId/submit";

/** How full the database pool is now; absent on an embedded database, which has no pool. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface Metrics {
  registry: Registry;
  /** Counts each request by method, route pattern and status, and times it. */
  middleware: MiddlewareHandler;
  /** What the middleware records of a request, for answers sent without it (lean-json-route.ts's serveNode). */
  record: (method: string, route: string, status: number, startedAt: number) => void;
}

/**
 * The process's Prometheus metrics (docs/decisions/269-metrics.md), in a registry of its own so
 * two apps in one process (tests) do not share counters. Requests are labelled by the route
 * pattern that answered (`/s/:shareId`), never the raw path, so survey links do not each make a
 * series; what no route answered is `unmatched`. The queue, webhook and pool figures are read at
 * each scrape: the database holds them for every process.
 */
export function createMetrics(deps: { db: Database; poolUse?: (() => PoolUse) | undefined }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "sondar_" });

  const requests = new Counter({
    name: "sondar_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "sondar_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const submits = new Counter({
    name: "sondar_survey_submits_total",
    help: "Respondents' submits: accepted (2xx), refused (4xx) or failed (5xx).",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });

  new Gauge({
    name: "sondar_jobs",
    help: "Background jobs (pg-boss) waiting, running or failed, by queue and state.",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      const result = (await deps.db.execute(
        sql`select name, state::text as state, count(*)::integer as n from ${sql.identifier(PG_BOSS_SCHEMA)}.job
            where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      )) as unknown as { rows: { name: string; state: string; n: number }[] };
      this.reset();
      for (const row of result.rows) this.set({ queue: row.name, state: row.state }, Number(row.n));
    },
  });
  new Gauge({
    name: "sondar_webhook_deliveries",
    help: "Webhook deliveries stored, by status (pending, delivered, failed).",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      const result = (await deps.db.execute(
        sql`select status, count(*)::integer as n from webhook_deliveries group by status`,
      )) as unknown as { rows: { status: string; n: number }[] };
      this.reset();
      for (const status of ["pending", "delivered", "failed"]) this.set({ status }, 0);
      for (const row of result.rows) this.set({ status: row.status }, Number(row.n));
    },
  });
  const poolUse = deps.poolUse;
  if (poolUse) {
    new Gauge({
      name: "sondar_db_pool_connections",
      help: "Database pool connections: open (total), idle, and requests waiting for one.",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: "total" }, use.total);
        this.set({ state: "idle" }, use.idle);
        this.set({ state: "waiting" }, use.waiting);
      },
    });
  }

  const record = (method: string, route: string, status: number, startedAt: number) => {
    const labels = { method, route };
    requests.inc({ ...labels, status: String(status) });
    duration.observe(labels, (performance.now() - startedAt) / 1000);
    if (route === SUBMIT_ROUTE && method === "POST") {
      submits.inc({ outcome: status < 400 ? "accepted" : status < 500 ? "refused" : "failed" });
    }
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    const startedAt = performance.now();
    try {
      await next();
    } finally {
      record(c.req.method, routePattern(c.req.matchedRoutes), c.res.status, startedAt);
    }
  };

  return { registry, middleware, record };
}

/** The pattern of the last route (not middleware, which Hono registers for every method) that matched. */
function routePattern(matched: readonly { method: string; path: string }[]): string {
  for (let i = matched.length - 1; i >= 0; i -= 1) {
    const route = matched[i];
    if (route && route.method !== "ALL") return route.path;
  }
  return "unmatched";
}
