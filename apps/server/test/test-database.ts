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
  const postgresTemplate = inject("postgresTemplate");
  if (postgresTemplate) {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `${postgresTemplate}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${postgresTemplate}`);
    await admin.end();
    return openDatabase({ url: withDatabase(url, name), dataDir: "" });
  }
  const tar = readFileSync(inject("pgliteTemplate"));
  const client = new PGlite({ loadDataDir: new Blob([tar]) });
  return wrapPglite(client);
}
