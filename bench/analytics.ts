// npm run bench:analytics: seeds 1,000,000 responses to one 10-question survey on PostgreSQL and
// prints, beside a baseline on the same data, (1) the survey summary (computeSurveySummary) against
// one hand-made SQL query, then the time-to-complete and drop-off queries beside that summary
// (issue 22: each within 1.5x of it), (2) our CSV export through the real HTTP route against
// `COPY (select …) TO STDOUT`, with the peak RSS of the process serving the export.
// Prints each figure beside its target (issue 22's and issue 23's: export at 0.8 of COPY's
// rows/s or better); exits 1 on a missed one only under BENCH_STRICT=1.
//
// The server runs in a child process (this file with --serve, bundled as `npm start` runs ours and
// with its node flags; BENCH_SERVER=source runs it by tsx), so its peak RSS (the kernel's
// maxrss, from process.resourceUsage()) is the export's and not the seeding's or the client's.
// Each measurement takes turns with its baseline (A B, B A, …), as bench:ingest does, so load
// that other work puts on the machine falls on both alike; rates count the rows actually
// received, read from the CSV itself.
//
// BENCH_ONLY=export measures the export alone (no summary); BENCH_KEEP_DB=1 keeps the seeded
// database afterwards and reuses it on the next run with the same BENCH_RESPONSES (no seeding);
// BENCH_CPU_PROF=<dir> writes the server's CPU profiles there, one per thread, CSV workers included.
import type { ChildProcess } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { sql } from "drizzle-orm";
import { to as copyTo } from "pg-copy-streams";
import { benchServerScript } from "./support/bench-bundle";
import { askChild, forkBenchChild, stopBenchChild } from "./support/bench-child";
import { withDatabase } from "./support/bench-database";
import type { DatabaseHandle } from "../apps/server/src/db/database";
import { createReport } from "./support/report-target";

const RESPONSES = Number(process.env.BENCH_RESPONSES ?? 1_000_000);
/** Timed runs of each side, alternating with the other side's. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 2));
/** computeSurveySummary's time over the hand-made query's, at most. */
const TARGET_SUMMARY_RATIO = 2;
/** Time to complete's and drop-off's time over the summary's, at most (issue 22). */
const TARGET_BESIDE_SUMMARY_RATIO = 1.5;
/** Our export's rows/s over COPY's, at least (issue 23). */
const TARGET_EXPORT_RATIO = 0.8;
/** The serving process's peak RSS during the exports, at most. */
const TARGET_PEAK_MB = 256;
const DB_NAME = "sondar_bench_analytics";
/** Only the export section (BENCH_ONLY=export), or everything. */
const ONLY_EXPORT = process.env.BENCH_ONLY === "export";
/** The seeded database is kept after the run and reused by the next one of the same size. */
const KEEP_DB = process.env.BENCH_KEEP_DB === "1";
const SURVEY_TITLE = "Customer Feedback 2024";
const ORIGIN = "http://127.0.0.1";
const baseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Ten questions of the mixed kinds creators use. */
const QUESTIONS = [
  {
    id: "q_plan",
    type: "multiple-choice",
    title: "Which plan are you on?",
    options: ["Free", "Starter", "Pro", "Team", "Enterprise"],
  },
  { id: "q_uses", type: "checkbox", title: "Where do you use it?", options: ["Work", "School", "Home", "Travel"] },
  { id: "q_stars", type: "rating", title: "How would you rate us?", maxRating: 5 },
  { id: "q_nps", type: "scale", title: "How likely are you to recommend us?", scaleSettings: { min: 0, max: 10, step: 1 } },
  { id: "q_easy", type: "likert", title: "The product is easy to use" },
  {
    id: "q_grid",
    type: "matrix",
    title: "Rate each part",
    matrixRows: ["Speed", "Price", "Support"],
    matrixColumns: ["Poor", "Fair", "Good", "Great"],
  },
  { id: "q_rank", type: "ranking", title: "Rank what matters", rankingItems: ["Price", "Quality", "Support", "Speed"] },
  { id: "q_age", type: "number", title: "Your age", numberSettings: { min: 0, max: 120 } },
  { id: "q_why", type: "text", title: "Why that score?" },
  { id: "q_again", type: "yes-no", title: "Would you buy again?" },
] as const;

const PLANS = ["Free", "Starter", "Pro", "Team", "Enterprise"];
const USES = ["Work", "School", "Home", "Travel"];
const LIKERT = ["Strongly Disagree", "Disagree", "Neutral", "Agree", "Strongly Agree"];
const GRID_ROWS = ["Speed", "Price", "Support"];
const GRID_COLUMNS = ["Poor", "Fair", "Good", "Great"];
const RANK_ITEMS = ["Price", "Quality", "Support", "Speed"];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (items: readonly string[]) => `array[${items.map(literal).join(", ")}]`;
/** A random element of `items`, drawn per row. */
const pick = (items: readonly string[]) => `(${textArray(items)})[1 + floor(random() * ${items.length})::int]`;

/**
 * One INSERT … SELECT over generate_series: random answers built in SQL, 10 % partial (each
 * stopped after a random question: the answers from there on removed), first saved 20 s to 15 min
 * before the submit (1 in 20 submitted without an earlier save).
 */
function seedSql(surveyId: string, count: number): string {
  const rankings = [
    ["Price", "Quality", "Support", "Speed"],
    ["Quality", "Price", "Speed", "Support"],
    ["Support", "Speed", "Quality", "Price"],
    ["Speed", "Support", "Price", "Quality"],
    ["Quality", "Support", "Price", "Speed"],
    ["Price", "Speed", "Quality", "Support"],
  ].map((r) => literal(JSON.stringify(r)));
  const uses = USES.map((use, i) => `case when random() < ${[0.6, 0.25, 0.5, 0.15][i]} then ${literal(use)} end`);
  return `
    insert into survey_responses (survey_id, status, completed_at, created_at, updated_at, respondent_email, city, country, region, answers)
    select ${literal(surveyId)}::uuid,
      case when g % 10 = 0 then 'partial' else 'complete' end,
      case when g % 10 = 0 then null else t end,
      t - case when g % 20 = 1 then 0 else 20 + floor(random() * 880)::int end * interval '1 second', t,
      case when g % 4 = 0 then 'respondent' || g || '@example.com' end,
      (${textArray(["Lisbon", "São Paulo", "Berlin", "Paris", "Austin"])})[1 + g % 5],
      (${textArray(["Portugal", "Brazil", "Germany", "France", "United States"])})[1 + g % 5],
      (${textArray(["Lisbon", "SP", "Berlin", "Île-de-France", "Texas"])})[1 + g % 5],
      jsonb_strip_nulls(jsonb_build_object(
        'q_plan', ${pick(PLANS)},
        'q_uses', nullif(to_jsonb(array_remove(array[${uses.join(", ")}], null)), '[]'::jsonb),
        'q_stars', 1 + floor(random() * 5)::int,
        'q_nps', floor(random() * 11)::int,
        'q_easy', ${pick(LIKERT)},
        'q_grid', jsonb_build_object(${GRID_ROWS.map((row) => `${literal(row)}, ${pick(GRID_COLUMNS)}`).join(", ")}),
        'q_rank', (array[${rankings.join(", ")}]::jsonb[])[1 + floor(random() * ${rankings.length})::int],
        'q_age', case when random() < 0.9 then 16 + floor(random() * 60)::int end,
        'q_why', case when random() < 0.7 then ${pick(["Très bien, merci", "Could be faster", 'Love the "exports"', "Não gostei", "=1+1 is fine"])} || ' #' || g end,
        'q_again', case when random() < 0.7 then 'Yes' else 'No' end
      )) - case when g % 10 = 0 then (${textArray(QUESTIONS.map((q) => q.id))})[1 + floor(random() * 10)::int:] else '{}'::text[] end
    from generate_series(1, ${count}) g
    cross join lateral (select timestamptz '2024-01-01' + g * interval '30 seconds' as t) at_time`;
}

/**
 * The same summary as computeSurveySummary(…, "complete"), written by hand as one statement: every
 * piece of every answer is extracted once per row in a subquery (offset 0 keeps PostgreSQL from
 * inlining it and extracting again per aggregate), then plain and filtered aggregates run over it.
 */
function handMadeSummarySql(surveyId: string): string {
  const id = literal(surveyId);
  const counts = (column: string, values: readonly (string | number)[]) =>
    values.map((v) => `count(*) filter (where ${column} = ${typeof v === "number" ? v : literal(v)})`);
  const gridColumn = (row: string) => `grid_${row.toLowerCase()}`;
  const aggregates = [
    "count(*)",
    "to_char(min(completed_at) at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')",
    "to_char(max(completed_at) at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')",
    `(select count(*) from survey_responses p where p.survey_id = ${id} and p.status = 'partial')`,
    "count(plan)",
    ...counts("plan", PLANS),
    "count(uses)",
    ...USES.map((_, i) => `count(*) filter (where use_${i})`),
    "count(stars)",
    "avg(stars)",
    ...counts("stars", [1, 2, 3, 4, 5]),
    "count(nps)",
    "avg(nps)",
    ...counts("nps", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    "count(easy)",
    ...counts("easy", LIKERT),
    "count(grid_speed)",
    ...GRID_ROWS.flatMap((row) => counts(gridColumn(row), GRID_COLUMNS)),
    "count(rank_1)",
    ...RANK_ITEMS.flatMap((item) => [
      `avg(case ${[1, 2, 3, 4].map((p) => `when rank_${p} = ${literal(item)} then ${p}`).join(" ")} end)`,
      `count(*) filter (where rank_1 = ${literal(item)})`,
    ]),
    "count(age)",
    "avg(age)",
    "min(age)",
    "max(age)",
    // 20 buckets over the answers' range, as the summary draws them.
    ...Array.from({ length: 20 }, (_, b) => `count(*) filter (where age_bucket = ${b + 1})`),
    "count(*) filter (where btrim(why) <> '')",
    `(select array_agg(v) from (select s.answers ->> 'q_why' as v from survey_responses s
       where s.survey_id = ${id} and s.status = 'complete' and btrim(s.answers ->> 'q_why') <> ''
       order by s.completed_at desc nulls last, s.id desc limit 5) recent)`,
    "count(again)",
    ...counts("again", ["Yes", "No"]),
  ];
  return `
    select ${aggregates.join(",\n      ")}
    from (
      select r.completed_at,
        r.answers ->> 'q_plan' as plan, r.answers -> 'q_uses' as uses,
        ${USES.map((use, i) => `(r.answers -> 'q_uses') ? ${literal(use)} as use_${i}`).join(", ")},
        (r.answers ->> 'q_stars')::int as stars, (r.answers ->> 'q_nps')::int as nps, r.answers ->> 'q_easy' as easy,
        ${GRID_ROWS.map((row) => `r.answers -> 'q_grid' ->> ${literal(row)} as ${gridColumn(row)}`).join(", ")},
        ${[1, 2, 3, 4].map((p) => `r.answers -> 'q_rank' ->> ${p - 1} as rank_${p}`).join(", ")},
        (r.answers ->> 'q_age')::int as age, width_bucket((r.answers ->> 'q_age')::int, 16, 76, 20) as age_bucket,
        r.answers ->> 'q_why' as why, r.answers ->> 'q_again' as again
      from survey_responses r
      where r.survey_id = ${id} and r.status = 'complete'
      offset 0
    ) x`;
}

/** The rows our CSV export writes (the same columns and order), for COPY. */
function copySql(surveyId: string): string {
  const text = new Set(["q_plan", "q_easy", "q_why", "q_again"]);
  const answers = QUESTIONS.map((q) => `r.answers ${text.has(q.id) ? "->>" : "->"} ${literal(q.id)}`);
  return `copy (
    select r.id, to_char(r.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      r.respondent_email, r.status, r.city, r.country, r.region, ${answers.join(", ")}
    from survey_responses r
    where r.survey_id = ${literal(surveyId)} and r.status = 'complete'
    order by r.completed_at desc nulls last, r.id desc
  ) to stdout with (format csv, header)`;
}

// ---------------------------------------------------------------------------------------------
// Child: the real server, on its own process.

async function serve(url: string) {
  const { serve: listen } = await import("@hono/node-server");
  const { buildServer } = await import("../apps/server/src/build-server");
  const { loadConfig } = await import("../apps/server/src/config/config");
  const { openDatabase } = await import("../apps/server/src/db/open-database");
  const { createLogger } = await import("../apps/server/src/lib/logger");
  const { signUpBenchOwner } = await import("./support/bench-owner");

  const database = await openDatabase({ url, dataDir: "" });
  const loaded = loadConfig({ NODE_ENV: "test", PUBLIC_URL: ORIGIN, LOG_LEVEL: "silent" });
  if (!loaded.ok) throw new Error(loaded.errors.join("\n"));
  const { app } = await buildServer({ config: loaded.config, database, logger: createLogger("silent") });
  // A verified, signed-in owner, through the API in-process.
  const { cookie, userId } = await signUpBenchOwner(app, database.db, ORIGIN, "trial");

  // Resident memory sampled every 20 ms (rss() alone: the full memoryUsage() cost the server ~1 % of an
  // export), its peak reset at each "memory" message: the peak of one phase.
  let sampledPeak = 0;
  setInterval(() => (sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss())), 20).unref();
  const server = listen({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as http.Server;
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  process.send?.({ port: (server.address() as AddressInfo).port, cookie, userId });
  process.on("message", (message: unknown) => {
    if (message === "memory") {
      const { user, system } = process.cpuUsage();
      process.send?.({
        maxRssKb: process.resourceUsage().maxRSS,
        rss: process.memoryUsage().rss,
        sampledPeak,
        cpuMs: (user + system) / 1000,
      });
      sampledPeak = 0;
    }
    if (message === "stop") server.close(() => void database.close().then(() => process.exit(0)));
  });
}

// ---------------------------------------------------------------------------------------------
// Parent: database, seed, measurements.

type Ready = { port: number; cookie: string; userId: string };
type Memory = { maxRssKb: number; rss: number; sampledPeak: number; cpuMs: number };

/**
 * Counts the bytes and the CSV records of a stream fed chunk by chunk: a line feed ends a record
 * only outside double quotes, so a cell holding a line break is not taken for a row. Both our
 * export and PostgreSQL's CSV quote with '"' and double it inside a cell, which toggles twice.
 */
function createCsvCounter() {
  let bytes = 0;
  let records = 0;
  let quoted = false;
  return {
    add(chunk: Buffer) {
      bytes += chunk.length;
      for (const byte of chunk) {
        if (byte === 0x22) quoted = !quoted;
        else if (byte === 0x0a && !quoted) records += 1;
      }
    },
    /** The bytes and the data rows received (records after the header). */
    result: () => ({ bytes, rows: Math.max(0, records - 1) }),
  };
}

type Received = { bytes: number; rows: number };

/** Downloads `path` without compression, counting bytes and rows; nothing is kept. */
function download(port: number, path: string, cookie: string): Promise<Received & { status: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, headers: { cookie, origin: ORIGIN } }, (res) => {
      const counter = createCsvCounter();
      res.on("data", (chunk: Buffer) => counter.add(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, ...counter.result() }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

async function copyOut(url: string, query: string): Promise<Received> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const stream = client.query(copyTo(query));
    const counter = createCsvCounter();
    for await (const chunk of stream as AsyncIterable<Buffer>) counter.add(chunk);
    return counter.result();
  } finally {
    await client.end();
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

type Best<T> = { ms: number; result: T; all: number[]; results: T[] };

/**
 * RUNS timed runs of `ours` and of `baseline` in turns (ours first in even rounds, the baseline
 * first in odd ones), after one warm-up of each when asked; the best run of each side.
 */
async function interleaved<A, B>(
  ours: () => Promise<A>,
  baseline: () => Promise<B>,
  warmUp: boolean,
): Promise<{ ours: Best<A>; baseline: Best<B> }> {
  if (warmUp) {
    await ours();
    await baseline();
  }
  const a: { ms: number; result: A }[] = [];
  const b: { ms: number; result: B }[] = [];
  for (let round = 0; round < RUNS; round += 1) {
    if (round % 2 === 0) {
      a.push(await timed(ours));
      b.push(await timed(baseline));
    } else {
      b.push(await timed(baseline));
      a.push(await timed(ours));
    }
  }
  return { ours: bestOf(a), baseline: bestOf(b) };
}

function bestOf<T>(runs: { ms: number; result: T }[]): Best<T> {
  const sorted = [...runs].sort((x, y) => x.ms - y.ms);
  const first = sorted[0] as { ms: number; result: T };
  return { ...first, all: runs.map((r) => r.ms), results: runs.map((r) => r.result) };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const perSecond = (rows: number, ms: number) => Math.round(rows / (ms / 1000));

/** (1) The summary against the hand-made query, then time to complete and drop-off beside it. */
async function measureSummary(database: DatabaseHandle, url: string, surveyId: string, report: ReturnType<typeof createReport>) {
  const { surveys } = await import("../apps/server/src/db/schema/surveys");
  const { eq } = await import("drizzle-orm");
  // 1. Summary.
  const { computeSurveySummary } = await import("../apps/server/src/modules/responses/survey-summary");
  const { readStoredSurvey } = await import("@sondar/core/surveys/read-stored-survey");
  const [survey] = await database.db.select().from(surveys).where(eq(surveys.id, surveyId));
  if (!survey) throw new Error("survey not found");
  const stored = readStoredSurvey(survey);
  const raw = new pg.Client({ connectionString: url });
  await raw.connect();
  const handMadeQuery = handMadeSummarySql(surveyId);
  const summaries = await interleaved(
    () => computeSurveySummary(database.db, stored, "complete"),
    async () => (await raw.query({ text: handMadeQuery, rowMode: "array" })).rows[0] as unknown[],
    true,
  );
  await raw.end();
  const { ours, baseline: handMade } = summaries;
  const sameTotal = ours.results.every((r, i) => r.totalResponses === Number(handMade.results[i]?.[0]));

  // Time to complete and drop-off, each in turns with the summary (their target is relative to it).
  const { computeTimeToComplete } = await import("../apps/server/src/modules/responses/time-to-complete");
  const { computeDropOff } = await import("../apps/server/src/modules/responses/drop-off");
  const summaryOnce = () => computeSurveySummary(database.db, stored, "complete");
  const timing = await interleaved(() => computeTimeToComplete(database.db, surveyId), summaryOnce, true);
  const dropOff = await interleaved(() => computeDropOff(database.db, surveyId, stored.questions), summaryOnce, true);

  const summaryRatio = ours.ms / handMade.ms;
  console.log("");
  console.log(`summary (status complete), best of ${RUNS} in turns with the hand-made query, after a warm-up of each:`);
  console.log(`  computeSurveySummary           ${seconds(ours.ms).padStart(9)}   runs ${ours.all.map(seconds).join(", ")}`);
  console.log(
    `  hand-made single SQL query     ${seconds(handMade.ms).padStart(9)}   runs ${handMade.all.map(seconds).join(", ")}`,
  );
  report.figure({
    name: "summary / hand-made query",
    value: summaryRatio,
    digits: 2,
    unit: "×",
    target: { atMost: TARGET_SUMMARY_RATIO },
    note: `same response count: ${sameTotal ? "yes" : "NO"}`,
  });
  console.log("");
  console.log(`time to complete and drop-off, best of ${RUNS} each in turns with computeSurveySummary, after a warm-up:`);
  for (const [name, pair, detail] of [
    [
      "time to complete (median, buckets)",
      timing,
      `median ${timing.ours.result.medianSeconds} s of ${timing.ours.result.timedCount} timed`,
    ],
    [
      "drop-off per question",
      dropOff,
      `${dropOff.ours.result.responseCount} responses, ${dropOff.ours.result.steps.length} steps`,
    ],
  ] as const) {
    report.figure({
      name: `${name} / summary`,
      value: pair.ours.ms / pair.baseline.ms,
      digits: 2,
      unit: "×",
      target: { atMost: TARGET_BESIDE_SUMMARY_RATIO },
      note: `${seconds(pair.ours.ms)}, summary ${seconds(pair.baseline.ms)}; ${detail}`,
    });
  }
}

/** The bench survey and its responses: seeded, or those a kept database already holds (BENCH_KEEP_DB). */
async function seedOrReuse(
  database: DatabaseHandle,
  url: string,
  userId: string,
): Promise<{ surveyId: string; complete: number }> {
  const { questionSchema } = await import("@sondar/core/surveys/question-schema");
  const { surveys } = await import("../apps/server/src/db/schema/surveys");
  const { eq } = await import("drizzle-orm");
  const seed = new pg.Client({ connectionString: url });
  await seed.connect();
  try {
    const completeOf = async (surveyId: string) =>
      (
        await seed.query<{ complete: number }>(
          "select count(*)::int as complete from survey_responses where survey_id = $1 and status = 'complete'",
          [surveyId],
        )
      ).rows[0]?.complete ?? 0;
    if (KEEP_DB) {
      const { rows } = await seed.query<{ id: string; total: number }>(
        "select s.id, (select count(*)::int from survey_responses r where r.survey_id = s.id) as total from surveys s where s.title = $1",
        [SURVEY_TITLE],
      );
      const kept = rows.find((row) => row.total === RESPONSES);
      if (kept) {
        // The owner is new on each run (the server signs one up).
        await database.db.update(surveys).set({ createdBy: userId }).where(eq(surveys.id, kept.id));
        const complete = await completeOf(kept.id);
        console.log(
          `analytics on PostgreSQL: the kept database's ${RESPONSES.toLocaleString("en")} responses (${complete.toLocaleString("en")} complete)`,
        );
        return { surveyId: kept.id, complete };
      }
      await seed.query("truncate survey_responses cascade");
    }
    const [inserted] = await database.db
      .insert(surveys)
      .values({
        createdBy: userId,
        title: SURVEY_TITLE,
        status: "published",
        questions: QUESTIONS.map((q) => questionSchema.parse(q)),
      })
      .returning({ id: surveys.id });
    const surveyId = inserted?.id as string;
    const seeded = await timed(async () => {
      await seed.query(seedSql(surveyId, RESPONSES));
      // As a database that has been up a while: hint bits set, visibility map and statistics current.
      await seed.query("vacuum (analyze) survey_responses");
    });
    const complete = await completeOf(surveyId);
    console.log(
      `analytics on PostgreSQL: one 10-question survey, ${RESPONSES.toLocaleString("en")} responses ` +
        `(${complete.toLocaleString("en")} complete), seeded and vacuumed in ${seconds(seeded.ms)}`,
    );
    return { surveyId, complete };
  } finally {
    await seed.end();
  }
}

async function main() {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [DB_NAME])).rowCount;
  if (!KEEP_DB || !exists) {
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.query(`create database ${DB_NAME}`);
  }
  const url = withDatabase(baseUrl, DB_NAME);
  let child: ChildProcess | undefined;
  const { openDatabase } = await import("../apps/server/src/db/open-database");
  const database = await openDatabase({ url, dataDir: "" });
  try {
    await database.migrate();
    // Each run signs up an owner: in a kept database, earlier runs' sign-ups would hit the limit.
    if (KEEP_DB) await database.db.execute(sql`delete from auth_rate_limits`);
    const server = await forkBenchChild<Ready>(benchServerScript(import.meta.filename), [url], { startFlags: true });
    child = server.child;
    const { port, cookie, userId } = server.ready;
    const { surveyId, complete } = await seedOrReuse(database, url, userId);
    const report = createReport();
    if (!ONLY_EXPORT) await measureSummary(database, url, surveyId, report);

    // 2. Export: our route over HTTP in turns with COPY. The server's memory and CPU are read
    //    around each export only (COPY runs in this process): the peak sampled during the exports,
    //    and the kernel's lifetime peak at the end.
    const exportPath = `/api/surveys/${surveyId}/responses/export?format=csv&status=complete`;
    let sampledPeak = 0;
    let exportCpuMs = 0;
    let first: Memory | undefined;
    const exports = await interleaved(
      async () => {
        const before = await askChild<Memory>(child as ChildProcess, "memory");
        first ??= before;
        const result = await download(port, exportPath, cookie);
        const after = await askChild<Memory>(child as ChildProcess, "memory");
        sampledPeak = Math.max(sampledPeak, after.sampledPeak);
        exportCpuMs += after.cpuMs - before.cpuMs;
        return result;
      },
      () => copyOut(url, copySql(surveyId)),
      false,
    );
    const { ours: exported, baseline: copied } = exports;
    const last = await askChild<Memory>(child, "memory");
    const refused = exported.results.find((r) => r.status !== 200);
    if (refused) throw new Error(`export answered ${refused.status}`);
    const before = first as Memory;

    // Rates count the rows each side really delivered in its best run, not the rows seeded.
    const copyRate = perSecond(copied.result.rows, copied.ms);
    const exportRate = perSecond(exported.result.rows, exported.ms);
    const peakMb = last.maxRssKb / 1024;
    const received = (r: Received[]) =>
      r.every((x) => x.rows === complete)
        ? "all rows received"
        : `rows received ${r.map((x) => x.rows).join(", ")} of ${complete} (SHORT)`;
    console.log("");
    console.log(`CSV export of ${complete.toLocaleString("en")} complete responses, best of ${RUNS} in turns with COPY:`);
    console.log(
      `  GET …/responses/export (HTTP)  ${seconds(exported.ms).padStart(9)}   ${exportRate.toLocaleString("en").padStart(9)} rows/s   ` +
        `${(exported.result.bytes / 1e6).toFixed(0)} MB, ${received(exported.results)}   runs ${exported.all.map(seconds).join(", ")}`,
    );
    console.log(
      `  COPY (select …) TO STDOUT      ${seconds(copied.ms).padStart(9)}   ${copyRate.toLocaleString("en").padStart(9)} rows/s   ` +
        `${(copied.result.bytes / 1e6).toFixed(0)} MB, ${received(copied.results)}   runs ${copied.all.map(seconds).join(", ")}`,
    );
    report.figure({
      name: "export / COPY, rows/s",
      value: exportRate / copyRate,
      digits: 2,
      unit: "×",
      target: { atLeast: TARGET_EXPORT_RATIO },
    });
    report.figure({
      name: "server peak RSS",
      value: peakMb,
      unit: " MB",
      target: { atMost: TARGET_PEAK_MB },
      note:
        `${(before.maxRssKb / 1024).toFixed(0)} MB peak before the exports; sampled during them: ` +
        `${(before.rss / 1048576).toFixed(0)} MB at start, ${(sampledPeak / 1048576).toFixed(0)} MB peak, ${(last.rss / 1048576).toFixed(0)} MB after`,
    });
    const exportedRows = exported.results.reduce((sum, r) => sum + r.rows, 0);
    const serverCpuPerRow = (exportCpuMs * 1000) / Math.max(1, exportedRows);
    console.log(
      `  server CPU ${serverCpuPerRow.toFixed(1)} µs per exported row, all threads (${RUNS} runs; the machine's load shows in the wall times)`,
    );
    report.finish();
  } finally {
    if (child) await stopBenchChild(child);
    await database.close();
    if (!KEEP_DB) await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.end();
  }
}

if (process.argv[2] === "--serve") {
  await serve(process.argv[3] as string);
} else {
  await main();
}
