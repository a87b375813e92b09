import type { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import type { Pool } from "pg";
import { to as copyTo } from "pg-copy-streams";
import type { Database } from "../../db/database";
import { buildExportSelect, RAW, toQuery, type ExportSelect, type ExportSelectInput } from "./export-select";

/** Rows handed on at once: big enough to amortise each hand-over, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 1000;

export interface ExportSource {
  db: Database;
  /** "postgres" or "pglite" (DatabaseHandle.kind): the two are read differently, see below. */
  databaseKind: string;
}

/** One page of the list (a page export). */
export interface ExportPage {
  limit: number;
  offset: number;
}

type Row = unknown[];
type Query = (query: SQL) => Promise<Row[]>;

/**
 * The export's rows, in the list's order, in batches of at most EXPORT_BATCH_SIZE, read as the
 * consumer asks for them. Stopping early (`return()`) releases everything it holds.
 */
export function readExportBatches(source: ExportSource, input: ExportSelectInput, page?: ExportPage): AsyncGenerator<Row[]> {
  const client = (source.db as unknown as { $client: unknown }).$client;
  if (source.databaseKind === "postgres") {
    const pool = client as Pool;
    const query: Query = async (q) => (await pool.query<Row>({ ...toQuery(q), rowMode: "array" })).rows;
    return page ? readPage(query, input, page) : readWithCopy(pool, input);
  }
  const pglite = client as PGlite;
  const query: Query = async (q) => {
    const { text, values } = toQuery(q);
    return (await pglite.query<Row>(text, values, { rowMode: "array" })).rows;
  };
  return page ? readPage(query, input, page) : readByKeyset(query, input);
}

const ordered = (select: ExportSelect, extra?: SQL) =>
  sql`${select.select} where ${select.where}${extra ?? sql``} order by ${select.orderBy}`;

async function* readPage(query: Query, input: ExportSelectInput, page: ExportPage): AsyncGenerator<Row[]> {
  const rows = await query(sql`${ordered(buildExportSelect(input))} limit ${page.limit} offset ${page.offset}`);
  if (rows.length) yield rows;
}

/**
 * PostgreSQL: one `COPY (select …) TO STDOUT`. A single statement sees one consistent state, may
 * use parallel workers for the scan and sort, and streams rows with TCP's own backpressure: while
 * this process reads nothing, PostgreSQL waits. Each row is one text value (export-select.ts).
 */
async function* readWithCopy(pool: Pool, input: ExportSelectInput): AsyncGenerator<Row[]> {
  // COPY takes no bind parameters: they are written into the statement as quoted literals.
  const { text } = toQuery(sql`copy (${ordered(buildExportSelect(input))}) to stdout`.inlineParams());
  const client = await pool.connect();
  const stream = client.query(copyTo(text));
  let finished = false;
  try {
    let rows: Row[] = [];
    let partial: Buffer | undefined;
    for await (const data of stream as AsyncIterable<Buffer>) {
      const chunk = partial ? Buffer.concat([partial, data]) : data;
      let start = 0;
      for (let end = chunk.indexOf(LINE_FEED); end !== -1; end = chunk.indexOf(LINE_FEED, start)) {
        rows.push([copyTextValue(chunk, start, end)]);
        start = end + 1;
      }
      partial = start < chunk.length ? chunk.subarray(start) : undefined;
      if (rows.length >= EXPORT_BATCH_SIZE) {
        yield rows;
        rows = [];
      }
    }
    if (rows.length) yield rows;
    finished = true;
  } finally {
    stream.destroy();
    // A COPY stopped half-way leaves its connection mid-protocol: close it instead of reusing it.
    client.release(finished ? undefined : new Error("response export stopped"));
  }
}

const LINE_FEED = 0x0a;

/**
 * One value of COPY's text format. Ours are JSON text, which never holds a raw line break, tab or
 * other control character (JSON escapes them), so the only escape COPY adds is a doubled backslash.
 */
function copyTextValue(chunk: Buffer, start: number, end: number): string {
  const value = chunk.toString("utf8", start, end);
  return value.includes("\\") ? value.replaceAll("\\\\", "\\") : value;
}

/**
 * PGlite runs one statement at a time for the whole server and a transaction locks everyone
 * else out, so no cursor is held across a download: each batch is its own short query that
 * resumes after the last row seen (keyset paging on the list's order, see responsesOrder).
 */
async function* readByKeyset(query: Query, input: ExportSelectInput): AsyncGenerator<Row[]> {
  const select = buildExportSelect({ ...input, withOrderKey: true });
  const column = sql.raw(`r.${select.orderColumn}`);
  // After (key, id) in "column desc nulls last, id desc"; completed_at may be null, updated_at never is.
  const after = (key: unknown, id: unknown) =>
    select.orderColumn === "completed_at"
      ? key === null
        ? sql` and ${column} is null and r.id < ${id}::uuid`
        : sql` and (${column} < ${key}::timestamptz or (${column} = ${key}::timestamptz and r.id < ${id}::uuid) or ${column} is null)`
      : sql` and (${column}, r.id) < (${key}::timestamptz, ${id}::uuid)`;
  let last: Row | undefined;
  for (;;) {
    const rows = await query(
      sql`${ordered(select, last ? after(last[RAW.orderKey], last[RAW.id]) : undefined)} limit ${EXPORT_BATCH_SIZE}`,
    );
    if (rows.length) yield rows;
    if (rows.length < EXPORT_BATCH_SIZE) return;
    last = rows.at(-1);
  }
}
