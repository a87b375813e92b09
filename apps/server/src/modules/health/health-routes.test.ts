import { describe, expect, it } from "vitest";
import type { Database } from "../../db/database";
import { healthRoutes } from "./health-routes";

/** Statements one check runs in turn: a read, then the write's lock wait, lock and upsert. */
const STATEMENTS_PER_CHECK = 4;

/** A stand-in database whose transactions run their work on the same `execute`. */
const fakeDatabase = (execute: () => Promise<unknown>) =>
  ({ execute, transaction: (work: (tx: unknown) => Promise<unknown>) => work({ execute }) }) as unknown as Database;

/** A database whose statements wait until released, counting them. */
function slowDatabase() {
  let statements = 0;
  const waiting: (() => void)[] = [];
  const db = fakeDatabase(() => {
    statements += 1;
    return new Promise<void>((resolve) => waiting.push(resolve));
  });
  const releaseAll = async () => {
    for (let round = 0; round < STATEMENTS_PER_CHECK; round++) {
      await new Promise((resolve) => setImmediate(resolve));
      waiting.splice(0).forEach((resolve) => resolve());
    }
  };
  return { db, statements: () => statements, releaseAll };
}

describe("/api/health", () => {
  it("shares one running check among callers that arrive while it runs, and runs a new one afterwards", async () => {
    const { db, statements, releaseAll } = slowDatabase();
    const app = healthRoutes(db, { databaseKind: "pglite" });

    const together = Array.from({ length: 20 }, () => app.request("/api/health"));
    await releaseAll();
    const answers = await Promise.all(together);
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(statements()).toBe(STATEMENTS_PER_CHECK);

    const later = app.request("/api/health");
    await releaseAll();
    expect((await later).status).toBe(200);
    expect(statements()).toBe(2 * STATEMENTS_PER_CHECK);
  });

  it("answers 503 naming the write when the database refuses it, to every caller that shared the check", async () => {
    let statements = 0;
    const db = fakeDatabase(() => (++statements === 2 ? Promise.reject(new Error("read-only")) : Promise.resolve()));
    const app = healthRoutes(db, { databaseKind: "postgres" });
    const [first, second] = await Promise.all([app.request("/api/health"), app.request("/api/health")]);
    for (const res of [first, second]) {
      expect(res?.status).toBe(503);
      expect(await res?.json()).toEqual({ status: "error", database: "postgres", failed: "write" });
    }
    expect(statements).toBe(2);
  });

  it("answers liveness on /api/health/live without asking the database", async () => {
    let statements = 0;
    const db = fakeDatabase(() => {
      statements += 1;
      return Promise.reject(new Error("unreachable"));
    });
    const res = await healthRoutes(db, { databaseKind: "postgres" }).request("/api/health/live");
    expect([res.status, await res.json(), statements]).toEqual([200, { status: "ok" }, 0]);
  });
});
