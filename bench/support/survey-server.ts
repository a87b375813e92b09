import type http from "node:http";
import type { AddressInfo } from "node:net";

/** CPU time (user + system) this process has used, in ms. */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** What a survey server child answers to "stats": SQL statements run and CPU time so far. */
export type ServerStats = { queries: number; cpuMs: number };
/** What a survey server child sends once it listens. */
export type SurveyServerReady = { port: number; shareId: string };

/**
 * The child side of bench:ingest and bench:survey-page: the whole server on PostgreSQL at `url`
 * (migrated already), where a verified owner on an active plan publishes one survey through the
 * API in-process; then it listens on a free loopback port, sends its port and the survey's share
 * id, answers "stats" with a ServerStats and closes on "stop".
 */
export async function serveBenchSurvey(url: string, survey: { questions: unknown[] }, env: Record<string, string> = {}) {
  const { serveApp } = await import("../../apps/server/src/serve-app");
  const { openDatabase } = await import("../../apps/server/src/db/open-database");
  const { inProcessClient, publishBenchSurvey, signUpBenchOwner } = await import("./bench-owner");
  const { buildBenchServer } = await import("./bench-server");

  let queries = 0;
  const database = await openDatabase({ url, dataDir: "", onQuery: () => (queries += 1) });
  const origin = "http://127.0.0.1";
  const { app } = await buildBenchServer(database, origin, env);

  const request = inProcessClient(app, origin);
  const { cookie } = await signUpBenchOwner(app, database.db, origin);
  const published = await publishBenchSurvey(request, cookie, { title: "Bench survey", questions: survey.questions });

  // As main.ts serves it: the lean routes straight from Node's server.
  const server = serveApp(app, { port: 0, hostname: "127.0.0.1" }) as http.Server;
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const ready: SurveyServerReady = { port: (server.address() as AddressInfo).port, shareId: published.shareId };
  process.send?.(ready);
  process.on("message", (message: unknown) => {
    if (message === "stats") process.send?.({ queries, cpuMs: cpuMs() } satisfies ServerStats);
    if (message === "stop") server.close(() => void database.close().then(() => process.exit(0)));
  });
}
