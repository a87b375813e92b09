import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "./open-database";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "sondar-open-pglite-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it("creates PGlite's cluster on the first start (initdb in a process apart), with its small buffers, and reopens it", async () => {
  const first = await openDatabase({ dataDir });
  expect(existsSync(path.join(dataDir, "db/PG_VERSION"))).toBe(true);
  const settings = await first.db.execute(sql`select current_setting('shared_buffers') as shared_buffers`);
  expect((settings as unknown as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers).toBe("16MB");
  await first.db.execute(sql`create table kept (n int)`);
  await first.db.execute(sql`insert into kept values (7)`);
  await first.close();

  const again = await openDatabase({ dataDir });
  const kept = await again.db.execute(sql`select n from kept`);
  expect((kept as unknown as { rows: unknown[] }).rows).toEqual([{ n: 7 }]);
  await again.close();
}, 300_000);
