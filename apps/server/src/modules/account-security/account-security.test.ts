import { randomUUID } from "node:crypto";
import * as OTPAuth from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { members, organizations } from "../../db/schema/auth";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});

let ipCounter = 0;
/** A fresh client address each time: the library counts its two-factor tries per address. */
const nextIp = () => `192.0.2.${(ipCounter += 1)}`;

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** The authenticator app the user set up, from the URI the enable step answered. */
function authenticator(totpURI: string): OTPAuth.TOTP {
  const parsed = OTPAuth.URI.parse(totpURI);
  if (!(parsed instanceof OTPAuth.TOTP)) throw new Error("not a TOTP URI");
  return parsed;
}

/** A six-digit code that is not the current one (nor the one before or after). */
function wrongCode(app: OTPAuth.TOTP): string {
  const near = [-1, 0, 1].map((step) => app.generate({ timestamp: Date.now() + step * 30_000 }));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, "0");
    if (!near.includes(code)) return code;
  }
}

/** A verified user who has turned two-factor sign-in on, with the app and the recovery codes. */
async function userWithTwoFactor() {
  const user = await signUpVerified(server, { ip: nextIp() });
  const enabled = await user.client.post("/api/auth/two-factor/enable", { password: user.password });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = await json<{ totpURI: string; backupCodes: string[] }>(enabled);
  const app = authenticator(totpURI);
  const confirmed = await user.client.post("/api/auth/two-factor/verify-totp", { code: app.generate() });
  expect(confirmed.status).toBe(200);
  return { ...user, app, backupCodes };
}

async function signInFirstStep(email: string, password: string): Promise<{ client: TestClient; body: Record<string, unknown> }> {
  const client = server.client(nextIp());
  const res = await client.post("/api/auth/sign-in/email", { email, password });
  expect(res.status).toBe(200);
  return { client, body: await json<Record<string, unknown>>(res) };
}

describe("two-factor sign-in", () => {
  it("takes the password to turn on, and is on only once a code from the app is confirmed", async () => {
    const user = await signUpVerified(server, { ip: nextIp() });
    expect((await user.client.post("/api/auth/two-factor/enable", {})).status).toBe(400);
    expect((await user.client.post("/api/auth/two-factor/enable", { password: "not-the-password" })).status).toBe(400);

    const enabled = await user.client.post("/api/auth/two-factor/enable", { password: user.password });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = await json<{ totpURI: string; backupCodes: string[] }>(enabled);
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Sondar:/);
    expect(backupCodes).toHaveLength(10);
    expect(await json(await user.client.get("/api/account/security"))).toEqual({ twoFactorEnabled: false, hasPassword: true });

    const app = authenticator(totpURI);
    expect((await user.client.post("/api/auth/two-factor/verify-totp", { code: wrongCode(app) })).status).toBe(401);
    expect((await user.client.post("/api/auth/two-factor/verify-totp", { code: app.generate() })).status).toBe(200);
    expect(await json(await user.client.get("/api/account/security"))).toEqual({ twoFactorEnabled: true, hasPassword: true });
  });

  it("asks for a code after the password, and signs in only with a right one", async () => {
    const user = await userWithTwoFactor();
    const { client, body } = await signInFirstStep(user.email, user.password);
    expect(body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(client.hasSession()).toBe(false);
    expect((await client.get("/api/me")).status).toBe(401);

    expect((await client.post("/api/auth/two-factor/verify-totp", { code: wrongCode(user.app) })).status).toBe(401);
    expect(client.hasSession()).toBe(false);
    expect((await client.post("/api/auth/two-factor/verify-totp", { code: user.app.generate() })).status).toBe(200);
    expect((await client.get("/api/me")).status).toBe(200);
  });

  it("signs in once with each recovery code", async () => {
    const user = await userWithTwoFactor();
    const [code] = user.backupCodes;
    const first = await signInFirstStep(user.email, user.password);
    expect((await first.client.post("/api/auth/two-factor/verify-backup-code", { code })).status).toBe(200);
    expect((await first.client.get("/api/me")).status).toBe(200);

    const second = await signInFirstStep(user.email, user.password);
    expect((await second.client.post("/api/auth/two-factor/verify-backup-code", { code })).status).toBe(401);
    expect((await second.client.get("/api/me")).status).toBe(401);
  });

  it("turns off only with the password and a current code, never by the library's password-only route", async () => {
    const user = await userWithTwoFactor();
    expect((await user.client.post("/api/auth/two-factor/disable", { password: user.password })).status).toBe(404);

    const noCode = await user.client.post("/api/account/two-factor/disable", { password: user.password });
    expect(noCode.status).toBe(400);
    const badCode = await user.client.post("/api/account/two-factor/disable", {
      password: user.password,
      code: wrongCode(user.app),
    });
    expect(badCode.status).toBe(400);
    expect(await json(badCode)).toMatchObject({ error: { code: "TWO_FACTOR_CODE_INVALID" } });
    const badPassword = await user.client.post("/api/account/two-factor/disable", {
      password: "not-the-password",
      code: user.app.generate(),
    });
    expect(badPassword.status).toBe(400);
    expect(await json(await user.client.get("/api/account/security"))).toMatchObject({ twoFactorEnabled: true });

    const off = await user.client.post("/api/account/two-factor/disable", { password: user.password, code: user.app.generate() });
    expect(off.status).toBe(200);
    expect(await json(await user.client.get("/api/account/security"))).toMatchObject({ twoFactorEnabled: false });
    const { body } = await signInFirstStep(user.email, user.password);
    expect(body.twoFactorRedirect).toBeUndefined();
  });
});

describe("an organization that requires two-factor sign-in", () => {
  async function organizationOf(ownerId: string, memberId: string) {
    const id = randomUUID();
    await server.db.insert(organizations).values({ id, name: "Acme", slug: `acme-${id}` });
    await server.db.insert(members).values([
      { id: randomUUID(), organizationId: id, userId: ownerId, role: "owner" },
      { id: randomUUID(), organizationId: id, userId: memberId, role: "member" },
    ]);
    return id;
  }

  it("keeps a member without it out of the surveys, with a message saying what to do", async () => {
    const owner = await userWithTwoFactor();
    const member = await signUpVerified(server, { ip: nextIp() });
    const orgId = await organizationOf(owner.userId, member.userId);

    expect((await member.client.put(`/api/organizations/${orgId}/two-factor`, { required: true })).status).toBe(403);
    const set = await owner.client.put(`/api/organizations/${orgId}/two-factor`, { required: true });
    expect(set.status).toBe(200);
    expect(await json(set)).toMatchObject({ organization: { id: orgId, requireTwoFactor: true } });

    const refused = await member.client.get(`/api/surveys?organizationId=${orgId}`);
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({
      error: { code: "ORGANIZATION_TWO_FACTOR_REQUIRED", message: expect.stringContaining("Settings › Security") as unknown },
    });
    // The organization's own page stays open, so the member can see why, or leave.
    expect((await member.client.get(`/api/organizations/${orgId}/members`)).status).toBe(200);
    expect((await owner.client.get(`/api/surveys?organizationId=${orgId}`)).status).toBe(200);
  });

  it("can be required only by an owner who has it on", async () => {
    const owner = await signUpVerified(server, { ip: nextIp() });
    const member = await signUpVerified(server, { ip: nextIp() });
    const orgId = await organizationOf(owner.userId, member.userId);
    const refused = await owner.client.put(`/api/organizations/${orgId}/two-factor`, { required: true });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ error: { code: "TWO_FACTOR_NEEDED_TO_REQUIRE" } });
    expect((await member.client.get(`/api/surveys?organizationId=${orgId}`)).status).toBe(200);
  });
});

describe("signed-in devices", () => {
  const firefox = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:128.0) Gecko/20100101 Firefox/128.0";

  async function secondSession(email: string, password: string, ip: string, userAgent?: string) {
    const client = server.client(ip);
    const res = await client.post("/api/auth/sign-in/email", { email, password }, userAgent ? { "user-agent": userAgent } : {});
    expect(res.status).toBe(200);
    return client;
  }

  it("lists only the user's own sessions, the current one first, with browser, system and place", async () => {
    const user = await signUpVerified(server, { ip: nextIp() });
    const other = await signUpVerified(server, { ip: nextIp() });
    // A public address the offline tables place (Google's resolver, in the United States).
    await secondSession(user.email, user.password, "8.8.8.8", firefox);
    const res = await user.client.get("/api/account/sessions");
    expect(res.status).toBe(200);
    const { sessions } = await json<{
      sessions: { id: string; current: boolean; browser: string | null; os: string | null; place: string | null }[];
    }>(res);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]?.current).toBe(true);
    expect(sessions[1]).toMatchObject({ current: false, browser: "Firefox 128", os: expect.stringMatching(/^macOS/) as unknown });
    expect(sessions[1]?.place).toContain("United States");

    const otherIds = (await json<{ sessions: { id: string }[] }>(await other.client.get("/api/account/sessions"))).sessions.map(
      (s) => s.id,
    );
    expect(otherIds).toHaveLength(1);
    expect(sessions.map((s) => s.id)).not.toContain(otherIds[0]);
  });

  it("refuses to end another user's session, as if it did not exist", async () => {
    const user = await signUpVerified(server, { ip: nextIp() });
    const other = await signUpVerified(server, { ip: nextIp() });
    const [otherSession] = (await json<{ sessions: { id: string }[] }>(await other.client.get("/api/account/sessions"))).sessions;
    const res = await user.client.delete(`/api/account/sessions/${otherSession?.id}`);
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ error: { code: "SESSION_NOT_FOUND" } });
    expect((await other.client.get("/api/me")).status).toBe(200);
  });

  it("signs out one device, then every other device", async () => {
    const user = await signUpVerified(server, { ip: nextIp() });
    const laptop = await secondSession(user.email, user.password, nextIp(), firefox);
    const phone = await secondSession(user.email, user.password, nextIp());
    const { sessions } = await json<{ sessions: { id: string; current: boolean; browser: string | null }[] }>(
      await user.client.get("/api/account/sessions"),
    );
    const laptopSession = sessions.find((s) => s.browser === "Firefox 128");
    expect((await user.client.delete(`/api/account/sessions/${laptopSession?.id}`)).status).toBe(204);
    expect((await laptop.get("/api/me")).status).toBe(401);
    expect((await phone.get("/api/me")).status).toBe(200);

    const others = await user.client.post("/api/account/sessions/sign-out-others");
    expect(await json(others)).toEqual({ ended: 1 });
    expect((await phone.get("/api/me")).status).toBe(401);
    expect((await user.client.get("/api/me")).status).toBe(200);
  });

  it("ends the other sessions when the password changes, even when the client asks to keep them", async () => {
    const user = await signUpVerified(server, { ip: nextIp() });
    const elsewhere = await secondSession(user.email, user.password, nextIp());
    const changed = await user.client.post("/api/auth/change-password", {
      currentPassword: user.password,
      newPassword: "a-new-password",
      revokeOtherSessions: false,
    });
    expect(changed.status).toBe(200);
    expect((await elsewhere.get("/api/me")).status).toBe(401);
    expect((await user.client.get("/api/me")).status).toBe(200);
  });
});

describe("access", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", "/api/account/security"],
    ["POST", "/api/account/two-factor/disable", { password: "x", code: "123456" }],
    ["GET", "/api/account/sessions"],
    ["DELETE", `/api/account/sessions/${randomUUID()}`],
    ["POST", "/api/account/sessions/sign-out-others"],
    ["PUT", `/api/organizations/${randomUUID()}/two-factor`, { required: true }],
    ["POST", "/api/auth/two-factor/enable", { password: "x" }],
    ["GET", "/api/auth/passkey/generate-register-options"],
    ["GET", "/api/auth/passkey/list-user-passkeys"],
  ];
  for (const [method, path, body] of routes) {
    it(`refuses an anonymous caller: ${method} ${path}`, async () => {
      const client = server.client(nextIp());
      const res =
        method === "GET"
          ? await client.get(path)
          : method === "DELETE"
            ? await client.delete(path)
            : method === "PUT"
              ? await client.put(path, body)
              : await client.post(path, body);
      expect(res.status).toBe(401);
    });
  }

  it("refuses another user's organization rule: they are told it does not exist", async () => {
    const owner = await userWithTwoFactor();
    const stranger = await userWithTwoFactor();
    const orgId = randomUUID();
    await server.db.insert(organizations).values({ id: orgId, name: "Acme", slug: `acme-${orgId}` });
    await server.db.insert(members).values({ id: randomUUID(), organizationId: orgId, userId: owner.userId, role: "owner" });
    const res = await stranger.client.put(`/api/organizations/${orgId}/two-factor`, { required: true });
    expect(res.status).toBe(404);
  });
});
