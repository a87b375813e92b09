import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "@sondar/core/errors/error-codes";
import { captureLogger } from "../../test/capture-logger";
import { serveLeanOnLoopback, serveOnLoopback } from "../../test/serve-on-loopback";
import { AppError } from "../lib/app-error";
import { createApiSteps } from "./api-steps";
import { leanJsonRoutes, type LeanJsonRequest } from "./lean-json-route";
import { securityHeaders } from "./security-headers";

const ORIGIN = "http://localhost:3000";
const security = { chatWidgetUrl: undefined, isHttps: false };

/** A lean route that records what it was handed; `fail` makes it throw. */
function createLeanApp() {
  const { logger, lines } = captureLogger();
  const seen: LeanJsonRequest[] = [];
  let fail: unknown = null;
  const steps = createApiSteps({ trustedOrigins: [ORIGIN], trustProxyHops: 1, security, logger, takesForm: () => false });
  const answered: [string, string, number][] = [];
  const lean = leanJsonRoutes({
    steps,
    logger,
    deadlineMs: 10_000,
    onNodeAnswer: (method, route, status) => answered.push([method, route, status]),
  });
  const app = new Hono();
  lean.mount(app, "POST", "/api/things/:id", async (request) => {
    seen.push(request);
    if (fail) throw fail;
    return { status: 201, body: { ok: true, id: request.params.id } };
  });
  return { app, lean, lines, seen, answered, failWith: (error: unknown) => (fail = error) };
}

const post = (app: Hono, body: string, headers: Record<string, string> = {}) =>
  app.request(
    `${ORIGIN}/api/things/t1`,
    { method: "POST", headers: { "content-type": "application/json", ...headers }, body },
    { incoming: { socket: { remoteAddress: "10.0.0.9" } } },
  );

describe("lean JSON route", () => {
  it("answers with the same security headers as the middleware stack, a request id and a log line", async () => {
    const { app, lines } = createLeanApp();
    const res = await post(app, '{"a":1}', { origin: ORIGIN });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true, id: "t1" });
    expect(res.headers.get("content-type")).toBe("application/json");

    const stack = new Hono();
    stack.use(securityHeaders(security));
    stack.get("/api/x", (c) => c.json({}));
    const expected = [...(await stack.request(`${ORIGIN}/api/x`)).headers].filter(([name]) => name !== "content-type");
    expect(expected.length).toBeGreaterThan(10);
    for (const [name, value] of expected) expect(res.headers.get(name)).toBe(value);

    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: "request", reqId: id, method: "POST", path: "/api/things/t1", status: 201 }),
    );
    // A caller's plausible request id is kept; anything else is replaced.
    expect((await post(app, "{}", { "x-request-id": "abc-123" })).headers.get("x-request-id")).toBe("abc-123");
    expect((await post(app, "{}", { "x-request-id": "bad id!" })).headers.get("x-request-id")).not.toBe("bad id!");
  });

  it("refuses cross-site writes before the handler runs", async () => {
    const { app, seen } = createLeanApp();
    const crossSite: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of crossSite) {
      const res = await post(app, "{}", headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: { code: "BAD_ORIGIN", message: "Cross-site request refused" } });
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect(seen).toHaveLength(0);
    expect((await post(app, "{}", { "sec-fetch-site": "same-origin" })).status).toBe(201);
  });

  it("hands the handler the trusted client address and the JSON body, or null for a body that is not JSON", async () => {
    const { app, seen } = createLeanApp();
    await post(app, '{"answers":{"q":1}}', { "x-forwarded-for": "1.1.1.1, 203.0.113.7" });
    await post(app, "{nope");
    expect(seen.map((r) => [r.ip, r.body])).toEqual([
      ["203.0.113.7", { answers: { q: 1 } }],
      ["10.0.0.9", null],
    ]);
  });

  it("answers errors in the API's shape: an AppError by its code, anything else as INTERNAL, logged", async () => {
    const { app, lines, failWith } = createLeanApp();
    failWith(new AppError("VALIDATION_FAILED", { fields: { q: ["Required"] } }));
    const invalid = await post(app, "{}");
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      error: { code: "VALIDATION_FAILED", message: "Please check the highlighted fields", fields: { q: ["Required"] } },
    });
    failWith(new Error("database on fire"));
    const broken = await post(app, "{}");
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({ error: { code: "INTERNAL", message: ERROR_MESSAGES.INTERNAL } });
    expect(broken.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(lines).toContainEqual(expect.objectContaining({ msg: "unhandled error", path: "/api/things/t1" }));
  });

  it("refuses a body over 1 MB without calling the handler", async () => {
    const { app, seen } = createLeanApp();
    const res = await post(app, JSON.stringify({ pad: "x".repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(seen).toHaveLength(0);
  });

  describe.each([
    ["through Hono", false],
    ["straight from Node's server (serveNode)", true],
  ])("over HTTP, reading the Node request stream, %s", (_how, direct) => {
    const { app, lean, seen, lines, answered } = createLeanApp();
    let answeredDirectly = 0;
    const served = direct
      ? serveLeanOnLoopback(app, (incoming, outgoing) => lean.serveNode(incoming, outgoing) && (answeredDirectly += 1) > 0)
      : serveOnLoopback(app);

    it("answers as the Hono handler does: status, body, API headers, request id, log line", async () => {
      const res = await send(JSON.stringify({ a: 1 }), { origin: ORIGIN, "x-request-id": "caller-id-1" });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ ok: true, id: "t2" });
      expect(res.headers.get("content-type")).toBe("application/json");
      expect(res.headers.get("x-request-id")).toBe("caller-id-1");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: "request", reqId: "caller-id-1", method: "POST", path: "/api/things/t2", status: 201 }),
      );
      const crossSite = await send("{}", { origin: "https://evil.example" });
      expect(crossSite.status).toBe(403);
      const query = await fetch(`${served.url()}/api/things/t2?x=1`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      expect(query.status).toBe(201);
      // Other requests are Hono's.
      expect((await fetch(`${served.url()}/api/other`, { method: "POST" })).status).toBe(404);
      expect(answeredDirectly).toBe(direct ? 3 : 0);
      // Metrics hear of the answers sent without the middleware (Hono's are the middleware's).
      expect(answered).toEqual(
        direct
          ? [
              ["POST", "/api/things/:id", 201],
              ["POST", "/api/things/:id", 403],
              ["POST", "/api/things/:id", 201],
            ]
          : [],
      );
      seen.length = 0;
    });

    const send = (body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
      fetch(`${served.url()}/api/things/t2`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body,
        ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
      } as RequestInit);

    /** A body sent in chunks without a declared length. */
    const chunked = (text: string) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          const bytes = new TextEncoder().encode(text);
          for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.subarray(at, at + 64 * 1024));
          controller.close();
        },
      });

    it("reads a body whole, declared or chunked", async () => {
      const declared = await send(JSON.stringify({ answers: { q: "é" } }), { "x-forwarded-for": "198.51.100.2" });
      expect(declared.status).toBe(201);
      expect(declared.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      const streamed = await send(chunked(JSON.stringify({ pad: "y".repeat(300_000) })));
      expect(streamed.status).toBe(201);
      expect(seen.map((r) => r.body)).toEqual([{ answers: { q: "é" } }, { pad: "y".repeat(300_000) }]);
      expect(seen[0]?.ip).toBe("198.51.100.2");
    });

    it("refuses a body over 1 MB by its declared length or by the bytes read", async () => {
      const before = seen.length;
      const declared = await send(JSON.stringify({ pad: "x".repeat(1_100_000) }));
      expect(declared.status).toBe(413);
      const streamed = await send(chunked(JSON.stringify({ pad: "x".repeat(1_100_000) })));
      expect(streamed.status).toBe(413);
      expect(((await streamed.json()) as { error: { code: string } }).error.code).toBe("PAYLOAD_TOO_LARGE");
      expect(seen).toHaveLength(before);
    });
  });
});
