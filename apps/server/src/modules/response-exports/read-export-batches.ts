import { randomBytes } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import type { Pool } from "pg";
import { to as copyTo } from "pg-copy-streams";
import type { Database } from "../../db/database";
import { longRunningClientConfig } from "../../db/open-database";
import { copyBlockValues, copyLineBlocks } from "./copy-blocks";
import type { CsvWorkers } from "./csv-workers";
import { buildExportColumns, buildExportSelect, toInlinedText, toQuery, type ExportSelectInput } from "./export-select";

/** Rows a PGlite batch asks for at most: big enough to amortise each query. */
export const EXPORT_BATCH_SIZE = 1000;
/**
 * Bytes of row text handed on at once at most (a single larger row goes alone). One answer may
 * hold a megabyte of text, so a count of rows alone does not bound memory.
 */
export const EXPORT_BATCH_BYTES = 2 * 1024 * 1024;
/** The export's own PostgreSQL connection gives up connecting after this long. */
const CONNECT_TIMEOUT_MS = 10_000;

export interface ExportSource {
  db: Database;
  /** "postgres" or "pglite" (DatabaseHandle.kind): the two are read differently, see below. */
  databaseKind: string;
  /** Where whole CSV exports from PostgreSQL are encoded; without it, on the request's thread. */
  csvWorkers?: CsvWorkers | undefined;
}

/** One page of the list (a page export). */
export interface ExportPage {
  limit: number;
  offset: number;
}

type Row = unknown[];
type Query = (query: SQL) => Promise<Row[]>;

/**
 * The export's rows, in batches of about COPY_BLOCK_BYTES on PostgreSQL and at most
 * EXPORT_BATCH_BYTES bytes and EXPORT_BATCH_SIZE rows on PGlite, read as the consumer asks for
 * them: each response that matched when the export started, once, in the list's order at that
 * moment (on PGlite less those deleted or no longer matching since); responses added later are
 * left out. Stopping early (`return()`) releases everything it holds.
 */
export function readExportBatches(source: ExportSource, input: ExportSelectInput, page?: ExportPage): AsyncGenerator<Row[]> {
  if (source.databaseKind === "postgres") return rowsOfBlocks(readCopyBlocks(source, input, page));
  const pglite = (source.db as unknown as { $client: PGlite }).$client;
  const query: Query = async (q) => {
    const { text, values } = toQuery(q);
    return (await pglite.query<Row>(text, values, { rowMode: "array" })).rows;
  };
  return readFromSnapshot(query, input, pageRange(page));
}

const pageRange = (page: ExportPage | undefined): SQL => (page ? sql` limit ${page.limit} offset ${page.offset}` : sql``);

/**
 * PostgreSQL: one `COPY (select …) TO STDOUT`. A single statement sees one consistent state, may
 * use parallel workers for the scan and sort, and streams rows with TCP's own backpressure: while
 * this process reads nothing, PostgreSQL waits. Each row is one text value (export-select.ts); the
 * stream comes regrouped into blocks of whole lines (copy-blocks.ts).
 *
 * It runs on a connection of its own, not one of the pool's: a download lasts as long as the
 * client takes, and the pool is what respondents' submits wait for. Exports are few at once
 * (export-slots.ts), so this costs at most that many extra connections, plus a connect (a few
 * milliseconds) per export; a COPY stopped half-way leaves its connection unusable anyway.
 */
function readCopyBlocks(source: ExportSource, input: ExportSelectInput, page?: ExportPage): AsyncGenerator<Buffer> {
  return copyBlocks(source, input, buildExportSelect(input).payload, page);
}

/**
 * The same rows as readCopyBlocks, with each value in a column of its own
 * (export-select.ts, buildExportColumns): what whole CSV exports encode on worker threads.
 */
export function readCopyColumnBlocks(source: ExportSource, input: ExportSelectInput): AsyncGenerator<Buffer> {
  return copyBlocks(source, input, buildExportColumns(input));
}

async function* copyBlocks(
  source: ExportSource,
  input: ExportSelectInput,
  columns: SQL,
  page?: ExportPage,
): AsyncGenerator<Buffer> {
  const { default: pg } = await import("pg");
  // Without the pool's statement timeout: a download lasts as long as the client takes to read it.
  const client = new pg.Client(longRunningClientConfig((source.db as unknown as { $client: Pool }).$client, CONNECT_TIMEOUT_MS));
  const select = buildExportSelect(input);
  const text = toInlinedText(
    sql`copy (select ${columns} from survey_responses r where ${select.where} order by ${select.orderBy}${pageRange(page)}) to stdout`,
    (value) => client.escapeLiteral(value),
  );
  // A failure during the COPY reaches its stream; one between statements must not end the process.
  client.on("error", () => undefined);
  await client.connect();
  const stream = client.query(copyTo(text));
  try {
    yield* copyLineBlocks(stream as AsyncIterable<Buffer>);
  } finally {
    stream.destroy();
    // Closing mid-COPY is how a COPY is stopped: PostgreSQL ends it at its next write. Not
    // awaited: the socket closes on its own, and nothing here depends on when.
    client.end().catch(() => undefined);
  }
}

/** Each block of COPY lines as one batch of rows. */
async function* rowsOfBlocks(blocks: AsyncIterable<Buffer>): AsyncGenerator<Row[]> {
  for await (const block of blocks) yield copyBlockValues(block).map((value) => [value]);
}

/** How many rows the first PGlite batch asks about; later ones follow the sizes seen. */
const FIRST_PROBE = 32;

/**
 * PGlite runs one statement at a time for the whole server and a transaction locks everyone else
 * out, so nothing is held open across the download but a list of ids: a WITH HOLD cursor over
 * the matching ids in the list's order, read in one statement (one snapshot, like COPY's) and kept
 * after it. Each batch is then a short query for the next ids' rows. Paging on the ordering
 * values instead would lose rows: a partial save moves an unread response to the top of the
 * updated_at order, behind the reader.
 *
 * Each batch query also stops at EXPORT_BATCH_BYTES: it measures its rows and returns the first
 * ones that fit (at least one); the ids left over go into the next batch. How many ids a batch
 * asks about follows what fitted last time, so large rows are not built again and again.
 */
async function* readFromSnapshot(query: Query, input: ExportSelectInput, range: SQL): AsyncGenerator<Row[]> {
  const select = buildExportSelect(input);
  const cursor = sql.raw(`response_export_${randomBytes(8).toString("hex")}`);
  await query(
    sql`declare ${cursor} cursor with hold for select r.id from survey_responses r where ${select.where} order by ${select.orderBy}${range}`,
  );
  try {
    let ids: string[] = [];
    let cursorDone = false;
    let probe = FIRST_PROBE;
    for (;;) {
      if (ids.length < probe && !cursorDone) {
        const fetched = await query(sql`fetch forward ${sql.raw(String(EXPORT_BATCH_SIZE))} from ${cursor}`);
        for (const row of fetched) ids.push(row[0] as string);
        cursorDone = fetched.length < EXPORT_BATCH_SIZE;
      }
      if (!ids.length) return;
      const asked = ids.slice(0, probe);
      // `offset 0` keeps the inner query apart, so each payload is built once for both its
      // length and its value. The filter is applied again: a response may have changed since.
      const rows = await query(sql`
        select payload, n from (
          select payload, n, sum(octet_length(payload)) over w as bytes, row_number() over w as k
          from (
            select ${select.payload} as payload, s.n
            from unnest(${sql.param(asked)}::uuid[]) with ordinality as s(id, n)
            join survey_responses r on r.id = s.id
            where ${select.where}
            offset 0
          ) measured
          window w as (order by n)
        ) running
        where bytes <= ${EXPORT_BATCH_BYTES} or k = 1
        order by n`);
      // Ids up to the last row returned are done (those with no row were deleted or no longer
      // match); with no row at all, every id asked about is.
      const last = rows.at(-1);
      const done = last ? Number(last[1]) : asked.length;
      ids = ids.slice(done);
      probe = Math.min(done === asked.length ? probe * 2 : Math.max(rows.length * 2, 2), EXPORT_BATCH_SIZE);
      if (rows.length) yield rows.map((row) => [row[0]]);
    }
  } finally {
    await query(sql`close ${cursor}`);
  }
}
