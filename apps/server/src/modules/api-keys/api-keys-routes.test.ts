import { randomUUID } from "node:crypto";
import { apiKeyListReplySchema, createdApiKeyReplySchema, isApiKeyShape, MAX_API_KEYS_PER_USER } from "@sondar/core/api/api-keys";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { apiKeys } from "../../db/schema/api-keys";
import { members, organizations } from "../../db/schema/auth";
import { insertApiKey } from "../../../test/api-v1-client";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { hashApiKey } from "./api-key-secret";

let server: TestServer;
let owner: Awaited<ReturnType<typeof signUpVerified>>;
let member: Awaited<ReturnType<typeof signUpVerified>>;
let orgId: string;

beforeAll(async () => {
  server = await createTestServer();
  owner = await signUpVerified(server);
  member = await signUpVerified(server);
  orgId = randomUUID();
  await server.db.insert(organizations).values({ id: orgId, name: "Acme", slug: `acme-${orgId}` });
  await server.db.insert(members).values([
    { id: randomUUID(), organizationId: orgId, userId: owner.userId, role: "owner" },
    { id: randomUUID(), organizationId: orgId, userId: member.userId, role: "member" },
  ]);
});

describe("Settings → API keys", () => {
  it("shows a new key once, stores only its SHA-256, and lists it by prefix without the secret", async () => {
    const res = await owner.client.post("/api/api-keys", { name: "CI", scope: "read" });
    expect(res.status).toBe(201);
    const created = createdApiKeyReplySchema.parse(await res.json());
    expect(isApiKeyShape(created.secret)).toBe(true);
    expect(created.key).toMatchObject({ name: "CI", scope: "read", organizationId: null, lastUsedAt: null });
    expect(created.secret.startsWith(created.key.prefix)).toBe(true);

    const [row] = await server.db.select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
    expect(row?.secretHash).toBe(hashApiKey(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const list = await owner.client.get("/api/api-keys");
    const text = await list.text();
    expect(text).not.toContain(created.secret);
    expect(apiKeyListReplySchema.parse(JSON.parse(text)).keys.map((k) => k.id)).toContain(created.key.id);
  });

  it("makes a different key every time", async () => {
    const a = createdApiKeyReplySchema.parse(
      await (await owner.client.post("/api/api-keys", { name: "A", scope: "read" })).json(),
    );
    const b = createdApiKeyReplySchema.parse(
      await (await owner.client.post("/api/api-keys", { name: "A", scope: "read" })).json(),
    );
    expect(a.secret).not.toBe(b.secret);
  });

  it("lets an organization's owner create a key for its workspace, and refuses a plain member", async () => {
    const ok = await owner.client.post("/api/api-keys", { name: "Team", scope: "read_write", organizationId: orgId });
    expect(ok.status).toBe(201);
    expect(createdApiKeyReplySchema.parse(await ok.json()).key).toMatchObject({
      organizationId: orgId,
      organizationName: "Acme",
    });
    const refused = await member.client.post("/api/api-keys", { name: "Mine", scope: "read", organizationId: orgId });
    expect(refused.status).toBe(403);
    const stranger = await signUpVerified(server);
    const hidden = await stranger.client.post("/api/api-keys", { name: "Theirs", scope: "read", organizationId: orgId });
    expect(hidden.status).toBe(404);
  });

  it("refuses a key without a name or with an unknown scope, in the error shape", async () => {
    const res = await owner.client.post("/api/api-keys", { name: "", scope: "everything" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(body.error.fields).sort()).toEqual(["name", "scope"]);
  });

  it("revokes the caller's own key only; someone else's is not found", async () => {
    const created = createdApiKeyReplySchema.parse(
      await (await owner.client.post("/api/api-keys", { name: "Temp", scope: "read" })).json(),
    );
    expect((await member.client.delete(`/api/api-keys/${created.key.id}`)).status).toBe(404);
    expect((await owner.client.delete(`/api/api-keys/${created.key.id}`)).status).toBe(204);
    expect((await owner.client.delete(`/api/api-keys/${created.key.id}`)).status).toBe(404);
    const list = apiKeyListReplySchema.parse(await (await owner.client.get("/api/api-keys")).json());
    expect(list.keys.map((k) => k.id)).not.toContain(created.key.id);
  });

  it("keeps the limit of keys when creates race, in every workspace together", async () => {
    const racer = await signUpVerified(server);
    await server.db.insert(members).values({ id: randomUUID(), organizationId: orgId, userId: racer.userId, role: "admin" });
    for (let i = 0; i < MAX_API_KEYS_PER_USER - 2; i++) await insertApiKey(server, { userId: racer.userId, scope: "read" });
    await insertApiKey(server, { userId: racer.userId, scope: "read", revoked: true });
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        racer.client.post("/api/api-keys", { name: `Race ${i}`, scope: "read", ...(i % 3 ? {} : { organizationId: orgId }) }),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409]);
    for (const refused of replies.filter((r) => r.status === 409)) {
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("API_KEY_LIMIT");
    }
    const live = apiKeyListReplySchema.parse(await (await racer.client.get("/api/api-keys")).json()).keys;
    expect(live).toHaveLength(MAX_API_KEYS_PER_USER);
  });

  it("refuses anonymous callers, and a key on the signed-in key routes", async () => {
    const anonymous = server.client();
    expect((await anonymous.get("/api/api-keys")).status).toBe(401);
    const created = createdApiKeyReplySchema.parse(
      await (await owner.client.post("/api/api-keys", { name: "Bearer", scope: "read_write" })).json(),
    );
    const bearer = { authorization: `Bearer ${created.secret}` };
    expect((await anonymous.get("/api/api-keys", bearer)).status).toBe(401);
    expect((await anonymous.post("/api/api-keys", { name: "x", scope: "read" }, bearer)).status).toBe(401);
  });
});
