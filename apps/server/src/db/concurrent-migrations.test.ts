// Several processes starting at once on a fresh PostgreSQL database each run the migrations.
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestDatabaseUrl } from "../../test/test-database";
import { MIGRATIONS_DIR, openDatabase } from "./open-database";

const migrationCount = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as { entries: unknown[] }
).entries.length;

describe.runIf(process.env.DB_KIND === "postgres")("migrations started together", () => {
  it("run once, one process after another, on a fresh database, however many start at once", async () => {
    // Several rounds: a race lost once in a while would otherwise pass by luck.
    for (let round = 0; round < 3; round += 1) {
      const url = await createTestDatabaseUrl({ migrated: false });
      const handles = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ url, dataDir: "" })));
      try {
        const outcomes = await Promise.allSettled(handles.map((handle) => handle.migrate()));
        expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      try {
        const applied = await check.query("select count(*)::int as n from drizzle.__drizzle_migrations");
        expect(applied.rows[0]).toEqual({ n: migrationCount });
        const locks = await check.query(
          "select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())",
        );
        expect(locks.rows[0]).toEqual({ n: 0 });
      } finally {
        await check.end();
      }
    }
  });
});
