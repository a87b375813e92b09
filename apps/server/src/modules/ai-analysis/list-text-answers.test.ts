import { beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { surveyResponses, surveys } from "../../db/schema/surveys";
import { listTextAnswers, type TextAnswerRow } from "./list-text-answers";

let server: TestServer;
let surveyId: string;

beforeAll(async () => {
  server = await createTestServer();
  const { userId } = await signUpVerified(server);
  const [row] = await server.db.insert(surveys).values({ createdBy: userId, title: "T" }).returning({ id: surveys.id });
  surveyId = row?.id as string;
  const at = (day: number) => new Date(Date.UTC(2025, 2, day));
  const complete = (day: number, answers: Record<string, unknown>) =>
    ({ surveyId, status: "complete", answers, completedAt: at(day), updatedAt: at(day) }) as const;
  await server.db.insert(surveyResponses).values([
    complete(1, { q_a: "oldest", q_b: "b1" }),
    complete(2, { q_a: "middle" }),
    complete(3, { q_a: "newest", q_b: 42 }),
    complete(4, { q_a: "   ", q_b: ["list"] }),
    // Blank by any whitespace JavaScript trims, not spaces only: none of these is an answer to read.
    complete(4, { q_a: "\n", q_b: "\t" }),
    complete(4, { q_a: " \r\n\t ", q_b: "\f\v" }),
    complete(4, { q_a: "\u00a0", q_b: "\u3000\u2009\ufeff" }),
    { surveyId, status: "partial", answers: { q_a: "partial one" }, updatedAt: at(5) },
    complete(0, { q_a: "x".repeat(3000) }),
  ]);
});

const texts = (rows: Record<string, TextAnswerRow[]>) =>
  Object.fromEntries(Object.entries(rows).map(([id, list]) => [id, list.map((row) => row.text)]));

describe("recent text answers for analysis", () => {
  it("returns each question's non-empty text answers, most recent first, within the limit", async () => {
    expect(texts(await listTextAnswers(server.db, surveyId, "complete", ["q_a", "q_b", "q_none"], 3))).toEqual({
      q_a: ["newest", "middle", "oldest"],
      // A number or a list under a text question's id is not an answer to read.
      q_b: ["b1"],
    });
  });

  it("follows the status filter", async () => {
    expect(texts(await listTextAnswers(server.db, surveyId, "partial", ["q_a"], 10))).toEqual({ q_a: ["partial one"] });
    const all = await listTextAnswers(server.db, surveyId, "all", ["q_a"], 2);
    expect(texts(all)).toEqual({ q_a: ["partial one", "newest"] });
  });

  it("gives each answer its response id and that response's numeric answers to the rated questions asked for", async () => {
    const { q_a } = await listTextAnswers(server.db, surveyId, "complete", ["q_a"], 3, ["q_b", "q_score"]);
    const ids = await server.db.select({ id: surveyResponses.id, answers: surveyResponses.answers }).from(surveyResponses);
    const idOf = (text: string) => ids.find((row) => (row.answers as Record<string, unknown>).q_a === text)?.id;
    expect(q_a).toEqual([
      // q_b holds a number here: it is a score; a missing question gives none.
      { text: "newest", responseId: idOf("newest"), scores: { q_b: 42 } },
      { text: "middle", responseId: idOf("middle"), scores: {} },
      // A text under a rated question's id is not a score.
      { text: "oldest", responseId: idOf("oldest"), scores: {} },
    ]);
  });

  it("reads the scores of a survey with many rated questions", async () => {
    const many = Array.from({ length: 120 }, (_, i) => `q_r${i}`);
    const { q_a } = await listTextAnswers(server.db, surveyId, "complete", ["q_a"], 1, [...many, "q_b"]);
    expect(q_a?.[0]?.scores).toEqual({ q_b: 42 });
  });

  it("cuts very long answers and asks nothing for no questions", async () => {
    const { q_a } = await listTextAnswers(server.db, surveyId, "complete", ["q_a"], 10);
    expect(q_a?.at(-1)?.text).toHaveLength(2000);
    expect(await listTextAnswers(server.db, surveyId, "complete", [], 10)).toEqual({});
  });
});
