import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../config/config";
import { createClient, createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { buildServer } from "../../build-server";
import { createLogger } from "../../lib/logger";
import { createPublishedSurvey, makeActive, question } from "../public-surveys/test-surveys";

const TOKEN = "metrics-token-for-the-tests-0123456789";

let server: TestServer;
/** The same server without METRICS_TOKEN. */
let off: Awaited<ReturnType<typeof buildServer>>;

beforeAll(async () => {
  server = await createTestServer({ env: { METRICS_TOKEN: TOKEN } });
  const config = { ...server.config, metricsToken: undefined };
  off = await buildServer({ config, database: server.database, logger: createLogger("silent") });
});

const scrape = (app: { app: TestServer["app"] }, headers: Record<string, string> = {}) =>
  createClient(app.app, "203.0.113.50").get("/metrics", headers);

describe("GET /metrics", () => {
  it("does not exist without METRICS_TOKEN, whatever the caller sends", async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const res = await scrape(off, headers);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("sondar_");
    }
  });

  it("refuses a missing, wrong or differently-schemed token", async () => {
    const refused: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong" },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${TOKEN}` },
    ];
    for (const headers of refused) {
      const res = await scrape(server, headers);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toContain("Bearer");
      expect(await res.text()).not.toContain("sondar_");
    }
  });

  it("counts requests by route pattern, submits by outcome, and reports jobs, webhook deliveries and the pool", async () => {
    const owner = await signUpVerified(server, { name: "Owner" });
    await makeActive(server, owner.userId);
    const { shareId } = (await createPublishedSurvey(owner, { questions: [question("text", "q_1", { required: true })] })) as {
      shareId: string;
    };
    const respondent = server.client("198.51.100.20");
    const accepted = await respondent.post(`/api/public/surveys/${shareId}/submit`, {
      clientSubmissionId: randomUUID(),
      answers: { q_1: "yes" },
    });
    expect(accepted.status).toBe(201);
    const refused = await respondent.post(`/api/public/surveys/${shareId}/submit`, {
      clientSubmissionId: randomUUID(),
      answers: {},
    });
    expect(refused.status).toBe(400);
    await respondent.get(`/api/public/surveys/${shareId}`);

    const res = await scrape(server, { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toContain(
      'sondar_http_requests_total{method="POST",route="/api/public/surveys/:shareId/submit",status="201"} 1',
    );
    expect(text).toContain('sondar_http_requests_total{method="GET",route="/api/public/surveys/:shareId",status="200"} 1');
    expect(text).toMatch(/sondar_http_request_duration_seconds_count\{method="GET",route="\/api\/public\/surveys\/:shareId"\} 1/);
    expect(text).toContain('sondar_survey_submits_total{outcome="accepted"} 1');
    expect(text).toContain('sondar_survey_submits_total{outcome="refused"} 1');
    // Patterns only: no share id makes a series of its own.
    expect(text).not.toContain(shareId);
    expect(text).toContain("# TYPE sondar_jobs gauge");
    expect(text).toContain('sondar_webhook_deliveries{status="pending"} 0');
    expect(text).toContain("sondar_process_cpu_seconds_total");
    // A pool only on PostgreSQL.
    if (inject("postgresTemplate")) expect(text).toMatch(/sondar_db_pool_connections\{state="total"\} \d+/);
    else expect(text).not.toContain("sondar_db_pool_connections");
  });
});

describe("METRICS_TOKEN", () => {
  it("must be 16 characters or more", () => {
    const loaded = loadConfig({ METRICS_TOKEN: "short" });
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.errors.join("\n")).toContain("METRICS_TOKEN");
    const blank = loadConfig({ METRICS_TOKEN: "" });
    expect(blank.ok && blank.config.metricsToken).toBe(undefined);
  });
});
