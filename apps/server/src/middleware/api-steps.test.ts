import { Hono } from "hono";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { captureLogger } from "../../test/capture-logger";
import { serveOnLoopback } from "../../test/serve-on-loopback";
import {
  createClient,
  createTestServer,
  signUpVerified,
  TEST_ORIGIN,
  type TestClient,
  type TestServer,
} from "../../test/test-server";
import { createApiSteps, apiStepsMiddleware, type ApiRequest, type ApiSteps } from "./api-steps";
import { errorReply } from "./error-reply";
import { leanJsonRoutes } from "./lean-json-route";

const security = { chatWidgetUrl: undefined, isHttps: false };

function stepsFor(options: { trustProxyHops?: number; takesForm?: (method: string, path: string) => boolean } = {}) {
  const { logger, lines } = captureLogger();
  const steps = createApiSteps({
    trustedOrigins: [TEST_ORIGIN],
    trustProxyHops: options.trustProxyHops ?? 0,
    security,
    logger,
    takesForm: options.takesForm ?? (() => false),
  });
  return { steps, lines };
}

const request = (overrides: Partial<ApiRequest> & { headers?: Record<string, string> } = {}): ApiRequest => {
  const headers = overrides.headers ?? {};
  return {
    method: "POST",
    path: "/api/things",
    socketIp: "203.0.113.5",
    header: (name) => headers[name],
    hasBodyStream: () => false,
    ...overrides,
  };
};

describe("API steps", () => {
  it("refuses a body that is not JSON, and lets an empty body, JSON with a charset and form routes through", () => {
    const { steps } = stepsFor({ takesForm: (_method, path) => path === "/api/uploads" });
    const refused = (headers: Record<string, string>, path = "/api/things") => {
      try {
        steps.admit(request({ headers, path }));
        return null;
      } catch (error) {
        return (error as { code: string }).code;
      }
    };
    expect(refused({ "content-length": "12", "content-type": "text/plain;charset=UTF-8" })).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(refused({ "content-length": "12", "content-type": "application/x-www-form-urlencoded" })).toBe(
      "UNSUPPORTED_MEDIA_TYPE",
    );
    expect(refused({ "transfer-encoding": "chunked" })).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(refused({ "content-length": "12", "content-type": "application/jsonp" })).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(refused({ "content-length": "12", "content-type": "Application/JSON; charset=utf-8" })).toBeNull();
    expect(refused({ "content-length": "0" })).toBeNull();
    expect(refused({})).toBeNull();
    expect(refused({ "content-length": "99", "content-type": "multipart/form-data; boundary=x" }, "/api/uploads")).toBeNull();
  });

  it("says once, not per request, that X-Forwarded-For arrives and is ignored", () => {
    const { steps, lines } = stepsFor();
    for (let i = 0; i < 3; i += 1) {
      const { clientIp } = steps.admit(request({ headers: { "x-forwarded-for": `198.51.100.${i}` } }));
      expect(clientIp).toBe("203.0.113.5");
    }
    const warnings = lines.filter((line) => String(line.msg).includes("X-Forwarded-For"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toContain("TRUST_PROXY_HOPS");

    const trusting = stepsFor({ trustProxyHops: 1 });
    expect(trusting.steps.admit(request({ headers: { "x-forwarded-for": "198.51.100.7" } })).clientIp).toBe("198.51.100.7");
    expect(trusting.lines).toHaveLength(0);
  });

  it("are the one list both pipelines run: the main stack's middleware and the lean route", async () => {
    const { steps } = stepsFor();
    const admit = vi.fn(steps.admit);
    const probed: ApiSteps = { admit, answerHeaders: { ...steps.answerHeaders, "x-probe": "1" } };
    const { logger } = captureLogger();
    const app = new Hono();
    app.post(
      "/api/lean",
      leanJsonRoutes({ steps: probed, logger, deadlineMs: 10_000 })(async () => ({ status: 200, body: {} })),
    );
    app.use("/api/*", ...apiStepsMiddleware(probed));
    app.post("/api/main", (c) => c.json({}));
    const client = createClient(app, "203.0.113.9");
    for (const path of ["/api/lean", "/api/main"]) {
      const res = await client.post(path, { a: 1 });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-probe"), path).toBe("1");
    }
    expect(admit.mock.calls.map(([seen]) => [seen.path, seen.socketIp, seen.header("content-type")])).toEqual([
      ["/api/lean", "203.0.113.9", "application/json"],
      ["/api/main", "203.0.113.9", "application/json"],
    ]);
  });
});

describe("API steps over HTTP", () => {
  const { steps } = stepsFor();
  const app = new Hono();
  app.use("/api/*", ...apiStepsMiddleware(steps));
  app.on(["POST", "DELETE"], "/api/things", (c) => c.json({ ok: true }));
  const lean = leanJsonRoutes({ steps, logger: captureLogger().logger, deadlineMs: 10_000 });
  app.post(
    "/api/lean",
    lean(async () => ({ status: 200, body: { ok: true } })),
  );
  app.onError((error, c) => {
    const reply = errorReply(error, () => undefined);
    return c.json(reply.body, reply.status);
  });
  const served = serveOnLoopback(app);

  it("takes requests without a body whatever their type, and refuses a body that is not JSON", async () => {
    const send = (path: string, init: RequestInit) => fetch(`${served.url()}${path}`, init).then((res) => res.status);
    for (const path of ["/api/things", "/api/lean"]) {
      expect(await send(path, { method: "POST" })).toBe(200);
      expect(await send(path, { method: "POST", body: "{}", headers: { "content-type": "application/json" } })).toBe(200);
      expect(await send(path, { method: "POST", body: "{}", headers: { "content-type": "text/plain" } })).toBe(415);
    }
    expect(await send("/api/things", { method: "DELETE" })).toBe(200);
  });
});

describe("the lean respondent route and the main stack, in the app", () => {
  let server: TestServer;
  let signedIn: TestClient;
  beforeAll(async () => {
    server = await createTestServer();
    signedIn = (await signUpVerified(server)).client;
  });

  /** A respondent's submit (lean route) and three requests on the main stack, one of them signed in. */
  const targets = () =>
    [
      ["lean submit", server.client("192.0.2.60"), "/api/public/surveys/nosuchsurvey1/submit"],
      ["password reset", server.client("192.0.2.61"), "/api/account/password-reset"],
      ["sign-in", server.client("192.0.2.62"), "/api/auth/sign-in/email"],
      ["signed-in settings", signedIn, "/api/me/notification-settings"],
    ] as const;

  const send = (client: TestClient, path: string, body: Record<string, unknown>, headers: Record<string, string>) =>
    path.startsWith("/api/me/") ? client.patch(path, body, headers) : client.post(path, body, headers);

  it("refuse a cross-site write and a body that is not JSON with the same answer", async () => {
    const cases: { headers: Record<string, string>; status: number; code: string }[] = [
      { headers: { origin: "https://evil.example" }, status: 403, code: "BAD_ORIGIN" },
      { headers: { origin: "http://192.168.1.20:3000" }, status: 403, code: "BAD_ORIGIN" },
      { headers: { "content-type": "text/plain;charset=UTF-8" }, status: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
      { headers: { "content-type": "application/x-www-form-urlencoded" }, status: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
    ];
    for (const { headers, status, code } of cases) {
      for (const [name, client, path] of targets()) {
        const res = await send(client, path, { email: "a@b.co" }, headers);
        expect([name, res.status, res.headers.get("cache-control")]).toEqual([name, status, "no-store"]);
        expect([name, ((await res.json()) as { error: { code: string } }).error.code]).toEqual([name, code]);
      }
    }
  });

  it("answer with the same security headers and Cache-Control: no-store", async () => {
    const seen: Record<string, Record<string, string>> = {};
    for (const [name, client, path] of targets()) {
      const res = await send(client, path, { pad: 1 }, {});
      await res.arrayBuffer();
      const skip = new Set(["content-type", "content-length", "x-request-id", "set-cookie", "vary", "content-encoding"]);
      seen[name] = Object.fromEntries([...res.headers].filter(([header]) => !skip.has(header)));
    }
    expect(seen["lean submit"]?.["cache-control"]).toBe("no-store");
    expect(seen["lean submit"]?.["content-security-policy"]).toContain("frame-ancestors 'self'");
    for (const [name] of targets()) expect([name, seen[name]]).toEqual([name, seen["lean submit"]]);
  });
});
