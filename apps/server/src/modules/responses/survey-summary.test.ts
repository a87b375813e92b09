import { randomUUID } from "node:crypto";
import type { QuestionSummary, SurveySummary } from "@sondar/core/responses/survey-summary";
import { readStoredSurvey } from "@sondar/core/surveys/read-stored-survey";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { surveys } from "../../db/schema/surveys";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { question, type Actor } from "../public-surveys/test-surveys";
import { computeSurveySummary } from "./survey-summary";
import { insertResponses, insertSurvey } from "./test-responses";

let server: TestServer;
let owner: Actor;
let surveyId: string;

// An id with quotes and a semicolon: question ids are bound parameters, never SQL text.
const TEXT_ID = `q_text "it's"; --`;
const file = () => `/api/surveys/${surveyId}/response-files/${randomUUID()}`;

const QUESTIONS = [
  question("multiple-choice", "q_colour", { title: "Colour", options: ["Red", "Green", "Blue"], allowOther: true }),
  question("checkbox", "q_tags", { options: ["A", "B", "C"] }),
  question("dropdown", "q_size", { options: ["X", "Y"] }),
  question("yes-no", "q_yes"),
  question("likert", "q_agree"),
  question("rating", "q_stars", { maxRating: 5 }),
  question("scale", "q_nps", { scaleSettings: { min: 0, max: 10, step: 1 } }),
  // Stored without settings: the respondent's 1–10 default applies (docs/decisions/022-scale-defaults.md).
  { id: "q_bare_scale", type: "scale", title: "Bare scale" },
  question("number", "q_count"),
  question("matrix", "q_grid", { matrixRows: ["Speed", "Price"], matrixColumns: ["Bad", "OK", "Good"] }),
  question("ranking", "q_rank", { rankingItems: ["Tea", "Coffee", "Juice"] }),
  question("textarea", TEXT_ID, { title: "Tell us" }),
  question("file-upload", "q_files"),
  question("statement", "q_note"),
];

function summaryOf(status?: string) {
  return owner.client.get(`/api/surveys/${surveyId}/responses/summary${status ? `?status=${status}` : ""}`);
}

async function summary(status?: string): Promise<SurveySummary> {
  const res = await summaryOf(status);
  expect(res.status).toBe(200);
  return (await res.json()) as SurveySummary;
}

function byId<K extends QuestionSummary["kind"]>(s: SurveySummary, id: string, kind: K) {
  const found = s.questions.find((q) => q.questionId === id);
  expect(found?.kind).toBe(kind);
  return found as Extract<QuestionSummary, { kind: K }>;
}

beforeAll(async () => {
  server = await createTestServer();
  owner = await signUpVerified(server, { name: "Owner" });
  surveyId = await insertSurvey(server, { createdBy: owner.userId, questions: QUESTIONS });
  await insertResponses(server, surveyId, [
    {
      at: 1,
      answers: {
        q_colour: "Red",
        q_tags: ["A", "B"],
        q_size: "X",
        q_yes: "Yes",
        q_agree: "Agree",
        q_stars: 5,
        q_nps: 10,
        q_bare_scale: 3,
        q_count: 3,
        q_grid: { Speed: "Good", Price: "OK" },
        q_rank: ["Tea", "Coffee", "Juice"],
        [TEXT_ID]: "First",
        q_files: [file(), file()],
        q_note: "acknowledged",
      },
    },
    {
      at: 2,
      answers: {
        q_colour: "Other: Purple",
        q_tags: ["B"],
        q_size: "Y",
        q_yes: "No",
        q_agree: "Agree",
        q_stars: 4,
        q_nps: 9,
        // Binary noise as a respondent's browser may send it: still the value 3 on the scale.
        q_bare_scale: 3.0000000000000004,
        q_count: 7.5,
        q_grid: { Speed: "Good", Price: "Bad" },
        q_rank: ["Coffee", "Tea", "Juice"],
        [TEXT_ID]: "Second",
        q_files: file(),
      },
    },
    {
      at: 3,
      answers: {
        q_colour: "Green",
        q_tags: ["A", "C"],
        q_yes: "Yes",
        q_agree: "Strongly Agree",
        q_stars: 2,
        q_nps: 6,
        q_bare_scale: 10,
        q_count: 12,
        q_grid: { Speed: "OK", Price: "Good" },
        q_rank: ["Coffee", "Juice", "Tea"],
        [TEXT_ID]: "   ",
      },
    },
    {
      at: 4,
      // Empty answers count as unanswered; values off the scale or of another type are not averaged.
      answers: {
        q_colour: "Red",
        q_tags: [],
        q_size: "",
        q_grid: {},
        q_nps: 7,
        q_count: -2,
        q_bare_scale: 50,
        [TEXT_ID]: "Fourth",
      },
    },
    // A string where a list is expected (the question was multiple choice before): one selection.
    { at: 6, answers: { [TEXT_ID]: "Sixth", q_count: "not a number", q_tags: "A" } },
    { at: 7, answers: { [TEXT_ID]: "Seventh" } },
    { at: 8, answers: { [TEXT_ID]: "Eighth" } },
    { status: "partial", at: 9, answers: { q_colour: "Blue", q_stars: 1, q_nps: 0, [TEXT_ID]: "Partial text" } },
  ]);
  // Another survey's responses never count.
  const other = await insertSurvey(server, { createdBy: owner.userId, questions: QUESTIONS });
  await insertResponses(server, other, [{ at: 20, answers: { q_colour: "Blue", [TEXT_ID]: "Elsewhere", q_count: 1000 } }]);
});

describe("GET /api/surveys/:id/responses/summary", () => {
  it("counts complete responses by default, with partial ones in the completion rate", async () => {
    const s = await summary();
    expect(s).toMatchObject({
      surveyId,
      // Every response of the survey, as the dashboard counts them, whatever the filter.
      responseCount: 8,
      totalResponses: 7,
      completeCount: 7,
      partialCount: 1,
      completionRate: 87.5,
      firstResponseAt: "2026-01-01T00:01:00.000Z",
      lastResponseAt: "2026-01-01T00:08:00.000Z",
    });
    expect(s.questions.map((q) => q.questionId)).toEqual(QUESTIONS.map((q) => q.id));
  });

  it("counts choice options with percentages of the answered, and 'Other' apart", async () => {
    const s = await summary();
    expect(byId(s, "q_colour", "choice")).toMatchObject({
      title: "Colour",
      answeredCount: 4,
      options: [
        { label: "Red", count: 2, percent: 50 },
        { label: "Green", count: 1, percent: 25 },
        { label: "Blue", count: 0, percent: 0 },
      ],
      otherCount: 1,
    });
    expect(byId(s, "q_tags", "choice")).toMatchObject({
      answeredCount: 4,
      options: [
        { label: "A", count: 3, percent: 75 },
        { label: "B", count: 2, percent: 50 },
        { label: "C", count: 1, percent: 25 },
      ],
      otherCount: 0,
    });
    expect(byId(s, "q_size", "choice")).toMatchObject({
      answeredCount: 2,
      options: [
        { label: "X", count: 1, percent: 50 },
        { label: "Y", count: 1, percent: 50 },
      ],
    });
    expect(byId(s, "q_yes", "choice").options).toEqual([
      { label: "Yes", count: 2, percent: 66.7 },
      { label: "No", count: 1, percent: 33.3 },
    ]);
    const agree = byId(s, "q_agree", "choice");
    expect(agree.options.map((o) => [o.label, o.count])).toEqual([
      ["Strongly Disagree", 0],
      ["Disagree", 0],
      ["Neutral", 0],
      ["Agree", 2],
      ["Strongly Agree", 1],
    ]);
  });

  it("averages ratings and scales per value, with an NPS only for a 0–10 scale", async () => {
    const s = await summary();
    expect(byId(s, "q_stars", "numeric")).toMatchObject({
      answeredCount: 3,
      average: 3.67,
      min: 2,
      max: 5,
      distribution: [
        { value: 2, count: 1 },
        { value: 4, count: 1 },
        { value: 5, count: 1 },
      ],
      nps: null,
    });
    expect(byId(s, "q_nps", "numeric")).toMatchObject({
      answeredCount: 4,
      average: 8,
      nps: { score: 25, promoters: 2, passives: 1, detractors: 1 },
    });
    // 50 lies off the 1–10 scale: answered, but not part of the values.
    expect(byId(s, "q_bare_scale", "numeric")).toMatchObject({
      answeredCount: 4,
      average: 5.33,
      min: 3,
      max: 10,
      distribution: [
        { value: 3, count: 2 },
        { value: 10, count: 1 },
      ],
      nps: null,
    });
  });

  it("buckets number answers into round buckets and ignores answers that are not numbers", async () => {
    const s = await summary();
    const count = byId(s, "q_count", "numeric");
    expect(count).toMatchObject({ answeredCount: 4, average: 5.13, min: -2, max: 12, bucketWidth: 1 });
    // 7.5 has a fraction: each bucket runs up to the next one's start.
    expect(count.distribution).toEqual([
      { value: -2, count: 1, bucket: { kind: "below", from: -2, below: -1 } },
      { value: 3, count: 1, bucket: { kind: "below", from: 3, below: 4 } },
      { value: 7, count: 1, bucket: { kind: "below", from: 7, below: 8 } },
      { value: 12, count: 1, bucket: { kind: "below", from: 12, below: 13 } },
    ]);
  });

  it("counts matrix rows by column and ranks items by mean position", async () => {
    const s = await summary();
    expect(byId(s, "q_grid", "matrix")).toMatchObject({
      answeredCount: 3,
      columns: ["Bad", "OK", "Good"],
      rows: [
        { row: "Speed", counts: [0, 1, 2] },
        { row: "Price", counts: [1, 1, 1] },
      ],
    });
    expect(byId(s, "q_rank", "ranking")).toMatchObject({
      answeredCount: 3,
      items: [
        { item: "Coffee", meanPosition: 1.33, firstPlaceCount: 2 },
        { item: "Tea", meanPosition: 2, firstPlaceCount: 1 },
        { item: "Juice", meanPosition: 2.67, firstPlaceCount: 0 },
      ],
    });
  });

  it("counts text answers with the 5 most recent, and files and acknowledgements", async () => {
    const s = await summary();
    expect(byId(s, TEXT_ID, "text")).toMatchObject({
      title: "Tell us",
      answeredCount: 6,
      recent: ["Eighth", "Seventh", "Sixth", "Fourth", "Second"],
    });
    expect(byId(s, "q_files", "files")).toMatchObject({ answeredCount: 2, fileCount: 3 });
    expect(byId(s, "q_note", "statement")).toMatchObject({ answeredCount: 1 });
  });

  it("summarises only partial responses on request", async () => {
    const s = await summary("partial");
    expect(s).toMatchObject({ responseCount: 8, totalResponses: 1, completeCount: 7, partialCount: 1, completionRate: 87.5 });
    expect(byId(s, "q_colour", "choice")).toMatchObject({ answeredCount: 1, otherCount: 0 });
    expect(byId(s, "q_colour", "choice").options[2]).toEqual({ label: "Blue", count: 1, percent: 100 });
    expect(byId(s, "q_nps", "numeric").nps).toEqual({ score: -100, promoters: 0, passives: 0, detractors: 1 });
    expect(byId(s, TEXT_ID, "text").recent).toEqual(["Partial text"]);
    expect(byId(s, "q_count", "numeric")).toMatchObject({ answeredCount: 0, average: null, distribution: [] });
  });

  it("summarises every response with 'all', newest text first across statuses", async () => {
    const s = await summary("all");
    expect(s).toMatchObject({
      responseCount: 8,
      totalResponses: 8,
      completeCount: 7,
      partialCount: 1,
      lastResponseAt: "2026-01-01T00:09:00.000Z",
    });
    expect(byId(s, "q_colour", "choice")).toMatchObject({ answeredCount: 5, otherCount: 1 });
    expect(byId(s, "q_colour", "choice").options.map((o) => o.count)).toEqual([2, 1, 1]);
    expect(byId(s, TEXT_ID, "text").recent).toEqual(["Partial text", "Eighth", "Seventh", "Sixth", "Fourth"]);
  });

  it("answers zeros, nulls and empty lists for a survey without responses", async () => {
    const empty = await insertSurvey(server, { createdBy: owner.userId, questions: QUESTIONS });
    const [row] = await server.db.select().from(surveys).where(eq(surveys.id, empty));
    const s = await computeSurveySummary(server.db, readStoredSurvey(row!), "complete");
    expect(s).toMatchObject({
      responseCount: 0,
      totalResponses: 0,
      completeCount: 0,
      partialCount: 0,
      completionRate: 0,
      firstResponseAt: null,
    });
    expect(byId(s, "q_colour", "choice").options[0]).toEqual({ label: "Red", count: 0, percent: 0 });
    expect(byId(s, "q_count", "numeric")).toMatchObject({ average: null, min: null, max: null, distribution: [], nps: null });
    expect(byId(s, "q_nps", "numeric").nps).toBeNull();
    expect(byId(s, "q_rank", "ranking").items[0]).toEqual({ item: "Tea", meanPosition: null, firstPlaceCount: 0 });
    expect(byId(s, TEXT_ID, "text").recent).toEqual([]);
  });

  it("refuses an unknown status filter", async () => {
    const res = await summaryOf("done");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_FAILED");
  });
});

describe("number buckets named as ranges", () => {
  it("says which answers each bucket holds: whole numbers from–to, or a start and the value it stops below", async () => {
    const id = await insertSurvey(server, {
      createdBy: owner.userId,
      questions: [question("number", "q_age"), question("number", "q_hours"), question("number", "q_kids")],
    });
    await insertResponses(server, id, [
      { at: 1, answers: { q_age: 10, q_hours: 1.5, q_kids: 0 } },
      { at: 2, answers: { q_age: 17, q_hours: 2, q_kids: 2 } },
      { at: 3, answers: { q_age: 31, q_hours: 7.25 } },
      { at: 4, answers: { q_age: 99, q_hours: 9 } },
    ]);
    const [row] = await server.db.select().from(surveys).where(eq(surveys.id, id));
    const s = await computeSurveySummary(server.db, readStoredSurvey(row!), "complete");
    expect(byId(s, "q_age", "numeric").distribution).toEqual([
      { value: 10, count: 1, bucket: { kind: "whole", from: 10, to: 14 } },
      { value: 15, count: 1, bucket: { kind: "whole", from: 15, to: 19 } },
      { value: 30, count: 1, bucket: { kind: "whole", from: 30, to: 34 } },
      { value: 95, count: 1, bucket: { kind: "whole", from: 95, to: 99 } },
    ]);
    // One decimal answer: no bucket is named as whole numbers it may not hold.
    expect(byId(s, "q_hours", "numeric").distribution).toEqual([
      { value: 1.5, count: 1, bucket: { kind: "below", from: 1.5, below: 2 } },
      { value: 2, count: 1, bucket: { kind: "below", from: 2, below: 2.5 } },
      { value: 7, count: 1, bucket: { kind: "below", from: 7, below: 7.5 } },
      { value: 9, count: 1, bucket: { kind: "below", from: 9, below: 9.5 } },
    ]);
    // Buckets that hold one whole number each are named by it.
    expect(byId(s, "q_kids", "numeric").distribution).toEqual([
      { value: 0, count: 1, bucket: { kind: "value", value: 0 } },
      { value: 2, count: 1, bucket: { kind: "value", value: 2 } },
    ]);
  });
});

// Questions with more values than one packed sum holds (24): each answer must count once, in one place.
describe("summaries of questions with many values", () => {
  const OPTIONS = Array.from({ length: 30 }, (_, i) => `Option ${i + 1}`);
  const BOXES = Array.from({ length: 30 }, (_, i) => `Box ${i + 1}`);
  const COLUMNS = Array.from({ length: 26 }, (_, i) => `C${i + 1}`);
  const ITEMS = Array.from({ length: 26 }, (_, i) => `I${i + 1}`);
  const WIDE = [
    question("dropdown", "q_many", { options: OPTIONS }),
    question("checkbox", "q_boxes", { options: BOXES }),
    question("scale", "q_percent", { scaleSettings: { min: 0, max: 100, step: 1 } }),
    question("matrix", "q_wide", { matrixRows: ["R1", "R2"], matrixColumns: COLUMNS }),
    question("ranking", "q_order", { rankingItems: ITEMS }),
    question("number", "q_tiny"),
  ];
  let wideId: string;

  /** Every option's count, zero unless given, with its percent of `answered`. */
  const optionsWith = (labels: string[], counts: Record<string, [number, number]>) =>
    labels.map((label) => ({ label, count: counts[label]?.[0] ?? 0, percent: counts[label]?.[1] ?? 0 }));
  /** One count per column, zero unless given. */
  const columnCounts = (counts: Record<string, number>) => COLUMNS.map((column) => counts[column] ?? 0);

  beforeAll(async () => {
    wideId = await insertSurvey(server, { createdBy: owner.userId, questions: WIDE });
    await insertResponses(server, wideId, [
      // Option 5 sits in the first packed sum, Option 27 in the second.
      ...Array.from({ length: 10 }, (_, i) => ({ at: i, answers: { q_many: "Option 5" } })),
      ...Array.from({ length: 3 }, (_, i) => ({ at: 20 + i, answers: { q_many: "Option 27" } })),
      { at: 30, answers: { q_many: "Mango", q_boxes: ["Box 1", "Box 30"], q_percent: 5 } },
      { at: 31, answers: { q_many: "Kiwi", q_boxes: ["Box 25"], q_percent: 50 } },
      { at: 32, answers: { q_many: "  ", q_boxes: ["Box 1", "Renamed"], q_percent: 50 } },
      { at: 33, answers: { q_boxes: [], q_percent: 100 } },
      // Off the grid by binary noise: still 3 (matched by position, not text).
      { at: 34, answers: { q_percent: 3.0000000000000004 } },
      // Off the scale: answered, not a value.
      { at: 35, answers: { q_percent: 150 } },
      { at: 36, answers: { q_percent: -1 } },
      { at: 37, answers: { q_percent: "not a number" } },
      { at: 40, answers: { q_wide: { R1: "C2", R2: "C26" }, q_order: ITEMS, q_tiny: 0 } },
      { at: 41, answers: { q_wide: { R1: "C25", R2: "C2" }, q_order: [...ITEMS].reverse(), q_tiny: 1e-100 } },
      // The first row left out, then a first row whose column was renamed: answered all the same.
      { at: 42, answers: { q_wide: { R2: "C1" }, q_order: ["Gone", ...ITEMS.slice(0, 25)] } },
      { at: 43, answers: { q_wide: { R1: "Gone", R2: "C25" }, q_order: [] } },
      { at: 44, answers: { q_wide: {} } },
    ]);
  });

  it("counts a 30-option dropdown once per answer, with 'Other' apart", async () => {
    const s = await computeWide();
    expect(byId(s, "q_many", "choice")).toMatchObject({
      answeredCount: 15,
      otherCount: 2,
      options: optionsWith(OPTIONS, { "Option 5": [10, 66.7], "Option 27": [3, 20] }),
    });
  });

  it("counts a 30-option checkbox per selection", async () => {
    const s = await computeWide();
    expect(byId(s, "q_boxes", "choice")).toMatchObject({
      answeredCount: 3,
      otherCount: 1,
      options: optionsWith(BOXES, { "Box 1": [2, 66.7], "Box 25": [1, 33.3], "Box 30": [1, 33.3] }),
    });
  });

  it("counts a 0–100 scale once per answer, off-scale answers as answered only", async () => {
    const s = await computeWide();
    expect(byId(s, "q_percent", "numeric")).toEqual({
      questionId: "q_percent",
      type: "scale",
      title: expect.any(String),
      kind: "numeric",
      answeredCount: 7,
      average: 41.6,
      min: 3,
      max: 100,
      distribution: [
        { value: 3, count: 1 },
        { value: 5, count: 1 },
        { value: 50, count: 2 },
        { value: 100, count: 1 },
      ],
      nps: null,
    });
  });

  it("counts a matrix with 26 columns once per row", async () => {
    const s = await computeWide();
    expect(byId(s, "q_wide", "matrix")).toMatchObject({
      answeredCount: 4,
      columns: COLUMNS,
      rows: [
        { row: "R1", counts: columnCounts({ C2: 1, C25: 1 }) },
        { row: "R2", counts: columnCounts({ C1: 1, C2: 1, C25: 1, C26: 1 }) },
      ],
    });
  });

  it("ranks 26 items from every position", async () => {
    const s = await computeWide();
    // Ik (k ≤ 25) is at k, 27 - k and k + 1: mean (28 + k) / 3; I26 at 26 and 1 only.
    const expected = ITEMS.map((item, i) => {
      const k = i + 1;
      const meanPosition = k === 26 ? 13.5 : Math.round(((28 + k) / 3) * 100) / 100;
      return { item, meanPosition, firstPlaceCount: k === 1 || k === 26 ? 1 : 0 };
    }).sort((a, b) => a.meanPosition - b.meanPosition);
    expect(byId(s, "q_order", "ranking")).toMatchObject({ answeredCount: 3, items: expected });
  });

  it("buckets number answers 1e-100 apart", async () => {
    const s = await computeWide();
    expect(byId(s, "q_tiny", "numeric")).toMatchObject({
      answeredCount: 2,
      min: 0,
      max: 1e-100,
      bucketWidth: 1e-101,
      distribution: [
        { value: 0, count: 1, bucket: { kind: "below", from: 0, below: 1e-101 } },
        { value: 1e-100, count: 1, bucket: { kind: "below", from: 1e-100, below: 1.1e-100 } },
      ],
    });
  });

  async function computeWide() {
    const [row] = await server.db.select().from(surveys).where(eq(surveys.id, wideId));
    return computeSurveySummary(server.db, readStoredSurvey(row!), "complete");
  }
});
