// npm run bench:alerts: owner alerts after a burst. One survey gets BENCH_ALERT_RESPONSES
// (default 20,000) complete responses through the real submit route, while ten other owners'
// surveys get two each; then the alert dispatch runs (in production the minute's cron tick does
// it) and the job runner works as it does in the server. Prints how long each owner waited for
// their mail and how many mails went out. No target is set for these figures: they are printed alone.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { benchDatabaseUrl, withBenchDatabase } from "./support/bench-database";
import { buildBenchServer } from "./support/bench-server";
import { inProcessClient, publishBenchSurvey, signUpBenchOwner } from "./support/bench-owner";
import { inProcessSubmitter } from "./support/in-process-submit";
import { createReport } from "./support/report-target";

const BURST = Number(process.env.BENCH_ALERT_RESPONSES ?? 20_000);
const OTHER_OWNERS = 10;
const CONCURRENCY = 32;
const origin = "http://127.0.0.1";

async function measure(url: string) {
  const { openDatabase } = await import("../apps/server/src/db/open-database");
  const { DISPATCH_RESPONSE_ALERTS_JOB } = await import("../apps/server/src/modules/response-alerts/response-alerts");

  const database = await openDatabase({ url, dataDir: "" });
  await database.migrate();
  const { app, jobs } = await buildBenchServer(database, origin);
  const request = inProcessClient(app, origin);

  // The busy owner is made through the real sign-up and publish; the others (sign-up is rate
  // limited per address) are rows like it: a user and a copy of the published survey.
  const { cookie, userId } = await signUpBenchOwner(app, database.db, origin);
  const questions = [{ id: "q_1", type: "text", title: "Anything to add?" }];
  const { surveyId, shareId: busyShareId } = await publishBenchSurvey(request, cookie, { title: "Launch survey", questions });
  const emailOf = async (id: string) => {
    const result = (await database.db.execute(sql`select email from users where id = ${id}`)) as unknown as {
      rows: { email: string }[];
    };
    return result.rows[0]?.email ?? "";
  };
  const busy = { email: await emailOf(userId), shareId: busyShareId };
  const others: { email: string; shareId: string }[] = [];
  for (let i = 0; i < OTHER_OWNERS; i++) {
    const id = randomUUID();
    const email = `bench-other-${i}-${id}@example.com`;
    const shareId = `bench${i}${id.slice(0, 8)}`;
    await database.db.execute(
      sql`insert into users (id, name, email, email_verified) values (${id}, ${`Owner ${i}`}, ${email}, true)`,
    );
    await database.db.execute(sql`
        insert into surveys (title, questions, settings, status, share_id, created_by)
        select ${`Team poll ${i + 1}`}, questions, settings, status, ${shareId}, ${id} from surveys where id = ${surveyId}`);
    others.push({ email, shareId });
  }

  const submitter = inProcessSubmitter(request);
  const submit = (shareId: string) => submitter(shareId, { q_1: "Quick thought" });

  // The burst, with the other owners' responses arriving in the middle of it.
  const burstStarted = performance.now();
  const work = Array.from({ length: BURST }, () => busy.shareId);
  for (const other of others) {
    work.splice(Math.floor(BURST / 3), 0, other.shareId);
    work.splice(Math.floor((2 * BURST) / 3), 0, other.shareId);
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < work.length) await submit(work[next++] as string);
    }),
  );
  const burstSeconds = (performance.now() - burstStarted) / 1000;

  // What the minute's cron tick does, then the runner as in the server.
  const dispatched = performance.now();
  await jobs.send(DISPATCH_RESPONSE_ALERTS_JOB, {});
  await jobs.start();
  const owners = [busy, ...others];
  const waited = new Map<string, number>();
  while (waited.size < owners.length && performance.now() - dispatched < 120_000) {
    const mailed = (await database.db.execute(
      sql`select "to", count(*)::integer as n from mail_outbox where subject like '%new response%' or subject like 'New response%' group by "to"`,
    )) as unknown as { rows: { to: string; n: number }[] };
    for (const row of mailed.rows) if (!waited.has(row.to)) waited.set(row.to, (performance.now() - dispatched) / 1000);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const mails = (await database.db.execute(
    sql`select "to", subject from mail_outbox where subject like '%new response%' or subject like 'New response%'`,
  )) as unknown as { rows: { to: string; subject: string }[] };
  await jobs.stop();
  await database.close();
  // pg's pool.end() resolves before its connections have closed; the forced drop after it would
  // cut them, and an error on a closing pool has no listener.
  await new Promise((resolve) => setTimeout(resolve, 500));

  const otherWaits = others.map((other) => waited.get(other.email) ?? Number.NaN);
  console.log(
    `owner alerts on PostgreSQL: ${BURST} responses to one survey in ${burstSeconds.toFixed(1)} s (${(BURST / burstSeconds).toFixed(0)}/s), plus 2 each for ${OTHER_OWNERS} other owners`,
  );
  const report = createReport();
  report.figure({
    name: "busy owner mailed after",
    value: waited.get(busy.email) ?? Number.NaN,
    digits: 1,
    unit: " s",
    note: "from the dispatch",
  });
  report.figure({ name: "other owners mailed after, first", value: Math.min(...otherWaits), digits: 1, unit: " s" });
  report.figure({ name: "other owners mailed after, last", value: Math.max(...otherWaits), digits: 1, unit: " s" });
  report.figure({
    name: "every owner mailed after",
    value: Math.max(...waited.values()),
    digits: 1,
    unit: " s",
    note: `${waited.size}/${owners.length} owners`,
  });
  report.figure({
    name: "mails sent",
    value: mails.rows.length,
    note: `busy owner: "${mails.rows.find((m) => m.to === busy.email)?.subject}"`,
  });
  console.log("  in production the dispatch runs on the minute's cron tick, so add up to a minute to these waits");
  report.finish();
}

await withBenchDatabase(benchDatabaseUrl, "sondar_bench_alerts", measure);
