import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import type { DatabaseHandle } from "../src/db/database";
import { openDatabase, wrapPglite } from "../src/db/open-database";
import { withDatabase } from "./global-setup";

/** A fresh, migrated database for one test file, on PGlite or on PostgreSQL per DB_KIND. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (inject("postgresTemplate")) return openDatabase({ url: await createTestDatabaseUrl(), dataDir: "" });
  const tar = readFileSync(inject("pgliteTemplate"));
  const client = new PGlite({ loadDataDir: new Blob([tar]) });
  return wrapPglite(client);
}

/**
 * PostgreSQL runs only: the URL of a fresh database for this file, migrated from the run's
 * template, or empty (`{ migrated: false }`) for tests of the migrations themselves.
 */
export async function createTestDatabaseUrl(options: { migrated?: boolean } = {}): Promise<string> {
  const postgresTemplate = inject("postgresTemplate");
  const url = process.env.TEST_DATABASE_URL;
  if (!postgresTemplate || !url) throw new Error("createTestDatabaseUrl needs the server:postgres project");
  const name = `${postgresTemplate}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(
    options.migrated === false ? `create database ${name}` : `create database ${name} template ${postgresTemplate}`,
  );
  await admin.end();
  return withDatabase(url, name);
}
