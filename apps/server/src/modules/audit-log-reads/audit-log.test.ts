import { randomUUID } from "node:crypto";
import { AUDIT_API } from "@sondar/core/audit/audit-api-paths";
import type { AuditLogReply } from "@sondar/core/audit/audit-schemas";
import { TEAMS_API } from "@sondar/core/teams/team-api-paths";
import { createQuestion } from "@sondar/core/surveys/create-question";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { userSubscriptions } from "../../db/schema/accounts";
import { apiKeys } from "../../db/schema/api-keys";
import { auditLog } from "../../db/schema/audit-log";
import { members, organizations } from "../../db/schema/auth";
import { surveys } from "../../db/schema/surveys";
import { insertApiKey } from "../../../test/api-v1-client";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/test-server";
import { hashApiKey } from "../api-keys/api-key-secret";
import { PRUNE_AUDIT_LOG_JOB } from "../audit-log/prune-audit-log";
import { recordAudit, SYSTEM_AUDIT_ACTOR, userAuditActor } from "../audit-log/record-audit";
import { makeActive } from "../public-surveys/test-surveys";
import { RESPONSE_RETENTION_JOB } from "../response-retention/response-retention-job";
import { insertResponses, insertSurvey } from "../responses/test-responses";

type Name = "owner" | "admin" | "member" | "target" | "nonMember" | "expiredOwner";

let server: TestServer;
let clock: Date | null = null;
const users = {} as Record<Name, { client: TestClient; userId: string; email: string }>;
const DAY = 86_400_000;
const ipOf = (i: number) => `198.51.100.${170 + i}`;

async function makeOrganization(ownerId: string): Promise<{ orgId: string; targetMemberId: string }> {
  const orgId = randomUUID();
  const targetMemberId = randomUUID();
  await server.db.insert(organizations).values({ id: orgId, name: "Acme", slug: orgId });
  await server.db.insert(members).values([
    { id: randomUUID(), organizationId: orgId, userId: ownerId, role: "owner" },
    { id: randomUUID(), organizationId: orgId, userId: users.admin.userId, role: "admin" },
    { id: randomUUID(), organizationId: orgId, userId: users.member.userId, role: "member" },
    { id: targetMemberId, organizationId: orgId, userId: users.target.userId, role: "member" },
  ]);
  return { orgId, targetMemberId };
}

async function readLog(client: TestClient, orgId: string, query = ""): Promise<AuditLogReply> {
  const res = await client.get(`${AUDIT_API.log(orgId)}${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AuditLogReply;
}

beforeAll(async () => {
  server = await createTestServer({
    // Webhooks to a loopback address that is never called: only their audit entries matter here.
    env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" },
    now: () => clock ?? new Date(),
  });
  // Each signs up (and then acts) from an address of their own; sign-ups are limited per address.
  for (const [i, name] of (["owner", "admin", "member", "target", "nonMember", "expiredOwner"] as const).entries()) {
    users[name] = await signUpVerified(server, { name, ip: ipOf(i) });
  }
  await makeActive(server, users.owner.userId);
  await makeActive(server, users.target.userId);
  await server.db
    .update(userSubscriptions)
    .set({ trialEnd: new Date(Date.now() - 60_000) })
    .where(eq(userSubscriptions.userId, users.expiredOwner.userId));
});

describe("audit entries of member changes", () => {
  it("records invites, role changes, removals and transfers with actor, address and target", async () => {
    const { orgId, targetMemberId } = await makeOrganization(users.owner.userId);
    const owner = users.owner.client;
    expect((await owner.post(TEAMS_API.invitations(orgId), { email: "new@example.com", role: "admin" })).status).toBe(201);
    expect((await owner.patch(TEAMS_API.member(orgId, targetMemberId), { role: "admin" })).status).toBe(200);
    expect((await owner.post(TEAMS_API.transferOwnership(orgId), { memberId: targetMemberId })).status).toBe(200);
    // Now the target owns it and the old owner is an admin; the new owner removes the plain member.
    const memberId = (await server.db.select().from(members).where(eq(members.organizationId, orgId))).find(
      (m) => m.userId === users.member.userId,
    )?.id as string;
    expect((await users.target.client.delete(TEAMS_API.member(orgId, memberId))).status).toBe(204);

    const { entries } = await readLog(owner, orgId);
    expect(entries.map((e) => [e.action, e.actorUserId, e.targetType, e.targetId])).toEqual([
      ["member.remove", users.target.userId, "user", users.member.userId],
      ["organization.transfer", users.owner.userId, "user", users.target.userId],
      ["member.role_change", users.owner.userId, "user", users.target.userId],
      ["member.invite", users.owner.userId, "invitation", expect.any(String)],
    ]);
    expect(entries.map((e) => e.ip)).toEqual([ipOf(3), ipOf(0), ipOf(0), ipOf(0)]);
    expect(entries.every((e) => e.actorKind === "user")).toBe(true);
    expect(entries[2]?.details).toEqual({ email: users.target.email, from: "member", to: "admin" });
    expect(entries[0]?.actorEmail).toBe(users.target.email);
  });

  it("records nothing when the change is refused", async () => {
    const { orgId, targetMemberId } = await makeOrganization(users.owner.userId);
    expect((await users.member.client.delete(TEAMS_API.member(orgId, targetMemberId))).status).toBe(403);
    expect(await server.db.select().from(auditLog).where(eq(auditLog.organizationId, orgId))).toEqual([]);
  });
});

describe("audit entries of API keys", () => {
  it("records an organization key's creation and revocation, never the key", async () => {
    const { orgId } = await makeOrganization(users.owner.userId);
    const created = await users.admin.client.post("/api/api-keys", { name: "CI", scope: "read", organizationId: orgId });
    expect(created.status).toBe(201);
    const { key, secret } = (await created.json()) as { key: { id: string }; secret: string };
    expect((await users.admin.client.delete(`/api/api-keys/${key.id}`)).status).toBe(204);

    const { entries } = await readLog(users.owner.client, orgId);
    expect(entries.map((e) => [e.action, e.actorUserId, e.targetId, e.ip])).toEqual([
      ["api_key.revoke", users.admin.userId, key.id, ipOf(1)],
      ["api_key.create", users.admin.userId, key.id, ipOf(1)],
    ]);
    expect(entries[1]?.details).toMatchObject({ name: "CI", scope: "read" });
    expect(JSON.stringify(entries)).not.toContain(secret);
  });
});

describe("audit entries of webhooks", () => {
  it("records creation, update, secret rotation and deletion, never the secret", async () => {
    const { orgId } = await makeOrganization(users.owner.userId);
    const owner = users.owner.client;
    const created = await owner.post("/api/webhooks", {
      url: "http://127.0.0.1:9/hook",
      events: ["response.completed"],
      organizationId: orgId,
    });
    expect(created.status).toBe(201);
    const { webhook } = (await created.json()) as { webhook: { id: string; secret: string } };
    expect((await owner.patch(`/api/webhooks/${webhook.id}`, { enabled: false })).status).toBe(200);
    const rotated = await owner.post(`/api/webhooks/${webhook.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const { webhook: after } = (await rotated.json()) as { webhook: { secret: string } };
    expect((await owner.delete(`/api/webhooks/${webhook.id}`)).status).toBe(204);

    const { entries } = await readLog(owner, orgId);
    expect(entries.map((e) => [e.action, e.targetId, e.ip])).toEqual([
      ["webhook.delete", webhook.id, ipOf(0)],
      ["webhook.rotate_secret", webhook.id, ipOf(0)],
      ["webhook.update", webhook.id, ipOf(0)],
      ["webhook.create", webhook.id, ipOf(0)],
    ]);
    expect(entries[2]?.details).toMatchObject({ url: "http://127.0.0.1:9/hook", enabled: false });
    const text = JSON.stringify(entries);
    expect(text).not.toContain(webhook.secret);
    expect(text).not.toContain(after.secret);
  });
});

describe("audit entries of response deletions", () => {
  it("records a bulk delete by its caller and a retention sweep by the system, with counts", async () => {
    const { orgId } = await makeOrganization(users.owner.userId);
    const manual = await insertSurvey(server, { createdBy: users.owner.userId, organizationId: orgId });
    const ids = await insertResponses(server, manual, [{}, {}, {}]);
    const deleted = await users.owner.client.post(`/api/surveys/${manual}/responses/delete`, { ids: ids.slice(0, 2) });
    expect(deleted.status).toBe(200);
    const [kept] = await server.db
      .insert(surveys)
      .values({
        createdBy: users.owner.userId,
        organizationId: orgId,
        title: "Kept 30 days",
        settings: { retentionDays: 30 } as never,
      })
      .returning();
    // Responses first saved on 2026-01-01: long past 30 days.
    await insertResponses(server, kept?.id as string, [{}, {}]);
    await server.jobs.send(RESPONSE_RETENTION_JOB, {});
    expect(await server.jobs.runDue([RESPONSE_RETENTION_JOB])).toBeGreaterThanOrEqual(1);

    const { entries } = await readLog(users.owner.client, orgId);
    expect(entries.map((e) => [e.action, e.actorKind, e.actorUserId, e.targetId, e.details.responseCount])).toEqual([
      ["retention.sweep", "system", null, kept?.id, 2],
      ["responses.bulk_delete", "user", users.owner.userId, manual, 2],
    ]);
  });
});

describe("audit entries of response exports", () => {
  it("records an export when its file opens, by a user or an API key, with format and filters and never an answer", async () => {
    const { orgId } = await makeOrganization(users.owner.userId);
    const surveyId = await insertSurvey(server, {
      createdBy: users.owner.userId,
      organizationId: orgId,
      questions: [createQuestion("text", "q1")],
    });
    await insertResponses(server, surveyId, [{ answers: { q1: "a private answer" } }]);
    const owner = users.owner.client;
    const link = await owner.post(`/api/surveys/${surveyId}/responses/export-link`, { format: "csv", status: "complete" });
    expect(link.status).toBe(200);
    // Asking for the link starts nothing: the entry is written when the file opens.
    expect(await server.db.select().from(auditLog).where(eq(auditLog.organizationId, orgId))).toEqual([]);
    const download = await owner.get(((await link.json()) as { url: string }).url);
    expect(download.status).toBe(200);
    await download.text();

    const key = await insertApiKey(server, { userId: users.owner.userId, scope: "read", organizationId: orgId });
    const [keyRow] = await server.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.secretHash, hashApiKey(key)));
    const viaKey = await server.client(ipOf(9)).get(`/api/v1/surveys/${surveyId}/responses/export?format=json`, {
      authorization: `Bearer ${key}`,
    });
    expect(viaKey.status).toBe(200);
    await viaKey.text();

    const { entries } = await readLog(owner, orgId);
    expect(entries.map((e) => [e.action, e.actorKind, e.actorUserId, e.targetType, e.targetId, e.ip, e.details])).toEqual([
      [
        "responses.export",
        "api_key",
        users.owner.userId,
        "survey",
        surveyId,
        ipOf(9),
        { apiKeyId: keyRow?.id, format: "json", status: "complete" },
      ],
      ["responses.export", "user", users.owner.userId, "survey", surveyId, ipOf(0), { format: "csv", status: "complete" }],
    ]);
    expect(JSON.stringify(entries)).not.toContain("a private answer");
  });

  it("records a personal survey's export in no organization, with its page", async () => {
    const surveyId = await insertSurvey(server, { createdBy: users.target.userId });
    const res = await users.target.client.get(
      `/api/surveys/${surveyId}/responses/export?format=json&status=all&page=2&pageSize=10`,
    );
    expect(res.status).toBe(200);
    await res.text();
    const rows = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "responses.export"), eq(auditLog.targetId, surveyId)));
    expect(rows.map((r) => [r.organizationId, r.actorUserId, r.details])).toEqual([
      [null, users.target.userId, { format: "json", status: "all", page: 2, pageSize: 10 }],
    ]);
  });

  it("records nothing when the export is refused", async () => {
    const { orgId } = await makeOrganization(users.owner.userId);
    const surveyId = await insertSurvey(server, { createdBy: users.owner.userId, organizationId: orgId });
    const url = `/api/surveys/${surveyId}/responses/export?format=csv&status=all`;
    // A member may not export a survey they did not make; a non-member is told it does not exist.
    expect((await users.member.client.get(url)).status).toBe(403);
    expect((await users.nonMember.client.get(url)).status).toBe(404);
    const nonMemberKey = await insertApiKey(server, { userId: users.nonMember.userId, scope: "read" });
    const viaKey = await server.client(ipOf(4)).get(`/api/v1/surveys/${surveyId}/responses/export?format=csv`, {
      authorization: `Bearer ${nonMemberKey}`,
    });
    expect(viaKey.status).toBe(404);
    const rows = await server.db.select().from(auditLog).where(eq(auditLog.targetId, surveyId));
    expect(rows).toEqual([]);
  });
});

describe("members' sign-ins in the organization's log", () => {
  async function signIn(name: Name, ip: string): Promise<void> {
    const res = await server.client(ip).post("/api/auth/sign-in/email", { email: users[name].email, password: "correct-horse" });
    expect(res.status).toBe(200);
  }
  const signInsOf = (reply: AuditLogReply) =>
    reply.entries.filter((e) => e.action === "auth.sign_in").map((e) => [e.actorUserId, e.ip, e.details]);

  it("shows owners and admins a current member's sign-ins since they joined, never anyone else's", async () => {
    const { orgId, targetMemberId } = await makeOrganization(users.owner.userId);
    // Before the member joined (they joined just now): not the organization's business.
    await recordAudit(server.db, {
      organizationId: null,
      actor: userAuditActor(users.member.userId, "203.0.113.50"),
      action: "auth.sign_in",
      details: { method: "password" },
      at: new Date("2026-01-01T00:00:00Z"),
    });
    await signIn("member", "203.0.113.51");
    await signIn("nonMember", "203.0.113.52");
    await signIn("target", "203.0.113.53");
    // Once the target is removed, their sign-ins leave the log with them.
    expect((await users.owner.client.delete(TEAMS_API.member(orgId, targetMemberId))).status).toBe(204);

    const member = [users.member.userId, "203.0.113.51", { method: "password" }];
    for (const reader of [users.owner, users.admin]) {
      expect(signInsOf(await readLog(reader.client, orgId))).toEqual([member]);
    }
    expect((await users.member.client.get(AUDIT_API.log(orgId))).status).toBe(403);
    // The filters apply to sign-ins as to the organization's own entries.
    const onlySignIns = await readLog(users.owner.client, orgId, "?action=auth.sign_in");
    expect(onlySignIns.entries.map((e) => [e.actorUserId, e.ip, e.details])).toEqual([member]);
    expect((await readLog(users.owner.client, orgId, "?action=member.remove")).entries.map((e) => e.action)).toEqual([
      "member.remove",
    ]);
    expect(signInsOf(await readLog(users.owner.client, orgId, `?actor=${users.nonMember.userId}`))).toEqual([]);
    expect(signInsOf(await readLog(users.owner.client, orgId, "?to=2026-06-30"))).toEqual([]);

    const csv = await (await users.owner.client.get(AUDIT_API.csv(orgId))).text();
    const lines = csv.trim().split("\r\n");
    expect(lines.filter((line) => line.includes(",auth.sign_in,"))).toHaveLength(1);
    expect(csv).toContain("203.0.113.51");
    expect(csv).not.toContain("203.0.113.52");
  });

  it("pages through the organization's entries and its members' sign-ins as one list, newest first", async () => {
    const { orgId } = await makeOrganization(users.owner.userId);
    await server.db
      .update(members)
      .set({ createdAt: new Date("2026-02-01T00:00:00Z") })
      .where(and(eq(members.organizationId, orgId), eq(members.userId, users.member.userId)));
    const base = Date.parse("2026-03-01T10:00:00Z");
    for (let i = 0; i < 60; i += 1) {
      const signIn = i % 2 === 1;
      await recordAudit(server.db, {
        organizationId: signIn ? null : orgId,
        actor: signIn ? userAuditActor(users.member.userId, "203.0.113.1") : SYSTEM_AUDIT_ACTOR,
        action: signIn ? "auth.sign_in" : "retention.sweep",
        target: { type: signIn ? "session" : "survey", id: `k${i}` },
        at: new Date(base + i * DAY),
      });
    }
    // Up to the summer, to leave out the member's real sign-ins (made today, since the back-dated join).
    const range = "?to=2026-06-30";
    const first = await readLog(users.owner.client, orgId, range);
    expect(first.entries.map((e) => e.targetId)).toEqual(Array.from({ length: 50 }, (_, i) => `k${59 - i}`));
    expect(first.nextCursor).not.toBeNull();
    const second = await readLog(users.owner.client, orgId, `${range}&cursor=${first.nextCursor}`);
    expect(second.entries.map((e) => e.targetId)).toEqual(["k9", "k8", "k7", "k6", "k5", "k4", "k3", "k2", "k1", "k0"]);
    expect(second.nextCursor).toBeNull();
    const signIns = await readLog(users.owner.client, orgId, `${range}&action=auth.sign_in`);
    expect(signIns.entries).toHaveLength(30);
  });
});

describe("audit-log endpoints × callers", () => {
  // Reading the log needs no plan: an owner whose trial ended still sees who did what (decision 293).
  const EXPECTED: Record<Name | "anonymous", number> = {
    anonymous: 401,
    owner: 200,
    admin: 200,
    member: 403,
    target: 403,
    nonMember: 404,
    expiredOwner: 200,
  };
  for (const path of ["log", "csv"] as const) {
    it(`${path}: ${JSON.stringify(EXPECTED)}`, async () => {
      const { orgId } = await makeOrganization(users.owner.userId);
      const expiredOrg = await makeOrganization(users.expiredOwner.userId);
      const actual: Record<string, number> = {};
      for (const name of Object.keys(EXPECTED) as (Name | "anonymous")[]) {
        const client = name === "anonymous" ? server.client() : users[name].client;
        const org = name === "expiredOwner" ? expiredOrg.orgId : orgId;
        const res = await client.get(AUDIT_API[path](org));
        actual[name] = res.status;
        if (res.status === 403)
          expect(((await res.json()) as { error: { code: string } }).error.code).toBe("ORGANIZATION_FORBIDDEN");
        if (res.status === 404)
          expect(((await res.json()) as { error: { code: string } }).error.code).toBe("ORGANIZATION_NOT_FOUND");
      }
      expect(actual).toEqual(EXPECTED);
    });
  }
});

describe("reading the audit log", () => {
  it("pages newest first in SQL and filters by action, actor and dates", async () => {
    const { orgId } = await makeOrganization(users.owner.userId);
    const base = Date.parse("2026-03-01T10:00:00Z");
    for (let i = 0; i < 60; i += 1) {
      await recordAudit(server.db, {
        organizationId: orgId,
        actor: i % 2 ? userAuditActor(users.admin.userId, "203.0.113.1") : SYSTEM_AUDIT_ACTOR,
        action: i % 2 ? "api_key.create" : "retention.sweep",
        target: { type: "api_key", id: `k${i}` },
        at: new Date(base + i * DAY),
      });
    }
    const first = await readLog(users.admin.client, orgId);
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]?.targetId).toBe("k59");
    expect(first.nextCursor).not.toBeNull();
    const second = await readLog(users.admin.client, orgId, `?cursor=${first.nextCursor}`);
    expect(second.entries.map((e) => e.targetId)).toEqual(["k9", "k8", "k7", "k6", "k5", "k4", "k3", "k2", "k1", "k0"]);
    expect(second.nextCursor).toBeNull();

    const keys = await readLog(users.admin.client, orgId, `?action=api_key.create&actor=${users.admin.userId}`);
    expect(keys.entries).toHaveLength(30);
    expect(keys.entries.every((e) => e.action === "api_key.create")).toBe(true);
    // A bare day is a whole UTC day: 2026-03-01 to 2026-03-03 holds entries 0, 1 and 2.
    const days = await readLog(users.admin.client, orgId, "?from=2026-03-01&to=2026-03-03&action=");
    expect(days.entries.map((e) => e.targetId)).toEqual(["k2", "k1", "k0"]);
  });

  it("names the acting API key, and the target by the name a person knows it by", async () => {
    const { orgId } = await makeOrganization(users.owner.userId);
    const created = await users.admin.client.post("/api/api-keys", {
      name: "Zapier",
      scope: "read_write",
      organizationId: orgId,
    });
    const { key } = (await created.json()) as { key: { id: string } };
    const own = await insertSurvey(server, { createdBy: users.owner.userId, organizationId: orgId, title: "Customer NPS" });
    const elsewhere = await insertSurvey(server, { createdBy: users.owner.userId });
    const keyActor = { kind: "api_key", userId: users.admin.userId, ip: "203.0.113.7" } as const;
    // Each entry a second apart, after the key's own: PGlite's clock can give entries written in a
    // row the same time, and the order asserted below would then be the ids' chance order.
    const second = (n: number) => new Date(Date.now() + n * 1000);
    await recordAudit(server.db, {
      organizationId: orgId,
      actor: keyActor,
      action: "responses.bulk_delete",
      target: { type: "survey", id: own },
      details: { apiKeyId: key.id, responseCount: 3 },
      at: second(1),
    });
    // A survey no longer the organization's is not named, and a stray key id joins nothing.
    await recordAudit(server.db, {
      organizationId: orgId,
      actor: keyActor,
      action: "responses.bulk_delete",
      target: { type: "survey", id: elsewhere },
      details: { apiKeyId: "not-a-key" },
      at: second(2),
    });
    await recordAudit(server.db, {
      organizationId: orgId,
      actor: userAuditActor(users.owner.userId),
      action: "member.invite",
      target: { type: "invitation", id: randomUUID() },
      details: { email: "new@example.com", role: "member" },
      at: second(3),
    });

    const { entries } = await readLog(users.owner.client, orgId);
    expect(entries.map((e) => [e.action, e.actorKind, e.apiKeyName, e.targetName])).toEqual([
      ["member.invite", "user", null, "new@example.com"],
      ["responses.bulk_delete", "api_key", null, null],
      ["responses.bulk_delete", "api_key", "Zapier", "Customer NPS"],
      ["api_key.create", "user", null, "Zapier"],
    ]);
    const csv = await (await users.owner.client.get(`${AUDIT_API.csv(orgId)}?action=responses.bulk_delete`)).text();
    expect(csv).toContain(",Zapier,survey,");
    expect(csv).toContain(",Customer NPS,");
  });

  it("refuses an unknown action or a broken cursor with a clear message", async () => {
    const { orgId } = await makeOrganization(users.owner.userId);
    const bad = await users.owner.client.get(`${AUDIT_API.log(orgId)}?action=everything`);
    expect(bad.status).toBe(400);
    const cursor = await users.owner.client.get(`${AUDIT_API.log(orgId)}?cursor=not-a-cursor`);
    expect(cursor.status).toBe(400);
  });

  it("exports CSV with every matching entry, formula-safe", async () => {
    const { orgId } = await makeOrganization(users.owner.userId);
    await recordAudit(server.db, {
      organizationId: orgId,
      actor: userAuditActor(users.owner.userId, "203.0.113.9"),
      action: "member.invite",
      target: { type: "invitation", id: '=HYPERLINK("http://evil")' },
      details: { email: "@sum(1)" },
    });
    const res = await users.owner.client.get(AUDIT_API.csv(orgId));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const bytes = new Uint8Array(await res.arrayBuffer());
    // A UTF-8 byte-order mark first, so Excel reads accents right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split("\r\n");
    expect(lines[0]).toBe(
      "time,action,actor_kind,actor_user_id,actor_name,actor_email,api_key_name,target_type,target_id,target_name,ip,details",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain("203.0.113.9");
    expect(lines[1]).not.toMatch(/,=|,@|,\+|,-/);
  });
});

describe("pruning the audit log", () => {
  it("deletes only entries older than a year", async () => {
    const { orgId } = await makeOrganization(users.owner.userId);
    clock = new Date("2027-06-01T12:00:00Z");
    try {
      for (const [id, age] of [
        ["old", 366 * DAY],
        ["just-over", 365 * DAY + 60_000],
        ["recent", 364 * DAY],
      ] as const) {
        await recordAudit(server.db, {
          organizationId: orgId,
          actor: SYSTEM_AUDIT_ACTOR,
          action: "retention.sweep",
          target: { type: "survey", id },
          at: new Date(clock.getTime() - age),
        });
      }
      await server.jobs.send(PRUNE_AUDIT_LOG_JOB, {});
      expect(await server.jobs.runDue([PRUNE_AUDIT_LOG_JOB])).toBe(1);
      const left = await server.db.select().from(auditLog).where(eq(auditLog.organizationId, orgId));
      expect(left.map((row) => row.targetId)).toEqual(["recent"]);
    } finally {
      clock = null;
    }
  });
});
