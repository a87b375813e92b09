// npm run bench:dashboard: seeds 1,000 surveys with responses on PostgreSQL and measures the
// dashboard list API in-process (no network): p50/p95 latency and SQL statements per request.
// No target is set for these figures: they are printed alone.
import { sql } from "drizzle-orm";
import { buildServer } from "../apps/server/src/build-server";
import { loadConfig } from "../apps/server/src/config/config";
import { openDatabase } from "../apps/server/src/db/open-database";
import { createLogger } from "../apps/server/src/lib/logger";
import { benchDatabaseUrl, withBenchDatabase } from "./support/bench-database";
import { inProcessClient, signUpBenchOwner } from "./support/bench-owner";
import { createReport } from "./support/report-target";

const SURVEYS = 1000;
const RESPONSES_PER_SURVEY = 50;
const REQUESTS = 300;
const ORIGIN = "http://localhost:3000";

await withBenchDatabase(benchDatabaseUrl, "sondar_bench_dashboard", async (url) => {
  let queries = 0;
  const seen: string[] = [];
  const database = await openDatabase({
    url,
    dataDir: "",
    onQuery: (q) => {
      queries += 1;
      if (process.env.BENCH_SHOW_SQL) seen.push(q.slice(0, 90));
    },
  });
  try {
    await database.migrate();
    const loaded = loadConfig({ NODE_ENV: "test", PUBLIC_URL: ORIGIN, LOG_LEVEL: "silent" });
    if (!loaded.ok) throw new Error(loaded.errors.join("\n"));
    const { app } = await buildServer({ config: loaded.config, database, logger: createLogger("silent") });
    const request = inProcessClient(app, ORIGIN);
    // A verified, signed-in user with an active plan.
    const { cookie, userId } = await signUpBenchOwner(app, database.db, ORIGIN);

    const seedStarted = performance.now();
    await database.db.execute(sql`
    insert into surveys (title, description, questions, status, share_id, created_by, created_at)
    select 'Survey ' || g, 'Seeded survey ' || g,
           (select jsonb_agg(jsonb_build_object('id', 'q' || q, 'type', 'text', 'title', 'Question ' || q)) from generate_series(1, 5) q),
           case when g % 3 = 0 then 'published' else 'draft' end, 'share' || g, ${userId},
           now() - (g || ' minutes')::interval
    from generate_series(1, ${SURVEYS}) g`);
    await database.db.execute(sql`
    insert into survey_responses (survey_id, status, answers, completed_at)
    select s.id, case when r % 5 = 0 then 'partial' else 'complete' end, '{"q1": "hello"}'::jsonb, now()
    from surveys s, generate_series(1, ${RESPONSES_PER_SURVEY}) r`);
    await database.db.execute(sql`analyze`);
    const seedMs = performance.now() - seedStarted;

    const timings: number[] = [];
    const perRequestQueries: number[] = [];
    let lastBody: { total: number; surveys: unknown[] } | undefined;
    for (let i = 0; i < REQUESTS + 20; i += 1) {
      const sort = ["newest", "most_responses", "title_asc"][i % 3];
      const before = queries;
      const started = performance.now();
      const res = await request(`/api/surveys?sort=${sort}`, {}, cookie);
      lastBody = (await res.json()) as { total: number; surveys: unknown[] };
      if (res.status !== 200) throw new Error(`list failed: ${res.status}`);
      if (i >= 20) {
        timings.push(performance.now() - started);
        perRequestQueries.push(queries - before);
      }
    }
    if (process.env.BENCH_SHOW_SQL) console.log(seen.slice(-6).join("\n"));
    timings.sort((a, b) => a - b);
    const pct = (p: number) => timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))] ?? 0;
    console.log(
      `dashboard list API on PostgreSQL: ${SURVEYS} surveys, ${SURVEYS * RESPONSES_PER_SURVEY} responses (seeded in ${(seedMs / 1000).toFixed(1)} s)`,
    );
    console.log(
      `requests measured: ${timings.length} (after 20 warm-up), each returning ${lastBody?.surveys.length} of ${lastBody?.total} surveys`,
    );
    const report = createReport();
    report.figure({ name: "latency p50", value: pct(50), digits: 1, unit: " ms" });
    report.figure({ name: "latency p95", value: pct(95), digits: 1, unit: " ms" });
    report.figure({ name: "latency max", value: timings.at(-1) ?? 0, digits: 1, unit: " ms" });
    report.figure({
      name: "SQL statements per request, most",
      value: Math.max(...perRequestQueries),
      note: `fewest ${Math.min(...perRequestQueries)} (session and user lookup, personal-list check, one list query)`,
    });
    report.finish();
  } finally {
    await database.close();
  }
});
