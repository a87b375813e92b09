import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { userSubscriptions } from "../../db/schema/accounts";
import { createPublishedSurvey, question } from "../public-surveys/test-surveys";

// Which record governs once a user has several (docs/decisions/061-current-subscription.md), and the
// powered-by footer following the creator's live subscription through billing.

let clock = Date.now();
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ now: () => new Date(clock) });
});

const poweredBy = async (shareId: string) =>
  ((await (await server.client().get(`/api/public/surveys/${shareId}`)).json()) as { showPoweredBy: boolean }).showPoweredBy;

describe("current subscription", () => {
  it("is the paid plan once the user pays, even when the old trial record is written later", async () => {
    clock = Date.now();
    const user = await signUpVerified(server);
    await user.client.post("/api/billing/local/checkout", { plan: "monthly" });
    // A late write to the trial record (a job, an old event) must not make it current again.
    await server.db
      .update(userSubscriptions)
      .set({ status: "inactive", updatedAt: new Date(clock + 60_000) })
      .where(and(eq(userSubscriptions.userId, user.userId), like(userSubscriptions.providerSubscriptionId, "trial_%")));
    expect((await user.client.post("/api/surveys", {})).status).toBe(201);
    const me = (await (await user.client.get("/api/me")).json()) as { subscription: { status: string } };
    expect(me.subscription.status).toBe("active");
  });
});

describe("powered-by footer", () => {
  it("follows the creator's live subscription: trial, expired, paid, cancelled in term, ended", async () => {
    clock = Date.now();
    const creator = await signUpVerified(server);
    const { shareId } = await createPublishedSurvey(creator, { questions: [question("text", "q_1")] });
    const share = shareId as string;
    expect(await poweredBy(share)).toBe(false);

    clock += 8 * 86_400_000;
    expect(await poweredBy(share)).toBe(true);

    await creator.client.post("/api/billing/local/checkout", { plan: "yearly" });
    expect(await poweredBy(share)).toBe(false);

    // A cancelled plan keeps its rights but not the footer's exemption (docs/product/plans-and-trial.md#powered-by-footer).
    await creator.client.post("/api/billing/local/portal", { action: "cancel" });
    expect(await poweredBy(share)).toBe(true);
    await creator.client.post("/api/billing/local/portal", { action: "reactivate" });
    expect(await poweredBy(share)).toBe(false);
  });
});
