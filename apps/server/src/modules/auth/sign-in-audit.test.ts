import { and, eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit-log";
import { sessions } from "../../db/schema/auth";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { signInMethodOf } from "./sign-in-audit";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});

let ipCounter = 0;
/** A fresh client address each time: sign-ups and two-factor tries are limited per address. */
const nextIp = () => `192.0.2.${(ipCounter += 1)}`;

/** The user's sign-in entries, oldest first. */
async function signIns(userId: string) {
  const rows = await server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorUserId, userId), eq(auditLog.action, "auth.sign_in")))
    .orderBy(auditLog.createdAt);
  return rows.map((row) => ({
    organizationId: row.organizationId,
    actorKind: row.actorKind,
    ip: row.ip,
    details: row.details,
    targetType: row.targetType,
    targetId: row.targetId,
  }));
}

async function signIn(email: string, password: string, ip = nextIp()) {
  const client = server.client(ip);
  const res = await client.post("/api/auth/sign-in/email", { email, password });
  return { client, res, ip };
}

describe("sign-in audit entries", () => {
  it("records the sign-in the verification link makes, then each password sign-in, in no organization", async () => {
    const signUpIp = nextIp();
    const user = await signUpVerified(server, { ip: signUpIp });
    const { res, ip } = await signIn(user.email, user.password);
    expect(res.status).toBe(200);

    const entries = await signIns(user.userId);
    expect(entries).toEqual([
      {
        organizationId: null,
        actorKind: "user",
        ip: signUpIp,
        details: { method: "email_verification" },
        targetType: "session",
        targetId: expect.any(String),
      },
      {
        organizationId: null,
        actorKind: "user",
        ip,
        details: { method: "password" },
        targetType: "session",
        targetId: expect.any(String),
      },
    ]);
    // The target is the session the sign-in made (its id, never its token).
    const [session] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, entries[1]?.targetId as string));
    expect(session?.userId).toBe(user.userId);
    expect(JSON.stringify(entries)).not.toContain(user.password);
    expect(JSON.stringify(entries)).not.toContain(session?.token);
  });

  it("records nothing for a wrong password", async () => {
    const user = await signUpVerified(server, { ip: nextIp() });
    const before = await signIns(user.userId);
    expect((await signIn(user.email, "not-the-password")).res.status).toBe(401);
    expect(await signIns(user.userId)).toEqual(before);
  });

  it("records nothing for a session that replaces the caller's own (a password change)", async () => {
    const user = await signUpVerified(server, { ip: nextIp() });
    const before = await signIns(user.userId);
    const changed = await user.client.post("/api/auth/change-password", {
      currentPassword: user.password,
      newPassword: "a-new-password",
    });
    expect(changed.status).toBe(200);
    expect(await signIns(user.userId)).toEqual(before);
  });

  it("with two-factor on, records one sign-in once the code is given, none for the password step or for turning it on", async () => {
    const user = await signUpVerified(server, { ip: nextIp() });
    const enabled = await user.client.post("/api/auth/two-factor/enable", { password: user.password });
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    const app = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
    // Confirming the first code replaces the session with a new one: not a sign-in.
    expect((await user.client.post("/api/auth/two-factor/verify-totp", { code: app.generate() })).status).toBe(200);
    const before = await signIns(user.userId);
    expect(before.map((e) => e.details)).toEqual([{ method: "email_verification" }]);

    const first = await signIn(user.email, user.password);
    expect(((await first.res.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
    expect(await signIns(user.userId)).toEqual(before);
    expect((await first.client.post("/api/auth/two-factor/verify-totp", { code: app.generate() })).status).toBe(200);

    const second = await signIn(user.email, user.password);
    const backup = await second.client.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] });
    expect(backup.status).toBe(200);

    const after = await signIns(user.userId);
    expect(after.slice(1).map((e) => [e.details, e.ip])).toEqual([
      [{ method: "password", secondFactor: "totp" }, first.ip],
      [{ method: "password", secondFactor: "backup_code" }, second.ip],
    ]);
    expect(JSON.stringify(after)).not.toContain(backupCodes[0]);
  });
});

describe("signInMethodOf", () => {
  it("names passkey and provider sign-ins by their route, and nothing for other routes", () => {
    expect(signInMethodOf("/passkey/verify-authentication", {})).toEqual({ method: "passkey" });
    expect(signInMethodOf("/callback/:id", { params: { id: "google" } })).toEqual({ method: "social", provider: "google" });
    expect(signInMethodOf("/sign-in/social", { body: { provider: "google", idToken: { token: "t" } } })).toEqual({
      method: "social",
      provider: "google",
    });
    expect(signInMethodOf("/change-password", {})).toBeNull();
    expect(signInMethodOf("/two-factor/enable", {})).toBeNull();
  });
});
