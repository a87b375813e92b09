import { beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { surveyResponses, surveys } from "../../db/schema/surveys";
import { listTextAnswers } from "./list-text-answers";

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
  await server.db
    .insert(surveyResponses)
    .values([
      complete(1, { q_a: "oldest", q_b: "b1" }),
      complete(2, { q_a: "middle" }),
      complete(3, { q_a: "newest", q_b: 42 }),
      complete(4, { q_a: "   ", q_b: ["list"] }),
      { surveyId, status: "partial", answers: { q_a: "partial one" }, updatedAt: at(5) },
      complete(0, { q_a: "x".repeat(3000) }),
    ]);
});

describe("recent text answers for analysis", () => {
  it("returns each question's non-empty text answers, most recent first, within the limit", async () => {
    expect(await listTextAnswers(server.db, surveyId, "complete", ["q_a", "q_b", "q_none"], 3)).toEqual({
      q_a: ["newest", "middle", "oldest"],
      // A number or a list under a text question's id is not an answer to read.
      q_b: ["b1"],
    });
  });

  it("follows the status filter", async () => {
    expect(await listTextAnswers(server.db, surveyId, "partial", ["q_a"], 10)).toEqual({ q_a: ["partial one"] });
    const all = await listTextAnswers(server.db, surveyId, "all", ["q_a"], 2);
    expect(all).toEqual({ q_a: ["partial one", "newest"] });
  });

  it("cuts very long answers and asks nothing for no questions", async () => {
    const { q_a } = await listTextAnswers(server.db, surveyId, "complete", ["q_a"], 10);
    expect(q_a?.at(-1)).toHaveLength(2000);
    expect(await listTextAnswers(server.db, surveyId, "complete", [], 10)).toEqual({});
  });
});
