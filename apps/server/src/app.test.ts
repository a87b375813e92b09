import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "./db/schema/platform";
import { createTestServer, signUpVerified, type TestServer } from "../test/test-server";

const dist = mkdtempSync(path.join(tmpdir(), "sondar-dist-"));
mkdirSync(path.join(dist, "assets"));
writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Sondar app</title><div id=root></div>");
writeFileSync(path.join(dist, "assets", "app-123.js"), "console.log('app')");
// A built asset with the Brotli and gzip copies the build writes next to it.
const SCRIPT = "export const answer = 42;\n".repeat(100);
writeFileSync(path.join(dist, "assets", "survey-456.js"), SCRIPT);
writeFileSync(path.join(dist, "assets", "survey-456.js.br"), brotliCompressSync(SCRIPT));
writeFileSync(path.join(dist, "assets", "survey-456.js.gz"), gzipSync(SCRIPT));

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ env: { WEB_DIST_DIR: dist } });
});

describe("health and public config", () => {
  it("reports the database it runs on", async () => {
    const res = await server.client().get("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: server.database.kind });
  });

  it("tells the web app which features are switched on", async () => {
    const body = await (await server.client().get("/api/config")).json();
    expect(body).toEqual({
      productName: "Sondar",
      supportEmail: "support@sondar.local",
      publicUrl: "http://localhost:3000",
      googleSignIn: false,
      devMailbox: true,
      chatWidgetUrl: null,
    });
  });
});

describe("protected routes", () => {
  it("refuse an anonymous caller with 'User not authenticated'", async () => {
    for (const path of ["/api/me", "/api/me/notification-settings"]) {
      const res = await server.client().get(path);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: "UNAUTHENTICATED", message: "User not authenticated" } });
    }
    const patch = await server.client().patch("/api/me/notification-settings", { weeklySummary: true });
    expect(patch.status).toBe(401);
  });

  it("refuse a forged session cookie", async () => {
    const res = await server.client().get("/api/me", { cookie: "better-auth.session_token=forged.value" });
    expect(res.status).toBe(401);
  });

  it("never let one user's session read or change another's data", async () => {
    const ana = await signUpVerified(server, { name: "Ana" });
    const ben = await signUpVerified(server, { name: "Ben" });

    const changed = await ana.client.patch("/api/me/notification-settings", { weeklySummary: true, emailNotifications: false });
    expect(await changed.json()).toEqual({ emailNotifications: false, surveyResponseAlerts: true, weeklySummary: true });

    const benMe = (await (await ben.client.get("/api/me")).json()) as { user: { id: string; email: string } };
    expect(benMe.user).toMatchObject({ id: ben.userId, email: ben.email });
    const benSettings = await (await ben.client.get("/api/me/notification-settings")).json();
    expect(benSettings).toEqual({ emailNotifications: true, surveyResponseAlerts: true, weeklySummary: false });

    // A user id smuggled into the body is not a field the endpoint accepts.
    const smuggled = await ben.client.patch("/api/me/notification-settings", { userId: ana.userId, weeklySummary: false });
    expect(smuggled.status).toBe(400);
    const anaAfter = await (await ana.client.get("/api/me/notification-settings")).json();
    expect(anaAfter).toMatchObject({ weeklySummary: true });
  });
});

describe("bad input", () => {
  it("answers malformed JSON and wrong types with 400, never 500", async () => {
    const { client } = await signUpVerified(server);
    const wrongType = await client.patch("/api/me/notification-settings", { weeklySummary: "yes" });
    expect(wrongType.status).toBe(400);
    const res = await server.app.request("http://localhost:3000/api/account/password-reset", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
  });

  it("refuses bodies over 1 MB", async () => {
    const res = await server.client().post("/api/account/password-reset", { email: "a@b.co", pad: "x".repeat(1_100_000) });
    expect(res.status).toBe(413);
  });

  it("answers unknown API paths with JSON 404", async () => {
    const res = await server.client().get("/api/nope");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
  });
});

describe("web app and translations", () => {
  it("serves the app shell for any page path", async () => {
    for (const page of ["/", "/dashboard", "/some/unknown/path"]) {
      const res = await server.client().get(page);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("<title>Sondar app</title>");
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("answers a missing file with 404, never with the app shell", async () => {
    const res = await server.client().get("/assets/gone-123.js");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).not.toContain("text/html");
  });

  it("serves hashed assets with long caching", async () => {
    const res = await server.client().get("/assets/app-123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });

  it("serves an asset's Brotli copy to browsers that take it, else its gzip copy, else the file itself", async () => {
    const get = (acceptEncoding?: string) =>
      server.client().get("/assets/survey-456.js", acceptEncoding ? { "accept-encoding": acceptEncoding } : {});
    const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

    const br = await get("gzip, deflate, br, zstd");
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toContain("javascript");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(br.headers.get("cache-control")).toContain("immutable");
    const brBytes = await body(br);
    expect(Number(br.headers.get("content-length"))).toBe(brBytes.length);
    expect(brotliDecompressSync(brBytes).toString()).toBe(SCRIPT);

    const gz = await get("gzip, deflate");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gz.headers.get("vary")).toContain("Accept-Encoding");
    expect(gunzipSync(await body(gz)).toString()).toBe(SCRIPT);

    // No encoding the browser takes: the file as it is, still marked as varying for caches.
    for (const plain of [await get(), await get("identity")]) {
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(plain.headers.get("vary")).toContain("Accept-Encoding");
      expect(plain.headers.get("cache-control")).toContain("immutable");
      expect((await body(plain)).toString()).toBe(SCRIPT);
    }
  });

  it("serves each language's translation file and nothing else from /locales", async () => {
    for (const lng of ["en", "es", "fr", "de", "pt"]) {
      const res = await server.client().get(`/locales/${lng}/translation.json`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as Record<string, unknown>;
      expect(Object.keys(body).length).toBeGreaterThan(5);
    }
    expect((await server.client().get("/locales/xx/translation.json")).status).toBe(404);
    expect((await server.client().get("/locales/en/..%2F..%2Fpackage.json")).status).toBe(404);
  });

  it("sends security headers", async () => {
    const res = await server.client().get("/");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("content-security-policy")).toContain("object-src 'none'");
    // No picture from another site: it would learn the viewer's address.
    expect(res.headers.get("content-security-policy")).toContain("img-src 'self' data: blob:;");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("dev mailbox", () => {
  it("lists outbox mail for an address to a browser on this machine", async () => {
    await server
      .client("192.0.2.77")
      .post("/api/auth/sign-up/email", { name: "Mo", email: "mo@example.com", password: "secret12" });
    for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const res = await server.client(ip).get("/api/dev/mailbox?to=mo@example.com");
      const body = (await res.json()) as { messages: { to: string; subject: string }[] };
      expect(body.messages.map((m) => [m.to, m.subject])).toEqual([["mo@example.com", "Verify your e-mail for Sondar"]]);
    }
  });

  it("answers nobody else: another machine, or one relayed through a proxy on this one", async () => {
    for (const [ip, headers] of [
      ["192.168.1.20", {}],
      ["203.0.113.10", {}],
      ["127.0.0.1", { "x-forwarded-for": "203.0.113.10" }],
      ["127.0.0.1", { forwarded: "for=203.0.113.10" }],
    ] as const) {
      const res = await server.client(ip).get("/api/dev/mailbox?to=mo@example.com", headers);
      expect(res.status, ip).toBe(404);
      expect(await res.text()).not.toContain("mo@example.com");
    }
  });

  it("answers no request made to another host name, as a site pointing its name at this machine would make", async () => {
    for (const url of [
      "http://evil.example:3000/api/dev/mailbox?to=mo@example.com",
      "http://evil.example/api/dev/mailbox?to=mo@example.com",
      // Loopback, but not PUBLIC_URL's host (localhost).
      "http://127.0.0.1:3000/api/dev/mailbox?to=mo@example.com",
    ]) {
      const res = await server.client("127.0.0.1").get(url);
      expect(res.status, url).toBe(404);
      expect(await res.text()).not.toContain("mo@example.com");
    }
    // PUBLIC_URL's host on another port: the web dev server's proxy passes its own Host on.
    const proxied = await server.client("127.0.0.1").get("http://localhost:5173/api/dev/mailbox?to=mo@example.com");
    expect(proxied.status).toBe(200);
  });

  it("does not exist in production, or under an https or non-local PUBLIC_URL", async () => {
    const envs: Record<string, string>[] = [
      { NODE_ENV: "production", AUTH_SECRET: "p".repeat(40) },
      { PUBLIC_URL: "https://localhost:3000" },
      { PUBLIC_URL: "http://sondar.example" },
    ];
    for (const env of envs) {
      const other = await createTestServer({ env: { ...env, WEB_DIST_DIR: dist } });
      await other.db
        .insert(mailOutbox)
        .values({ to: "al@example.com", subject: "Reset your password", text: "token", messageId: `<${randomUUID()}@test>` });
      const res = await other.client("127.0.0.1").get("/api/dev/mailbox?to=al@example.com");
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("al@example.com");
      expect(((await (await other.client().get("/api/config")).json()) as { devMailbox: boolean }).devMailbox).toBe(false);
    }
  });
});

describe("session endpoint", () => {
  it("answers null for an anonymous visitor and the account for a signed-in one", async () => {
    expect(await (await server.client().get("/api/session")).json()).toEqual({ me: null });
    const { client, email } = await signUpVerified(server);
    const body = (await (await client.get("/api/session")).json()) as {
      me: { user: { email: string }; entitlements: { canCreateSurveys: boolean } };
    };
    expect(body.me.user.email).toBe(email);
    expect(body.me.entitlements.canCreateSurveys).toBe(true);
  });

  it("compresses responses for clients that accept it", async () => {
    const res = await server.client().get("/locales/en/translation.json", { "accept-encoding": "gzip" });
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("embedding", () => {
  it("lets any site frame the two embed pages and no site frame anything else", async () => {
    for (const path of ["/embed/survey/abc12345xyz", "/embed/s/abc12345xyz"]) {
      const embed = await server.client().get(path);
      expect(embed.headers.get("content-security-policy")).toContain("frame-ancestors *");
      expect(embed.headers.get("x-frame-options")).toBeNull();
    }
    // The app shell answers any other /embed/ path: framing it would put the whole app in another site's page.
    for (const path of [
      "/survey/abc12345xyz",
      "/embed/dashboard",
      "/embed/survey/abc12345xyz/settings",
      "/embed/s/",
      "/embed/survey/../../dashboard",
      "/embed/",
    ]) {
      const page = await server.client().get(path);
      expect(page.headers.get("content-security-policy"), path).toContain("frame-ancestors 'self'");
      expect(page.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
    }
  });
});
