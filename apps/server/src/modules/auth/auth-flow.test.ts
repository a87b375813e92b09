import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@sondar/core/auth/credentials";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { userSubscriptions } from "../../db/schema/accounts";
import { users } from "../../db/schema/auth";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { SIGN_IN_LIMIT } from "./create-auth";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});

describe("registration and verification", () => {
  it("writes the verification mail in the language the browser asked for at sign-up, and later mail in the stored one", async () => {
    const client = server.client("192.0.2.40");
    const email = "chloe@example.com";
    const signUp = await client.post(
      "/api/auth/sign-up/email",
      { name: "Chloé", email, password: "secret12" },
      { "accept-language": "fr-CH, fr;q=0.9, en;q=0.5" },
    );
    expect(signUp.status).toBe(200);
    const verification = await server.lastMailTo(email);
    expect(verification?.subject).toBe("Vérifiez votre adresse e-mail pour Sondar");
    expect(verification?.text).toMatch(/^Bonjour Chloé,/);

    // Later mail follows the stored language, whatever the browser asking sends.
    const reset = await server.client("192.0.2.41").post("/api/account/password-reset", { email }, { "accept-language": "en" });
    expect(reset.status).toBe(204);
    expect((await server.lastMailTo(email))?.subject).toBe("Réinitialisez votre mot de passe Sondar");
  });

  it("mails a verification link and refuses sign-in until it is opened", async () => {
    const client = server.client("192.0.2.1");
    const email = "nadia@example.com";
    const signUp = await client.post("/api/auth/sign-up/email", {
      name: "Nadia",
      email,
      password: "secret12",
      callbackURL: "/dashboard",
    });
    expect(signUp.status).toBe(200);
    expect(client.hasSession()).toBe(false);

    const mail = await server.lastMailTo(email);
    expect(mail?.subject).toBe("Verify your e-mail for Sondar");
    expect(mail?.text).toContain("http://localhost:3000/api/auth/verify-email?token=");

    const early = await client.post("/api/auth/sign-in/email", { email, password: "secret12" });
    expect(early.status).toBe(403);
    expect(((await early.json()) as { code: string }).code).toBe("EMAIL_NOT_VERIFIED");

    const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "";
    const verify = await client.get(link);
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/dashboard");
    expect(client.hasSession()).toBe(true);

    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    const body = (await me.json()) as { user: { email: string; emailVerified: boolean } };
    expect(body.user).toMatchObject({ email, emailVerified: true });
  });

  it("redirects an expired or forged verification link back with an error code", async () => {
    const client = server.client("192.0.2.2");
    const res = await client.get("/api/auth/verify-email?token=forged&callbackURL=/login");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/login\?error=/);
  });

  it("refuses a password shorter than 6 characters", async () => {
    const res = await server
      .client("192.0.2.3")
      .post("/api/auth/sign-up/email", { name: "Short", email: "short@example.com", password: "12345" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe("PASSWORD_TOO_SHORT");
  });

  it("takes passwords of core's shortest and longest lengths, and refuses one character past the longest", async () => {
    const client = server.client("192.0.2.4");
    const signUp = (name: string, password: string) =>
      client.post("/api/auth/sign-up/email", { name, email: `${name.toLowerCase()}@example.com`, password });
    expect((await signUp("Shortest", "x".repeat(PASSWORD_MIN_LENGTH))).status).toBe(200);
    expect((await signUp("Longest", "x".repeat(PASSWORD_MAX_LENGTH))).status).toBe(200);
    const tooLong = await signUp("Toolong", "x".repeat(PASSWORD_MAX_LENGTH + 1));
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { code: string }).code).toBe("PASSWORD_TOO_LONG");
  });
});

describe("sign-in", () => {
  it("signs in with the right password and out again", async () => {
    const { email, password } = await signUpVerified(server);
    const client = server.client("192.0.2.4");
    const wrong = await client.post("/api/auth/sign-in/email", { email, password: "not-it" });
    expect(wrong.status).toBe(401);
    expect(client.hasSession()).toBe(false);

    const right = await client.post("/api/auth/sign-in/email", { email, password });
    expect(right.status).toBe(200);
    expect(client.hasSession()).toBe(true);
    expect((await client.get("/api/me")).status).toBe(200);

    const out = await client.post("/api/auth/sign-out");
    expect(out.status).toBe(200);
    expect((await client.get("/api/me")).status).toBe(401);
  });

  it("rate limits sign-in attempts from one address, across accounts", async () => {
    const attacker = server.client("192.0.2.99");
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMIT.max + 2; i += 1) {
      statuses.push(
        (await attacker.post("/api/auth/sign-in/email", { email: `probe${i}@example.com`, password: "guess" })).status,
      );
    }
    expect(statuses.slice(0, SIGN_IN_LIMIT.max)).toEqual(Array.from({ length: SIGN_IN_LIMIT.max }, () => 401));
    expect(statuses.slice(SIGN_IN_LIMIT.max)).toEqual([429, 429]);
    // Another address is not blocked by the attacker's attempts.
    const other = await server
      .client("192.0.2.100")
      .post("/api/auth/sign-in/email", { email: "probe0@example.com", password: "x" });
    expect(other.status).toBe(401);
  });

  it("does not trust a client-written X-Forwarded-For without a configured proxy", async () => {
    const attacker = server.client("192.0.2.150");
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMIT.max; i += 1) {
      const spoof = { "x-forwarded-for": `10.0.0.${i}`, "x-sondar-client-ip": `10.1.0.${i}` };
      const body = { email: `spoof${i}@example.com`, password: `guess-${i}` };
      statuses.push((await attacker.post("/api/auth/sign-in/email", body, spoof)).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("refuses a cookie-bearing POST from another origin", async () => {
    const { client } = await signUpVerified(server);
    const res = await client.post("/api/auth/sign-out", {}, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect((await client.get("/api/me")).status).toBe(200);
  });
});

describe("trial on sign-up", () => {
  it("gives a new user a 7-day trial with a trial_ id", async () => {
    const started = Date.now();
    const { userId, client } = await signUpVerified(server);
    const [row] = await server.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
    expect(row?.status).toBe("trial");
    expect(row?.providerSubscriptionId).toMatch(/^trial_/);
    expect(row?.planName).toBe("Sondar Pro");
    const days = ((row?.trialEnd?.getTime() ?? 0) - started) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const me = (await (await client.get("/api/me")).json()) as {
      entitlements: { isTrialActive: boolean; trialDaysLeft: number };
    };
    expect(me.entitlements).toMatchObject({ isTrialActive: true, trialDaysLeft: 7 });
  });
});

describe("password reset", () => {
  it("mails a reset link that sets a new password", async () => {
    const { email } = await signUpVerified(server);
    const client = server.client("192.0.2.20");
    const res = await client.post("/api/account/password-reset", { email });
    expect(res.status).toBe(204);
    const mail = await server.lastMailTo(email);
    expect(mail?.subject).toBe("Reset your Sondar password");
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "";
    const follow = await client.get(link);
    expect(follow.status).toBe(302);
    const target = new URL(follow.headers.get("location") ?? "", "http://localhost:3000");
    expect(target.pathname).toBe("/login");
    expect(target.searchParams.get("reset")).toBe("true");
    const token = target.searchParams.get("token");

    const reset = await client.post("/api/auth/reset-password", { newPassword: "brand-new-pass", token });
    expect(reset.status).toBe(200);
    const signIn = await client.post("/api/auth/sign-in/email", { email, password: "brand-new-pass" });
    expect(signIn.status).toBe(200);
  });

  it("says when no account has the address", async () => {
    const res = await server.client("192.0.2.21").post("/api/account/password-reset", { email: "nobody@example.com" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: "NO_ACCOUNT_FOR_EMAIL", message: "No account found with this email address." },
    });
  });

  it("limits reset attempts with RESET_RATE_LIMITED's message", async () => {
    const client = server.client("192.0.2.22");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await client.post("/api/account/password-reset", { email: `probe${i}@example.com` })).status);
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    const last = await client.post("/api/account/password-reset", { email: "probe@example.com" });
    expect(last.status).toBe(429);
    expect(((await last.json()) as { error: { message: string } }).error.message).toBe(
      "Too many reset attempts. Please wait a few minutes before trying again.",
    );
  });

  it("rejects a malformed address with a field error, not a 500", async () => {
    const res = await server.client("192.0.2.23").post("/api/account/password-reset", { email: "not-an-email" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(body.error.fields)).toEqual(["email"]);
  });
});

describe("the address the app is opened at", () => {
  const signUp = (target: TestServer, origin: string, ip: string) =>
    target
      .client(ip)
      .post(
        `${origin}/api/auth/sign-up/email`,
        { name: "Lou", email: `lou-${ip}@example.com`, password: "secret12", callbackURL: "/dashboard" },
        { origin },
      );

  it("without PUBLIC_URL, signs up from each loopback name on our port and refuses any other origin clearly", async () => {
    const local = await createTestServer({ env: { PUBLIC_URL: "", PORT: "3000" } });
    expect((await signUp(local, "http://127.0.0.1:3000", "192.0.2.30")).status).toBe(200);
    expect((await signUp(local, "http://[::1]:3000", "192.0.2.31")).status).toBe(200);
    expect((await signUp(local, "http://localhost:3000", "192.0.2.32")).status).toBe(200);
    for (const [origin, ip] of [
      ["http://192.168.1.20:3000", "192.0.2.33"],
      ["http://127.0.0.1:5173", "192.0.2.34"],
      ["https://evil.example", "192.0.2.35"],
    ] as const) {
      const res = await signUp(local, origin, ip);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: { code: "BAD_ORIGIN", message: "Cross-site request refused" } });
    }
  });

  it("with PUBLIC_URL set, trusts only its origin, and the auth library agrees with our check", async () => {
    const hosted = await createTestServer({ env: { PUBLIC_URL: "http://localhost:3000" } });
    expect((await signUp(hosted, "http://127.0.0.1:3000", "192.0.2.36")).status).toBe(403);
    // Past our check, the auth library itself refuses the same origin.
    const direct = await hosted.auth.handler(
      new Request("http://127.0.0.1:3000/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://127.0.0.1:3000", "x-sondar-client-ip": "192.0.2.37" },
        body: JSON.stringify({ name: "Lou", email: "lou-direct@example.com", password: "secret12" }),
      }),
    );
    expect(direct.status).toBe(403);
    expect(((await direct.json()) as { code: string }).code).toBe("INVALID_ORIGIN");
  });
});

describe("sign-in attempts per account", () => {
  const signIn = (target: TestServer, ip: string, email: string, password: string) =>
    target.client(ip).post("/api/auth/sign-in/email", { email, password });

  it("five bad tries lock that account, from any address, and not the other people on the guesser's address", async () => {
    const victim = await signUpVerified(server);
    const neighbour = await signUpVerified(server);
    const guesses = [];
    for (let i = 0; i < 5; i += 1) guesses.push((await signIn(server, "192.0.2.120", victim.email, `guess-${i}`)).status);
    expect(guesses).toEqual([401, 401, 401, 401, 401]);
    // Someone else behind the same address signs in as usual.
    expect((await signIn(server, "192.0.2.120", neighbour.email, neighbour.password)).status).toBe(200);
    // The account waits, even with its right password from a fresh address.
    const locked = await signIn(server, "192.0.2.121", victim.email, victim.password);
    expect(locked.status).toBe(429);
    // The minute's wait, less however long this test took since the fifth failure (the exact waits: below).
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await locked.json()).toEqual({
      error: {
        code: "SIGN_IN_LOCKED",
        message: "Too many failed sign-in attempts for this account. Please wait a few minutes, or reset your password.",
      },
    });
    // The address is matched as the account is stored (trimmed, lower-case).
    expect((await signIn(server, "192.0.2.122", `  ${victim.email.toUpperCase()} `, victim.password)).status).toBe(429);
  });

  it("doubles the wait with each failure after it, and a right password clears the count", async () => {
    let clock = Date.parse("2026-11-25T10:00:00Z");
    const timed = await createTestServer({ now: () => new Date(clock) });
    const { email, password } = await signUpVerified(timed);
    const ip = (n: number) => `198.18.0.${n}`;
    for (let i = 0; i < 5; i += 1) expect((await signIn(timed, ip(i), email, "wrong")).status).toBe(401);
    expect((await signIn(timed, ip(10), email, password)).status).toBe(429);
    clock += 60_000;
    expect((await signIn(timed, ip(11), email, "wrong")).status).toBe(401);
    clock += 119_000;
    const waiting = await signIn(timed, ip(12), email, password);
    expect([waiting.status, waiting.headers.get("retry-after")]).toEqual([429, "1"]);
    clock += 1_000;
    expect((await signIn(timed, ip(13), email, password)).status).toBe(200);
    // Counted from zero again.
    for (let i = 0; i < 5; i += 1) expect((await signIn(timed, ip(20 + i), email, "wrong")).status).toBe(401);
    expect((await signIn(timed, ip(30), email, password)).status).toBe(429);
  });

  it("an attempt refused before its password is checked neither counts nor clears the count", async () => {
    const { email } = await signUpVerified(server);
    for (let i = 0; i < 4; i += 1) expect((await signIn(server, `192.0.2.${140 + i}`, email, "wrong")).status).toBe(401);
    // A forged cross-site navigation: the auth library refuses it (403) without looking at the password.
    const forged = await server
      .client("192.0.2.145")
      .post(
        "/api/auth/sign-in/email",
        { email, password: "wrong" },
        { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" },
      );
    expect(forged.status).toBe(403);
    expect((await signIn(server, "192.0.2.146", email, "wrong")).status).toBe(401);
    expect((await signIn(server, "192.0.2.147", email, "wrong")).status).toBe(429);
  });

  it("a password reset by mail lifts the account's lock", async () => {
    const { email } = await signUpVerified(server);
    for (let i = 0; i < 5; i += 1) expect((await signIn(server, `192.0.2.${180 + i}`, email, "wrong")).status).toBe(401);
    const owner = server.client("192.0.2.190");
    expect((await owner.post("/api/account/password-reset", { email })).status).toBe(204);
    const link = (await server.lastMailTo(email))?.text.match(/https?:\/\/\S+/)?.[0] ?? "";
    const follow = await owner.get(link);
    const token = new URL(follow.headers.get("location") ?? "", "http://localhost:3000").searchParams.get("token");
    expect((await owner.post("/api/auth/reset-password", { newPassword: "after-the-lock", token })).status).toBe(200);
    expect((await signIn(server, "192.0.2.190", email, "after-the-lock")).status).toBe(200);
  });

  it("counts attempts sent at once one by one", async () => {
    const { email } = await signUpVerified(server);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(server, `192.0.2.${160 + i}`, email, `guess-${i}`)),
    );
    const judged = statuses.filter((res) => res.status === 401).length;
    expect(judged).toBeLessThanOrEqual(5);
    expect(statuses.every((res) => res.status === 401 || res.status === 429)).toBe(true);
  });
});

describe("names", () => {
  const signUpAs = (ip: string, name: string, email: string) =>
    server.client(ip).post("/api/auth/sign-up/email", { name, email, password: "secret12", callbackURL: "/dashboard" });
  const storedName = async (email: string) =>
    (await server.db.select({ name: users.name }).from(users).where(eq(users.email, email)))[0]?.name;

  it("refuses a name over 100 characters or over one line at sign-up, storing and mailing nothing", async () => {
    const cases = [
      ["x".repeat(200_000), "Name must be at most 100 characters"],
      ["Ana\nClaim your prize: https://evil.example", "Name must be one line of text"],
    ] as const;
    for (const [i, [name, message]] of cases.entries()) {
      const email = `long-name-${i}@example.com`;
      const res = await signUpAs(`192.0.2.${200 + i}`, name, email);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: "VALIDATION_FAILED", message: "Please check the highlighted fields", fields: { name: [message] } },
      });
      expect(await storedName(email)).toBeUndefined();
      expect(await server.lastMailTo(email)).toBeUndefined();
    }
  });

  it("keeps a name that reads as a link out of the mail sent to the address it was given with", async () => {
    const email = "someone-else@example.com";
    const res = await signUpAs("192.0.2.210", "Claim your prize at evil.example/win", email);
    expect(res.status).toBe(200);
    const mail = await server.lastMailTo(email);
    expect(mail?.text.split("\n")[0]).toBe(`Hi ${email},`);
    expect(`${mail?.text} ${mail?.html}`).not.toContain("evil.example");
    // A plain name is still how the mail greets.
    await signUpAs("192.0.2.211", "  Ana Lima  ", "ana-lima@example.com");
    expect(await storedName("ana-lima@example.com")).toBe("Ana Lima");
    expect((await server.lastMailTo("ana-lima@example.com"))?.text.split("\n")[0]).toBe("Hi Ana Lima,");
  });

  it("holds the profile's name to the same rule", async () => {
    const { client, email } = await signUpVerified(server, { name: "Before" });
    const tooLong = await client.post("/api/auth/update-user", { name: "y".repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error: { fields: Record<string, string[]> } }).error.fields).toEqual({
      name: ["Name must be at most 100 characters"],
    });
    const fieldsOf = async (name: unknown) => {
      const res = await client.post("/api/auth/update-user", { name });
      expect(res.status).toBe(400);
      return ((await res.json()) as { error: { fields: Record<string, string[]> } }).error.fields;
    };
    expect(await fieldsOf("A\r\nB")).toEqual({ name: ["Name must be one line of text"] });
    expect(await fieldsOf("")).toEqual({ name: ["Name is required"] });
    expect(await fieldsOf("   ")).toEqual({ name: ["Name is required"] });
    expect(await storedName(email)).toBe("Before");
    expect((await client.post("/api/auth/update-user", { name: "  After  " })).status).toBe(200);
    expect(await storedName(email)).toBe("After");
  });
});
