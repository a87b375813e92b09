import { describe, expect, it } from "vitest";
import type { Database } from "../../db/database";
import { healthRoutes } from "./health-routes";

/** A database whose statements wait until released, counting them. */
function slowDatabase() {
  let statements = 0;
  const waiting: (() => void)[] = [];
  const db = {
    execute: () => {
      statements += 1;
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
  } as unknown as Database;
  const releaseAll = async () => {
    // Each check runs two statements in turn (a read, then a write).
    for (let round = 0; round < 2; round++) {
      await new Promise((resolve) => setImmediate(resolve));
      waiting.splice(0).forEach((resolve) => resolve());
    }
  };
  return { db, statements: () => statements, releaseAll };
}

describe("/api/health", () => {
  it("shares one running check among callers that arrive while it runs, and runs a new one afterwards", async () => {
    const { db, statements, releaseAll } = slowDatabase();
    const app = healthRoutes(db, "pglite");

    const together = Array.from({ length: 20 }, () => app.request("/api/health"));
    await releaseAll();
    const answers = await Promise.all(together);
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(statements()).toBe(2);

    const later = app.request("/api/health");
    await releaseAll();
    expect((await later).status).toBe(200);
    expect(statements()).toBe(4);
  });

  it("answers 503 naming the write when the database refuses it, to every caller that shared the check", async () => {
    let statements = 0;
    const db = {
      execute: () => (++statements === 2 ? Promise.reject(new Error("read-only")) : Promise.resolve()),
    } as unknown as Database;
    const app = healthRoutes(db, "postgres");
    const [first, second] = await Promise.all([app.request("/api/health"), app.request("/api/health")]);
    for (const res of [first, second]) {
      expect(res?.status).toBe(503);
      expect(await res?.json()).toEqual({ status: "error", database: "postgres", failed: "write" });
    }
    expect(statements).toBe(2);
  });
});
