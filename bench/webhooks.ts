// npm run bench:webhooks: webhook delivery under load. One workspace with 10 endpoints wanting
// response.completed: 9 receivers on loopback that answer at once, and 1 that accepts connections
// and never answers (a dead endpoint, held to the 10 s time limit). BENCH_WEBHOOK_EVENTS (default
// 2,000) responses are submitted through the real submit route while the job runner works as in
// the server. Prints deliveries per second and the p50/p99 from the event's commit to its arrival
// at a receiver, beside their targets; exits 1 on a missed one only under BENCH_STRICT=1.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { benchDatabaseUrl, withBenchDatabase } from "./support/bench-database";
import { buildBenchServer } from "./support/bench-server";
import { inProcessClient, publishBenchSurvey, signUpBenchOwner } from "./support/bench-owner";
import { inProcessSubmitter } from "./support/in-process-submit";
import { createReport } from "./support/report-target";

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 2_000);
const HEALTHY = 9;
const CONCURRENCY = 32;
/** The steady phase: responses per second (each to 9 healthy endpoints) and for how long. */
const PACED_PER_SECOND = Number(process.env.BENCH_WEBHOOK_RATE ?? 60);
const PACED_SECONDS = 10;
const TARGET_PER_SECOND = 500;
const TARGET_P99_MS = 2_000;
const origin = "http://127.0.0.1";

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function measure(url: string) {
  const { openDatabase } = await import("../apps/server/src/db/open-database");

  // Arrivals: when each delivery reached a healthy receiver, and the event's own timestamp.
  const latencies: number[] = [];
  let lastArrival = 0;
  const receivers: Server[] = [];
  const urls: string[] = [];
  for (let i = 0; i < HEALTHY; i++) {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const arrived = Date.now();
        const { timestamp } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { timestamp: string };
        latencies.push(arrived - Date.parse(timestamp));
        lastArrival = Math.max(lastArrival, arrived);
        response.writeHead(204).end();
      });
    });
    receivers.push(server);
    urls.push(`http://127.0.0.1:${await listen(server)}/hook`);
  }
  const dead = createServer(() => undefined);
  receivers.push(dead);
  urls.push(`http://127.0.0.1:${await listen(dead)}/hook`);

  const database = await openDatabase({ url, dataDir: "" });
  await database.migrate();
  const { app, jobs } = await buildBenchServer(database, origin, { WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });
  const request = inProcessClient(app, origin);
  const { cookie } = await signUpBenchOwner(app, database.db, origin);
  const questions = [{ id: "q_1", type: "text", title: "Anything to add?" }];
  const { shareId } = await publishBenchSurvey(request, cookie, { title: "Webhooks", questions });
  for (const hook of urls) {
    const res = await request(
      "/api/webhooks",
      { method: "POST", body: JSON.stringify({ url: hook, events: ["response.completed"] }) },
      cookie,
    );
    if (res.status !== 201) throw new Error(`endpoint not added: ${res.status} ${await res.text()}`);
  }
  const submitter = inProcessSubmitter(request);
  const submit = () => submitter(shareId, { q_1: "Quick thought" });
  const waitFor = async (count: number) => {
    const giveUp = Date.now() + 300_000;
    while (latencies.length < count && Date.now() < giveUp) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  // 1. Throughput: a backlog of EVENTS responses recorded with the runner stopped, then drained.
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < EVENTS) await submit();
    }),
  );
  const drainStarted = Date.now();
  await jobs.start();
  await waitFor(EVENTS * HEALTHY);
  const drained = latencies.length;
  const perSecond = drained / ((lastArrival - drainStarted) / 1000);

  // 2. Latency: responses arriving steadily at PACED_PER_SECOND for PACED_SECONDS while the runner works.
  latencies.length = 0;
  const pacedStarted = Date.now();
  const paced: Promise<void>[] = [];
  for (let i = 0; i < PACED_PER_SECOND * PACED_SECONDS; i++) {
    const due = pacedStarted + (i * 1000) / PACED_PER_SECOND;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    paced.push(submit());
  }
  await Promise.all(paced);
  await waitFor(PACED_PER_SECOND * PACED_SECONDS * HEALTHY);
  await jobs.stop();
  for (const server of receivers) {
    server.closeAllConnections();
    server.close();
  }
  await database.close();
  await new Promise((resolve) => setTimeout(resolve, 500));

  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  const report = createReport();
  console.log(
    `webhooks on PostgreSQL: one survey whose workspace has ${HEALTHY + 1} endpoints wanting response.completed (1 dead: never answers)`,
  );
  console.log(
    `  drain: ${EVENTS} events queued while stopped, ${drained}/${EVENTS * HEALTHY} deliveries received by the ${HEALTHY} healthy receivers`,
  );
  report.figure(
    {
      name: "delivered per second",
      value: perSecond,
      unit: "/s",
      target: { atLeast: TARGET_PER_SECOND },
      note: `${(perSecond / HEALTHY).toFixed(0)} events/s to all ${HEALTHY}`,
    },
    "    ",
  );
  console.log(
    `  steady: ${PACED_PER_SECOND} responses/s for ${PACED_SECONDS} s (${PACED_PER_SECOND * HEALTHY} deliveries/s), ${latencies.length} received`,
  );
  report.figure({ name: "commit to arrival p50", value: percentile(sorted, 50), unit: " ms" }, "    ");
  report.figure(
    {
      name: "commit to arrival p99",
      value: p99,
      unit: " ms",
      target: { atMost: TARGET_P99_MS },
      note: `max ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms`,
    },
    "    ",
  );
  report.finish();
}

await withBenchDatabase(benchDatabaseUrl, "sondar_bench_webhooks", measure);
