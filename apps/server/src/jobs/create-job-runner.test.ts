import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../db/database";
import { createLogger } from "../lib/logger";
import { openTestDatabase } from "../../test/test-database";
import { createJobRunner, type JobRunner } from "./create-job-runner";

let database: DatabaseHandle;
let runner: JobRunner;
const ran: { queue: string; data: Record<string, unknown> }[] = [];

const states = async (queue: string) =>
  (
    (await database.db.execute(sql`select state, data from pgboss.job where name = ${queue} order by created_on`)) as unknown as {
      rows: { state: string; data: Record<string, unknown> }[];
    }
  ).rows;

beforeAll(async () => {
  database = await openTestDatabase();
  runner = createJobRunner({
    db: database.db,
    logger: createLogger("silent"),
    definitions: [
      {
        name: "later",
        run: async (data) => void ran.push({ queue: "later", data }),
      },
      {
        name: "picky",
        run: async (data) => {
          if (data.fail) throw new Error("refused");
          ran.push({ queue: "picky", data });
        },
      },
      { name: "nightly", cron: "0 3 * * *", singleton: true, run: async (data) => void ran.push({ queue: "nightly", data }) },
    ],
  });
});
afterAll(() => database.close());

describe("job runner", () => {
  it("runs a job sent for later only once it is due", async () => {
    await runner.send("later", { n: 1 }, { startAfter: new Date(Date.now() + 60 * 60_000) });
    expect(await runner.runDue(["later"])).toBe(0);
    await database.db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where name = 'later'`);
    expect(await runner.runDue(["later"])).toBe(1);
    expect(ran).toContainEqual({ queue: "later", data: { n: 1 } });
  });

  it("queues a job sent in a transaction only if the transaction commits", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await runner.send("later", { n: "rolled back" }, { db: tx as unknown as Database });
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    await database.db.transaction(async (tx) => {
      await runner.send("later", { n: "committed" }, { db: tx as unknown as Database });
    });
    expect((await states("later")).map((row) => row.data.n)).toEqual([1, "committed"]);
  });

  it("drops a second job with the same key inside its throttle window", async () => {
    expect(await runner.send("later", { n: 2 }, { singletonKey: "owner-1", throttleSeconds: 300 })).not.toBeNull();
    expect(await runner.send("later", { n: 3 }, { singletonKey: "owner-1", throttleSeconds: 300 })).toBeNull();
    expect(await runner.send("later", { n: 4 }, { singletonKey: "owner-2", throttleSeconds: 300 })).not.toBeNull();
  });

  it("fails only the job that threw; the others of its batch complete, and the failed one waits for its retry", async () => {
    await runner.sendMany("picky", [{ data: { n: 1 } }, { data: { n: 2, fail: true } }, { data: { n: 3 } }]);
    expect(await runner.runDue(["picky"])).toBe(3);
    const byN = Object.fromEntries((await states("picky")).map((row) => [row.data.n, row.state]));
    expect(byN).toEqual({ 1: "completed", 2: "retry", 3: "completed" });
    expect(await runner.runDue(["picky"])).toBe(0);
  });

  it("start() puts the cron jobs on the schedule, stop() ends the polling", async () => {
    await runner.start();
    try {
      const schedules = (await database.db.execute(sql`select name, cron from pgboss.schedule`)) as unknown as {
        rows: { name: string; cron: string }[];
      };
      expect(schedules.rows).toEqual([{ name: "nightly", cron: "0 3 * * *" }]);
      // Polling runs sent jobs by itself.
      await runner.send("later", { n: "polled" });
      await expect.poll(() => ran.some((r) => r.data.n === "polled"), { timeout: 10_000, interval: 200 }).toBe(true);
    } finally {
      await runner.stop();
    }
  });
});
