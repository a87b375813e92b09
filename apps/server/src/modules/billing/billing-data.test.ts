import { randomUUID } from "node:crypto";
import { billingDataReplySchema } from "@sondar/core/plans/billing-replies";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { localBillingSubscriptions } from "../../db/schema/billing";
import { surveys } from "../../db/schema/surveys";
import { createPublishedSurvey, makeActive, question } from "../public-surveys/test-surveys";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

const submit = (shareId: string) =>
  server.client().post(`/api/public/surveys/${shareId}/submit`, { clientSubmissionId: randomUUID(), answers: { q_1: "Yes" } });

describe("GET /api/billing", () => {
  it("counts the user's own surveys (any status but deleted) and their responses, nobody else's", async () => {
    const ana = await signUpVerified(server);
    const ben = await signUpVerified(server);
    await makeActive(server, ana.userId);
    await makeActive(server, ben.userId);
    const first = await createPublishedSurvey(ana, { questions: [question("text", "q_1")] });
    const second = await createPublishedSurvey(ana, { questions: [question("text", "q_1")] });
    await createPublishedSurvey(ana, { questions: [question("text", "q_1")] }, { publish: false });
    const bens = await createPublishedSurvey(ben, { questions: [question("text", "q_1")] });
    for (const shareId of [first.shareId, first.shareId, second.shareId, bens.shareId]) {
      expect((await submit(shareId as string)).status).toBe(201);
    }
    await server.db.update(surveys).set({ status: "archived" }).where(eq(surveys.id, second.surveyId));
    const gone = await createPublishedSurvey(ana, { questions: [question("text", "q_1")] });
    await submit(gone.shareId as string);
    await server.db.update(surveys).set({ status: "deleted" }).where(eq(surveys.id, gone.surveyId));

    const data = billingDataReplySchema.parse(await (await ana.client.get("/api/billing")).json());
    expect(data.usage).toEqual({ surveysCount: 3, responsesCount: 3 });
    const bensData = billingDataReplySchema.parse(await (await ben.client.get("/api/billing")).json());
    expect(bensData.usage).toEqual({ surveysCount: 1, responsesCount: 1 });
  });

  it("refuses the data when the provider's customer carries another e-mail", async () => {
    const { client, userId } = await signUpVerified(server);
    await client.post("/api/billing/local/checkout", { plan: "monthly" });
    expect((await client.get("/api/billing")).status).toBe(200);
    await server.db
      .update(localBillingSubscriptions)
      .set({ customerEmail: "someone-else@example.com" })
      .where(eq(localBillingSubscriptions.userId, userId));
    const res = await client.get("/api/billing");
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: "BILLING_CUSTOMER_MISMATCH", message: "Customer data mismatch" } });
  });
});
