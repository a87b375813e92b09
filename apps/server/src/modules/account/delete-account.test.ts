import { randomUUID } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { userSubscriptions } from "../../db/schema/accounts";
import { accounts, members, organizations, users, verifications } from "../../db/schema/auth";
import { auditLog } from "../../db/schema/audit-log";
import { billingEvents } from "../../db/schema/billing";
import { responseFiles } from "../../db/schema/response-files";
import { surveyResponses, surveys } from "../../db/schema/surveys";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { createPublishedSurvey, makeActive, question } from "../public-surveys/test-surveys";
import { insertResponses, insertSurvey } from "../responses/test-responses";
import { createDeleteAccountToken } from "./delete-account-proof";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

async function organizationOf(ownerId: string, memberIds: string[]) {
  const orgId = randomUUID();
  await server.db.insert(organizations).values({ id: orgId, name: "Acme", slug: `acme-${orgId}` });
  await server.db
    .insert(members)
    .values([
      { id: randomUUID(), organizationId: orgId, userId: ownerId, role: "owner" },
      ...memberIds.map((userId) => ({ id: randomUUID(), organizationId: orgId, userId, role: "member" })),
    ]);
  return orgId;
}

const userRow = async (id: string) => (await server.db.select().from(users).where(eq(users.id, id)))[0];

describe("delete my account", () => {
  it("refuses a wrong or missing password, and an anonymous caller", async () => {
    const me = await signUpVerified(server);
    expect((await me.client.post("/api/account/delete", { password: "not-my-password" })).status).toBe(403);
    expect((await me.client.post("/api/account/delete", {})).status).toBe(400);
    expect((await server.client().post("/api/account/delete", { password: me.password })).status).toBe(401);
    expect(await userRow(me.userId)).toBeTruthy();
  });

  it("is blocked while I own an organization with other members", async () => {
    const me = await signUpVerified(server);
    const colleague = await signUpVerified(server);
    await organizationOf(me.userId, [colleague.userId]);
    const res = await me.client.post("/api/account/delete", { password: me.password });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("ACCOUNT_OWNS_ORGANIZATION");
    expect(await userRow(me.userId)).toBeTruthy();
  });

  it("deletes my personal surveys with their responses and files, and my sign-in; my surveys in others' organizations pass to their owner", async () => {
    const me = await signUpVerified(server);
    await makeActive(server, me.userId);
    const boss = await signUpVerified(server);
    const bossOrg = await organizationOf(boss.userId, [me.userId]);
    const soloOrg = await organizationOf(me.userId, []);
    const { surveyId, shareId } = (await createPublishedSurvey(me, {
      questions: [
        question("file-upload", "q_cv", { fileUploadSettings: { allowedTypes: [".pdf"], maxSizeInMB: 1, maxFiles: 1 } }),
      ],
    })) as { surveyId: string; shareId: string };
    const form = new FormData();
    form.append("questionId", "q_cv");
    form.append("sessionId", "session-delete-me");
    form.append("file", new File([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")], "cv.pdf", { type: "application/pdf" }));
    const uploaded = await server.client().postForm(`/api/public/surveys/${shareId}/files`, form);
    expect(uploaded.status).toBe(201);
    const [file] = await server.db.select().from(responseFiles).where(eq(responseFiles.surveyId, surveyId));
    const inBossOrg = await insertSurvey(server, { createdBy: me.userId, organizationId: bossOrg });
    const inSoloOrg = await insertSurvey(server, { createdBy: me.userId, organizationId: soloOrg });
    await insertResponses(server, surveyId, [{ at: 1 }]);
    await insertResponses(server, inBossOrg, [{ at: 1 }]);

    const res = await me.client.post("/api/account/delete", { password: me.password });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true, surveys: 2 });

    expect(await userRow(me.userId)).toBeUndefined();
    expect((await me.client.get("/api/me")).status).toBe(401);
    expect(await server.db.select().from(surveys).where(eq(surveys.id, surveyId))).toHaveLength(0);
    expect(await server.db.select().from(surveys).where(eq(surveys.id, inSoloOrg))).toHaveLength(0);
    expect(await server.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, surveyId))).toHaveLength(0);
    expect(await server.storage.get((file as { storageKey: string }).storageKey)).toBeNull();
    const [kept] = await server.db.select().from(surveys).where(eq(surveys.id, inBossOrg));
    expect(kept?.createdBy).toBe(boss.userId);
    expect(await server.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, inBossOrg))).toHaveLength(1);
    expect(await server.db.select().from(organizations).where(eq(organizations.id, soloOrg))).toHaveLength(0);
    expect(await userRow(boss.userId)).toBeTruthy();
    const logged = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, me.userId), ne(auditLog.action, "auth.sign_in")));
    expect(logged.map((row) => row.action)).toEqual(["account.delete"]);
  });

  it("is open to an expired trial: leaving never needs a plan", async () => {
    const me = await signUpVerified(server);
    await server.db
      .update(userSubscriptions)
      .set({ trialEnd: new Date(Date.now() - 60_000) })
      .where(eq(userSubscriptions.userId, me.userId));
    expect((await me.client.post("/api/account/delete", { password: me.password })).status).toBe(200);
    expect(await userRow(me.userId)).toBeUndefined();
  });
});

/** A user who signed up with Google: their sign-in is a Google account, with no password. */
async function googleOnlyUser() {
  const me = await signUpVerified(server);
  await server.db.delete(accounts).where(eq(accounts.userId, me.userId));
  await server.db.insert(accounts).values({
    id: randomUUID(),
    userId: me.userId,
    providerId: "google",
    accountId: `google-${me.userId}`,
  });
  return me;
}

/** The token of the newest confirmation link mailed to `email`. */
async function mailedToken(email: string) {
  const mail = await server.lastMailTo(email);
  expect(mail?.kind).toBe("account-delete");
  const url = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "");
  expect(url.pathname).toBe("/settings");
  return url.searchParams.get("confirmDelete") ?? "";
}

describe("delete my account without a password (decision 298)", () => {
  it("mails a confirmation link; only its owner, signed in, can use it, once", async () => {
    const me = await googleOnlyUser();
    const other = await signUpVerified(server);
    expect((await me.client.post("/api/account/delete", { password: "anything" })).status).toBe(403);

    const asked = await me.client.post("/api/account/delete-link");
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ sent: true });
    const token = await mailedToken(me.email);
    // Only a digest is stored: the database does not hold a usable link.
    const stored = await server.db.select().from(verifications).where(eq(verifications.value, me.userId));
    expect(stored.map((row) => row.identifier).join()).not.toContain(token);

    const stolen = await other.client.post("/api/account/delete", { token });
    expect(stolen.status).toBe(410);
    expect(((await stolen.json()) as { error: { code: string } }).error.code).toBe("ACCOUNT_DELETE_LINK_INVALID");
    expect((await server.client().post("/api/account/delete", { token })).status).toBe(401);
    expect((await me.client.post("/api/account/delete", { token: `${token}x` })).status).toBe(410);
    expect(await userRow(other.userId)).toBeTruthy();
    expect(await userRow(me.userId)).toBeTruthy();

    const res = await me.client.post("/api/account/delete", { token });
    expect(res.status).toBe(200);
    expect(await userRow(me.userId)).toBeUndefined();
    expect(await server.db.select().from(verifications).where(eq(verifications.value, me.userId))).toHaveLength(0);
    const logged = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, me.userId), ne(auditLog.action, "auth.sign_in")));
    expect(logged.map((row) => row.action)).toEqual(["account.delete"]);
  });

  it("refuses an expired link", async () => {
    const me = await googleOnlyUser();
    const token = await createDeleteAccountToken(server.db, me.userId, new Date(Date.now() - 60_000));
    expect((await me.client.post("/api/account/delete", { token })).status).toBe(410);
    expect(await userRow(me.userId)).toBeTruthy();
  });

  it("sends no link while I own an organization with other members, and a link then does not get past the block", async () => {
    const me = await googleOnlyUser();
    const token = await createDeleteAccountToken(server.db, me.userId, new Date(Date.now() + 3_600_000));
    const colleague = await signUpVerified(server);
    await organizationOf(me.userId, [colleague.userId]);
    const asked = await me.client.post("/api/account/delete-link");
    expect(asked.status).toBe(409);
    expect((await server.lastMailTo(me.email))?.kind).not.toBe("account-delete");
    expect((await me.client.post("/api/account/delete", { token })).status).toBe(409);
    expect(await userRow(me.userId)).toBeTruthy();
  });
});

describe("delete my account with a paid subscription (decision 299)", () => {
  it("ends the local provider's subscription before the account goes", async () => {
    const me = await signUpVerified(server);
    expect((await me.client.post("/api/billing/local/checkout", { plan: "monthly" })).status).toBe(200);
    const [subscription] = await server.db
      .select()
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.userId, me.userId), eq(userSubscriptions.status, "active")));
    expect(subscription).toBeTruthy();
    const cancellations = async () =>
      (
        await server.db
          .select()
          .from(billingEvents)
          .where(and(eq(billingEvents.provider, "local"), eq(billingEvents.type, "subscription.cancelled")))
      ).length;
    const before = await cancellations();

    expect((await me.client.post("/api/account/delete", { password: me.password })).status).toBe(200);
    expect(await cancellations()).toBe(before + 1);
    expect(await userRow(me.userId)).toBeUndefined();
  });

  it("leaves the subscription alone when the deletion is refused", async () => {
    const me = await signUpVerified(server);
    expect((await me.client.post("/api/billing/local/checkout", { plan: "monthly" })).status).toBe(200);
    const colleague = await signUpVerified(server);
    await organizationOf(me.userId, [colleague.userId]);
    expect((await me.client.post("/api/account/delete", { password: me.password })).status).toBe(409);
    const [record] = await server.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, me.userId));
    expect(record?.status).toBe("active");
  });
});
