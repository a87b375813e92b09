// The mail outbox under kill -9 (docs/decisions/289-mail-kill-test.md): the real server sends 200
// mails from the outbox to an SMTP server on loopback, is killed with SIGKILL right after that
// server accepted the 60th, and is restarted. Every mail must arrive, and every mail under one
// Message-ID; copies of one Message-ID (a mail accepted just before the kill and not yet marked)
// are allowed, counted and printed.
import { setTimeout as sleep } from "node:timers/promises";
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../src/db/open-database";
import { createJobRunner, type JobRunner } from "../../src/jobs/create-job-runner";
import { createLogger } from "../../src/lib/logger";
import { createMailOutbox } from "../../src/modules/mail-outbox/mail-outbox";
import { createMailOutboxJobs } from "../../src/modules/mail-outbox/mail-outbox-jobs";
import { startSmtpPeer } from "../smtp-peer";
import { freePort, spawnServer, stopServer, waitForHealth, type ServerProcess } from "./server-process";

const MAILS = 200;
const KILL_AFTER = 60;
/** Short, so the mails the killed process held are sent again within the scenario. */
const LEASE_SECONDS = 2;
const DOMAIN = "faults.sondar.test";

export interface MailFaultResult {
  /** Mails written to the outbox. */
  written: number;
  /** Written but never arrived. */
  lost: number;
  /** Mails (by subject) that arrived under more than one Message-ID, or arrivals under a Message-ID of no row. */
  duplicated: number;
  /** Second copies under a Message-ID that had already arrived: the duplicate the outbox allows. */
  copies: number;
  /** Rows not marked sent by the end. */
  unfinished: number;
  server: string;
  serverFailure: string | null;
}

type Rows<T> = { rows: T[] };

/**
 * Runs the scenario on a database of its own on the PostgreSQL server at `baseUrl`; `serverEnv`
 * gives the fault suite's server settings for a port.
 */
export async function mailKillScenario(
  baseUrl: string,
  serverEnv: (port: number, extra: Record<string, string>) => Record<string, string>,
  work: string,
  logs: string,
): Promise<MailFaultResult> {
  const dbName = `sondar_faults_mail_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName}`);
  await admin.query(`create database ${dbName}`);
  const databaseUrl = new URL(baseUrl);
  databaseUrl.pathname = `/${dbName}`;

  let server: ServerProcess | null = null;
  let killedAt: number | null = null;
  const peer = await startSmtpPeer({
    // Each mail takes a moment, so the kill finds mails in every state.
    delayMs: 15,
    onAccepted: (_mail, count) => {
      if (count === KILL_AFTER && server?.isRunning()) {
        killedAt = count;
        server.child.kill("SIGKILL");
      }
    },
  });
  const port = await freePort();
  const baseHttp = `http://127.0.0.1:${port}`;
  const env = serverEnv(port, {
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: path.join(work, "mail-uploads"),
    SMTP_URL: peer.url,
    MAIL_FROM: `Sondar <no-reply@${DOMAIN}>`,
    MAIL_SEND_LEASE_SECONDS: String(LEASE_SECONDS),
  });
  const log = path.join(logs, "mail-server.log");
  const database = await openDatabase({ url: databaseUrl.toString(), dataDir: work });
  let runner: JobRunner | null = null;
  const result: MailFaultResult = {
    written: 0,
    lost: 0,
    duplicated: 0,
    copies: 0,
    unfinished: 0,
    server: "",
    serverFailure: null,
  };
  try {
    server = spawnServer(env, log);
    await waitForHealth(server, baseHttp);
    // This process writes the mails as any sender does: rows and their jobs in transactions. Its
    // runner only queues (never started), with the server's queue settings.
    const logger = createLogger("silent");
    const queueRunner: JobRunner = createJobRunner({
      db: database.db,
      logger,
      definitions: createMailOutboxJobs({
        db: database.db,
        mail: { kind: "outbox", send: async () => {} },
        logger,
        leaseSeconds: LEASE_SECONDS,
        jobs: () => queueRunner,
      }),
    });
    runner = queueRunner;
    await queueRunner.ready();
    const outbox = createMailOutbox({ jobs: () => queueRunner, domain: DOMAIN });
    for (let batch = 0; batch < MAILS / 20; batch += 1) {
      await database.db.transaction(async (tx) => {
        for (let i = 0; i < 20; i += 1) {
          const n = batch * 20 + i;
          await outbox.enqueue(tx, {
            kind: "contact",
            to: `reader-${n}@example.com`,
            subject: `Fault mail ${n}`,
            text: `Mail ${n}`,
          });
        }
      });
      result.written += 20;
    }

    const killed = server;
    const giveUp = Date.now() + 60_000;
    while (killed.isRunning() && Date.now() < giveUp) await sleep(50);
    if (killed.isRunning() || killedAt === null) throw new Error(`the server was not killed after ${KILL_AFTER} mails`);
    await killed.exited;
    const atKill = (await database.db.execute(
      sql`select status, count(*)::integer as n from mail_outbox group by status order by status`,
    )) as unknown as Rows<{ status: string; n: number }>;
    const states = atKill.rows.map((row) => `${row.n} ${row.status}`).join(", ");
    if (!atKill.rows.some((row) => row.status !== "sent")) throw new Error("every mail was sent before the kill");

    const restartedAt = performance.now();
    server = spawnServer(env, log);
    await waitForHealth(server, baseHttp);
    const restartSeconds = ((performance.now() - restartedAt) / 1000).toFixed(1);
    // The restarted server's sweep (at start, then every minute) sends what the killed one held.
    const deadline = Date.now() + 150_000;
    for (;;) {
      const left = (await database.db.execute(
        sql`select count(*)::integer as n from mail_outbox where status <> 'sent'`,
      )) as unknown as Rows<{ n: number }>;
      result.unfinished = Number(left.rows[0]?.n ?? 0);
      if (result.unfinished === 0 || Date.now() > deadline) break;
      await sleep(500);
    }

    const rows = (
      (await database.db.execute(sql`select subject, message_id from mail_outbox`)) as unknown as Rows<{
        subject: string;
        message_id: string;
      }>
    ).rows;
    const ids = new Set(rows.map((row) => row.message_id));
    const arrived = new Map<string, number>();
    const idsBySubject = new Map<string, Set<string>>();
    for (const mail of peer.received) {
      const id = mail.messageId ?? "(none)";
      arrived.set(id, (arrived.get(id) ?? 0) + 1);
      const subject = mail.subject ?? "";
      idsBySubject.set(subject, (idsBySubject.get(subject) ?? new Set()).add(id));
    }
    result.lost = rows.filter((row) => !arrived.has(row.message_id)).length;
    result.duplicated =
      [...idsBySubject.values()].filter((set) => set.size > 1).length + [...arrived.keys()].filter((id) => !ids.has(id)).length;
    result.copies = [...arrived.values()].reduce((sum, count) => sum + count - 1, 0);
    result.server = `killed after ${KILL_AFTER} accepted (${states}); restarted in ${restartSeconds} s; ${peer.received.length} arrived, ${result.copies} copies under the same Message-ID`;
  } catch (error) {
    result.server = result.server || "did not come through";
    result.serverFailure = error instanceof Error ? error.message : String(error);
  } finally {
    if (server) await stopServer(server);
    await runner?.stop();
    await database.close();
    await peer.close();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  return result;
}
