import { randomBytes } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { listExportQuestions } from "@sondar/core/responses/export-columns";
import { questionSchema, type QuestionInput } from "@sondar/core/surveys/question-schema";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database";
import { surveyResponses, surveys } from "../../db/schema/surveys";
import { withDatabase } from "../../../test/global-setup";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { answerIn, CELL, RAW } from "./export-row";
import type { ExportSelectInput } from "./export-select";
import { createCsvWorkers } from "./csv-workers";
import { encodeCsv } from "./encode-csv";
import { publicFileUrl, type ExportLayout } from "./export-layout";
import { EXPORT_BATCH_BYTES, readCopyColumnBlocks, readExportBatches, type ExportSource } from "./read-export-batches";

let server: TestServer;
let ownerId: string;
let source: ExportSource;

beforeAll(async () => {
  server = await createTestServer();
  ownerId = (await signUpVerified(server)).userId;
  source = { db: server.db, databaseKind: server.database.kind };
});

async function insertSurvey(questions: QuestionInput[]) {
  const parsed = questions.map((q) => questionSchema.parse(q));
  const [row] = await server.db
    .insert(surveys)
    .values({ createdBy: ownerId, title: "Reads", status: "published", questions: parsed })
    .returning({ id: surveys.id });
  return { id: row?.id as string, questions: listExportQuestions(parsed) };
}

/** Every response of `survey`, unfiltered, read as `read`. */
function allOf(survey: Awaited<ReturnType<typeof insertSurvey>>, read: ExportSelectInput["read"]): ExportSelectInput {
  return { surveyId: survey.id, status: "all", hidden: {}, hiddenFields: [], questions: survey.questions, read };
}

async function readAll(from: ExportSource, input: ExportSelectInput) {
  const batches: unknown[][][] = [];
  for await (const batch of readExportBatches(from, input)) batches.push(batch);
  return batches;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("large answers", () => {
  it("hands rows on in batches of at most EXPORT_BATCH_BYTES, however large each row is", async () => {
    const survey = await insertSurvey([{ id: "q_essay", type: "text", title: "Essay" }]);
    // Eight answers of about 900 KB: one batch of them all would hold 7 MB.
    const essays = Array.from({ length: 8 }, () => randomBytes(675_000).toString("base64"));
    await server.db.insert(surveyResponses).values(
      essays.map((essay) => ({
        surveyId: survey.id,
        status: "complete",
        completedAt: new Date(),
        answers: { q_essay: essay },
      })),
    );
    for (const read of ["cells", "json"] as const) {
      const batches = await readAll(source, allOf(survey, read));
      const sizes = batches.map((batch) => batch.reduce((sum, row) => sum + Buffer.byteLength(row[RAW.payload] as string), 0));
      expect(batches.flat()).toHaveLength(8);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(EXPORT_BATCH_BYTES);
      const texts = batches.flat().map((row) => {
        const payload = JSON.parse(row[RAW.payload] as string) as unknown[] | { answers: { q_essay: string } };
        return Array.isArray(payload) ? answerIn(payload, 0) : payload.answers.q_essay;
      });
      expect(texts.sort()).toEqual([...essays].sort());
    }
  });
});

describe("a response saved during the download", () => {
  it("is exported once, at the place it had when the export started", async () => {
    const survey = await insertSurvey([{ id: "q_name", type: "text", title: "Name" }]);
    await server.db.execute(sql`
      insert into survey_responses (survey_id, status, updated_at, answers)
      select ${survey.id}::uuid, 'partial', timestamptz '2024-01-01' + g * interval '1 minute', jsonb_build_object('q_name', 'R' || g)
      from generate_series(1, 2500) g`);
    const ordered = rowsOf<{ id: string }>(
      await server.db.execute(
        sql`select id::text from survey_responses where survey_id = ${survey.id} order by updated_at desc, id desc`,
      ),
    ).map((r) => r.id);
    const input = allOf(survey, "cells");
    const batches = readExportBatches(source, input);
    const seen: string[] = [];
    const first = await batches.next();
    for (const row of first.value as unknown[][])
      seen.push((JSON.parse(row[RAW.payload] as string) as string[])[CELL.id] as string);
    // The respondent of the oldest, not yet read, response saves again: it moves to the top of
    // the updated_at order, where the reader has already been.
    const moved = ordered.at(-1) as string;
    await server.db.execute(
      sql`update survey_responses set updated_at = now(), answers = '{"q_name": "saved again"}' where id = ${moved}`,
    );
    for await (const batch of batches) {
      for (const row of batch) seen.push((JSON.parse(row[RAW.payload] as string) as string[])[CELL.id] as string);
    }
    expect(seen).toEqual(ordered);
  });
});

describe("question ids in COPY", () => {
  it("are safe literals even where standard_conforming_strings is off", async () => {
    const ids = ["q\\'", "'); drop table export_canary; --", "back\\slash", "q'quote"];
    const survey = await insertSurvey(ids.map((id, i) => ({ id, type: "text", title: `Q${i}` })));
    await server.db.insert(surveyResponses).values({
      surveyId: survey.id,
      status: "complete",
      completedAt: new Date(),
      answers: Object.fromEntries(ids.map((id, i) => [id, `answer ${i}`])),
    });
    await server.db.execute(sql`create table export_canary (x int)`);
    const input = allOf(survey, "cells");
    let batches: unknown[][][];
    if (server.database.kind === "postgres") {
      // A server (or role, or database) configured the old way: backslashes escape in '' literals.
      const name = rowsOf<{ name: string }>(await server.db.execute(sql`select current_database() as name`))[0]?.name ?? "";
      const pool = new pg.Pool({
        connectionString: withDatabase(process.env.TEST_DATABASE_URL as string, name),
        options: "-c standard_conforming_strings=off",
      });
      try {
        batches = await readAll({ db: drizzle({ client: pool }) as unknown as Database, databaseKind: "postgres" }, input);
      } finally {
        await pool.end();
      }
    } else {
      const pglite = (server.db as unknown as { $client: PGlite }).$client;
      await pglite.exec("set standard_conforming_strings = off");
      try {
        batches = await readAll(source, input);
      } finally {
        await pglite.exec("set standard_conforming_strings = on");
      }
    }
    const payload = JSON.parse(batches.flat()[0]?.[RAW.payload] as string) as unknown[];
    expect(ids.map((_, i) => answerIn(payload, i))).toEqual(["answer 0", "answer 1", "answer 2", "answer 3"]);
    const canary = rowsOf<{ name: string | null }>(
      await server.db.execute(sql`select to_regclass('export_canary')::text as name`),
    );
    expect(canary[0]?.name).toBe("export_canary");
  });
});

describe.runIf(process.env.DB_KIND === "postgres")("COPY columns for CSV on worker threads", () => {
  // The text format's escapes, a field that reads like its NULL marker, and the CSV rules' cases.
  const tricky = ["tab\there", "line\nbreak", "cr\rx", "back\\slash \\N", "\\N", "\b\f\v", "=1+1", 'a "quoted", b', "São ✓"];

  it("give the CSV the cells payload gives, byte for byte", async () => {
    const survey = await insertSurvey([
      { id: "q_text", type: "text", title: "Text" },
      { id: "q_uses", type: "checkbox", title: "Uses", options: ["Work", "=Home", "a,b"] },
      { id: "q_grid", type: "matrix", title: "Grid", matrixRows: ["Speed", "Price"], matrixColumns: ["Bad", "Good"] },
      { id: "q_age", type: "number", title: "Age" },
      { id: "q_file", type: "file-upload", title: "File" },
    ]);
    const hiddenFields = ["source", "ref"];
    await server.db.insert(surveyResponses).values(
      Array.from({ length: 40 }, (_, i) => {
        const text = tricky[i % tricky.length] as string;
        return {
          surveyId: survey.id,
          status: "complete",
          completedAt: new Date(Date.UTC(2024, 0, 1, 0, 0, i)),
          respondentEmail: i % 3 ? `r${i}@example.com` : null,
          city: text,
          country: i % 2 ? "Portugal" : null,
          region: tricky[(i + 1) % tricky.length] as string,
          hiddenFields: i % 4 ? { source: text, ref: `r${i % 3}` } : {},
          answers: {
            q_text: `${text} ${i % 5}`,
            ...(i % 2 ? { q_uses: ["Work", "a,b"] } : { q_uses: ["=Home"] }),
            q_grid: { Price: "Good", Speed: i % 2 ? "Bad" : "Good" },
            ...(i % 3 ? { q_age: i * 1.5 } : {}),
            q_file: `/api/surveys/${survey.id}/files/f${i % 2}.png`,
          },
        };
      }),
    );
    const input: ExportSelectInput = { ...allOf(survey, "cells"), hiddenFields };
    const publicUrl = "https://sondar.example";
    const layout: ExportLayout = {
      survey: { id: survey.id, title: "Reads" },
      status: "all",
      hiddenFields,
      questions: survey.questions,
      fileUrl: publicFileUrl(publicUrl),
      exportedAt: new Date(),
    };
    const bytesOf = async (chunks: AsyncIterable<Uint8Array>) => {
      const out: Uint8Array[] = [];
      for await (const chunk of chunks) out.push(chunk);
      return Buffer.concat(out);
    };
    // No threads: the same encoder the workers run, on this thread.
    const pool = createCsvWorkers({ warn: () => undefined }, { size: 0, idleMs: 60_000 });
    const fromColumns = await bytesOf(
      pool.encode(readCopyColumnBlocks(source, input), { hiddenFields, questions: survey.questions, publicUrl }),
    );
    const fromCells = await bytesOf(encodeCsv(readExportBatches(source, input), layout));
    expect(fromColumns.toString("utf8")).toBe(fromCells.toString("utf8"));
    expect(fromColumns.toString("utf8")).toContain(`"back\\slash \\N"`.slice(1, -1));
  });
});
