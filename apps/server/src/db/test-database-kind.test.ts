import { afterAll, expect, test } from "vitest";
import { openTestDatabase } from "../../test/test-database";

// The server:postgres project must really run on PostgreSQL; it once ran on PGlite unnoticed.
test("each test project runs on the database it names", async () => {
  const database = await openTestDatabase();
  afterAll(() => database.close());
  expect(database.kind).toBe(process.env.DB_KIND ?? "pglite");
  const result = (await database.db.execute("select version() as version")) as { rows: { version: string }[] };
  expect(result.rows[0]?.version).toMatch(/PostgreSQL/);
});
