// The job runner on a real PostgreSQL that goes away while a job is in hand: the server must
// keep running and take up its queues again when the database returns. It reaches PostgreSQL
// through a loopback proxy (test/tcp-proxy.ts) that can cut the connections.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTcpProxy, type TcpProxy } from "../../test/tcp-proxy";
import { createTestDatabaseUrl } from "../../test/test-database";
import type { DatabaseHandle } from "../db/database";
import { openDatabase } from "../db/open-database";
import { createLogger } from "../lib/logger";
import { createJobRunner, type JobRunner } from "./create-job-runner";

let proxy: TcpProxy;
let database: DatabaseHandle;
let runner: JobRunner;
const ran: string[] = [];
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);

describe.runIf(process.env.DB_KIND === "postgres")("the job runner when PostgreSQL goes away", () => {
  beforeAll(async () => {
    const url = new URL(await createTestDatabaseUrl());
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    database = await openDatabase({ url: url.toString(), dataDir: "", timeouts: { statementMs: 1_000, connectMs: 1_000 } });
    runner = createJobRunner({
      db: database.db,
      logger: createLogger("silent"),
      pollingIntervalSeconds: 0.5,
      definitions: [
        {
          name: "cut-while-running",
          run: async (data) => {
            ran.push(String(data.n));
            // The database goes away between the job's work and its completion.
            if (data.n === 1) await proxy.down();
          },
        },
      ],
    });
    process.on("unhandledRejection", onUnhandled);
  });

  afterAll(async () => {
    process.off("unhandledRejection", onUnhandled);
    await runner?.stop();
    await database?.close();
    await proxy?.close();
  });

  it("survives losing the database while it completes a batch, and runs the next jobs once it is back", async () => {
    await runner.start();
    await runner.send("cut-while-running", { n: 1 });
    await vi.waitFor(() => expect(ran).toContain("1"), { timeout: 10_000 });
    // Polls fail while the database refuses connections; none of it may escape as an unhandled rejection.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await proxy.up();
    await vi.waitFor(async () => expect(await runner.send("cut-while-running", { n: 2 })).toBeTruthy(), { timeout: 10_000 });
    await vi.waitFor(() => expect(ran).toContain("2"), { timeout: 10_000 });
    expect(unhandled).toEqual([]);
  });
});
