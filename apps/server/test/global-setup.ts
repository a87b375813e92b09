import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { wrapPglite } from "../src/db/open-database";

const TMP = path.resolve(import.meta.dirname, "../../../.tmp");

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one template database per run; each test file then starts from a copy
 * (PGlite loads the dumped data folder, PostgreSQL uses CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  // The project's `env` reaches the test workers, not this process: read it from the project,
  // or the PostgreSQL project would quietly migrate (and test) a PGlite template.
  const kind = project.config.env.DB_KIND ?? process.env.DB_KIND ?? "pglite";
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is needed for the PostgreSQL test run");
    const template = `sondar_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const templateUrl = withDatabase(url, template);
    const { openDatabase } = await import("../src/db/open-database");
    const handle = await openDatabase({ url: templateUrl, dataDir: TMP });
    await handle.migrate();
    await handle.close();
    project.provide("postgresTemplate", template);
    project.provide("pgliteTemplate", "");
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 || '_%' or datname = $1`,
        [template],
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }

  const client = new PGlite();
  const handle = await wrapPglite(client);
  await handle.migrate();
  const dump = await client.dumpDataDir("none");
  mkdirSync(TMP, { recursive: true });
  const file = path.join(TMP, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
  return () => rmSync(file, { force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
