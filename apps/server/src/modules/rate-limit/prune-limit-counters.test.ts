import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authRateLimits } from "../../db/schema/auth";
import { rateLimits } from "../../db/schema/platform";
import { createTestServer, type TestServer } from "../../../test/test-server";
import { PRUNE_LIMIT_COUNTERS_JOB } from "./prune-limit-counters";

const HOUR = 60 * 60_000;
const at = Date.parse("2026-11-25T12:00:00Z");
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ now: () => new Date(at) });
});

const keys = async () => ({
  ours: (await server.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).sort(),
  theirs: (await server.db.select({ key: authRateLimits.key }).from(authRateLimits)).map((row) => row.key).sort(),
});

describe("pruning rate-limit counters", () => {
  it("deletes counters older than a day from both tables and keeps the ones a window may still need", async () => {
    await server.db.execute(sql`delete from rate_limits`);
    await server.db.execute(sql`delete from auth_rate_limits`);
    await server.db.insert(rateLimits).values([
      { key: "submit:198.51.100.1", count: 3, windowStart: new Date(at - 25 * HOUR) },
      { key: "sign-in:account:old@example.com", count: 5, windowStart: new Date(at - 48 * HOUR) },
      { key: "upload-bytes:198.51.100.2", count: 9, windowStart: new Date(at - 2 * HOUR) },
      { key: "sign-in:account:recent@example.com", count: 2, windowStart: new Date(at - HOUR) },
    ]);
    await server.db.insert(authRateLimits).values([
      { id: "a", key: "198.51.100.1/sign-in/email", count: 4, lastRequest: at - 30 * HOUR },
      { id: "b", key: "198.51.100.3/sign-up/email", count: 1, lastRequest: at - 10 * 60_000 },
    ]);

    await server.jobs.send(PRUNE_LIMIT_COUNTERS_JOB, {});
    expect(await server.jobs.runDue([PRUNE_LIMIT_COUNTERS_JOB])).toBe(1);

    expect(await keys()).toEqual({
      ours: ["sign-in:account:recent@example.com", "upload-bytes:198.51.100.2"],
      theirs: ["198.51.100.3/sign-up/email"],
    });
  });

  it("runs every hour, once for all processes", async () => {
    await server.jobs.start();
    try {
      const scheduled = (await server.db.execute(
        sql`select cron from pgboss.schedule where name = ${PRUNE_LIMIT_COUNTERS_JOB}`,
      )) as unknown as { rows: { cron: string }[] };
      expect(scheduled.rows).toEqual([{ cron: "41 * * * *" }]);
    } finally {
      await server.jobs.stop();
    }
  });
});
