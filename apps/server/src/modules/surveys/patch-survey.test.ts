import { createQuestion } from "@sondar/core/surveys/create-question";
import { someoneWaitsOnALock } from "../../../test/someone-waits-on-a-lock";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { surveys } from "../../db/schema/surveys";
import { insertApiKey } from "../../../test/api-v1-client";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { insertSurvey } from "../responses/test-responses";

let server: TestServer;
let userId: string;
let key: string;

beforeAll(async () => {
  server = await createTestServer();
  ({ userId } = await signUpVerified(server, { name: "patcher" }));
  key = await insertApiKey(server, { userId, scope: "read_write" });
});

// PGlite has one connection, so only PostgreSQL can hold one transaction open while another runs.
describe.runIf(process.env.DB_KIND === "postgres")("a PATCH racing a builder save", () => {
  it("keeps the questions the builder saved while the PATCH waited, and changes only the title", async () => {
    const first = { ...createQuestion("text"), title: "Before" };
    const surveyId = await insertSurvey(server, { createdBy: userId, title: "Old title", questions: [first] });
    const saved = { ...createQuestion("text"), title: "Saved meanwhile" };
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let held!: () => void;
    const heldYet = new Promise<void>((resolve) => (held = resolve));
    // The builder's save: the survey's row updated, its transaction still open.
    const builderSave = server.db.transaction(async (tx) => {
      await tx
        .update(surveys)
        .set({ questions: [first, saved] })
        .where(eq(surveys.id, surveyId));
      held();
      await committed;
    });
    await heldYet;
    const patching = server
      .client()
      .patch(`/api/v1/surveys/${surveyId}`, { title: "New title" }, { authorization: `Bearer ${key}` });
    await someoneWaitsOnALock(server);
    commit();
    await builderSave;

    expect((await patching).status).toBe(200);
    const [row] = await server.db.select().from(surveys).where(eq(surveys.id, surveyId));
    expect(row?.title).toBe("New title");
    expect((row?.questions as { title: string }[]).map((q) => q.title)).toEqual(["Before", "Saved meanwhile"]);
  });
});
