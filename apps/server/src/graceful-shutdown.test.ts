// The real server (main.ts) in a process of its own, sent SIGTERM in the middle of a burst of
// submits: it answers every submit it took in, stores every one it acknowledged, and exits 0
// (docs/decisions/270-graceful-shutdown.md).
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { publishSurvey } from "../test/faults/publish-survey";
import { freePort, spawnServer, stopServer, waitForHealth, type ServerProcess } from "../test/faults/server-process";
import { openDatabase } from "./db/open-database";

const root = mkdtempSync(path.join(tmpdir(), "sondar-shutdown-"));
const webDist = path.join(root, "web-dist");
mkdirSync(webDist);
writeFileSync(path.join(webDist, "index.html"), "<!doctype html><html><head><title>App</title></head><body></body></html>");
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await stopServer(server, 1_000);
  rmSync(root, { recursive: true, force: true });
});

type Outcome =
  | { kind: "answered"; status: number; clientSubmissionId: string }
  /** The server no longer took connections: the request never reached it. */
  | { kind: "refused"; clientSubmissionId: string }
  /** The connection ended with no answer. */
  | { kind: "cut"; clientSubmissionId: string; code: string };

/** One submit on a connection of its own, so a connection the server took is one request it took. */
function submit(port: number, shareId: string): Promise<Outcome> {
  const clientSubmissionId = randomUUID();
  const body = JSON.stringify({ clientSubmissionId, answers: { q_name: "Ana" } });
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: `/api/public/surveys/${shareId}/submit`,
        agent: false,
        headers: {
          "content-type": "application/json",
          origin: `http://127.0.0.1:${port}`,
          "content-length": Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ kind: "answered", status: res.statusCode ?? 0, clientSubmissionId }));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === "ECONNREFUSED"
          ? { kind: "refused", clientSubmissionId }
          : { kind: "cut", clientSubmissionId, code: error.code ?? error.message },
      ),
    );
    req.end(body);
  });
}

describe("SIGTERM", () => {
  it("answers every submit it took in, loses none, and exits 0", { timeout: 480_000 }, async () => {
    const port = await freePort();
    const dataDir = path.join(root, "data");
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = spawnServer(
      {
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDist,
        LOG_LEVEL: "info",
        DEV_MAILBOX: "true",
        PUBLIC_SUBMIT_LIMIT_PER_MINUTE: "10000000",
        SPAM_MIN_ANSWER_SECONDS: "0",
        SHUTDOWN_GRACE_MS: "20000",
      },
      path.join(root, "server.log"),
    );
    running.push(server);
    // Minutes on a loaded machine: tsx compiles the server, PGlite creates and migrates its database.
    await waitForHealth(server, baseUrl, 300_000);
    const shareId = await publishSurvey(baseUrl);

    // 16 respondents submit one after another; SIGTERM goes once 100 submits are answered, and
    // they keep sending until the server no longer takes connections.
    const outcomes: Outcome[] = [];
    let answered = 0;
    let signalled = false;
    let signalledAt = 0;
    const respondent = async () => {
      for (;;) {
        const outcome = await submit(port, shareId);
        outcomes.push(outcome);
        if (outcome.kind === "answered") answered += 1;
        if (!signalled && answered >= 100) {
          signalled = true;
          signalledAt = outcomes.length;
          server.child.kill("SIGTERM");
        }
        if (outcome.kind !== "answered") return;
      }
    };
    await Promise.all(Array.from({ length: 16 }, respondent));
    const exit = await server.exited;

    expect(signalled).toBe(true);
    expect(exit).toEqual({ code: 0, signal: null });
    // Submits were answered after the signal: it came in the middle of the burst.
    expect(outcomes.slice(signalledAt).some((o) => o.kind === "answered")).toBe(true);
    const acknowledged = outcomes.filter((o) => o.kind === "answered" && o.status === 201).map((o) => o.clientSubmissionId);
    expect(outcomes.filter((o) => o.kind === "answered" && o.status !== 201)).toEqual([]);

    // What the database holds once the process is gone.
    const database = await openDatabase({ url: undefined, dataDir });
    try {
      const result = (await database.db.execute(
        sql`select client_submission_id from survey_responses where status = 'complete'`,
      )) as unknown as { rows: { client_submission_id: string }[] };
      const stored = new Set(result.rows.map((row) => row.client_submission_id));
      // Every acknowledged submit is stored.
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      // A connection that ended unanswered (one still queued when the server stopped listening)
      // carried a submit the server never took in: had it stored it, it would have answered it.
      const cut = outcomes.filter((o) => o.kind === "cut");
      expect(cut.filter((o) => stored.has(o.clientSubmissionId))).toEqual([]);
      expect(stored.size).toBe(acknowledged.length);
    } finally {
      await database.close();
    }
  });
});
