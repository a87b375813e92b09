import { Hono } from "hono";
import { apiKeyAuth, type ApiV1Variables } from "../api-v1/api-key-auth";
import { loadMcpSdk } from "./load-mcp-sdk";
import { createMcpServer, type McpServerDeps } from "./mcp-server";

export interface McpRouteDeps extends McpServerDeps {
  rateLimitPerMinute: number;
}

/**
 * /api/mcp: the MCP Streamable HTTP transport, stateless, for AI assistants (docs/product/mcp.md).
 * Every POST carries an API key, counted against the same per-key limit as /api/v1, and gets a
 * server and transport of its own that answer in JSON and are closed with the request, so any
 * process can answer any request and nothing is kept between them (docs/decisions/200-mcp-server.md).
 */
export function mcpRoutes(deps: McpRouteDeps) {
  const app = new Hono<{ Variables: ApiV1Variables }>();

  // No session to stream server messages on or to end: said before the key is read, so a
  // client's probe costs no request of its limit.
  app.on(["GET", "DELETE"], "/api/mcp", (c) =>
    c.json({ jsonrpc: "2.0", error: { code: -32000, message: "Method not allowed." }, id: null }, 405, { Allow: "POST" }),
  );

  app.post("/api/mcp", apiKeyAuth({ db: deps.db, now: deps.now, perMinute: deps.rateLimitPerMinute }), async (c) => {
    const sdk = await loadMcpSdk();
    const server = createMcpServer(sdk, deps, c.get("actor"));
    const transport = new sdk.Transport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      const answer = await untilClientLeaves(transport.handleRequest(c.req.raw), c.req.raw.signal);
      // Made again with a Headers object: the Node adapter's lightweight Response, given plain
      // headers as the SDK gives them, loses the headers the middleware adds (rate limit,
      // security, no-store) when compress() wraps it.
      return new Response(answer.body, { status: answer.status, headers: new Headers(answer.headers) });
    } finally {
      // Aborts a tool still running (an AI call may take a minute) when its client has left.
      await server.close();
    }
  });

  return app;
}

/** Status for a request whose client left first: the answer goes nowhere, the request log reads it. */
const CLIENT_LEFT = 499;

/**
 * The transport's answer, or an empty one as soon as the client goes away: in JSON mode a closed
 * transport never settles the answer it owes, so waiting for it would hold the request forever.
 */
function untilClientLeaves(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.resolve(new Response(null, { status: CLIENT_LEFT }));
  return new Promise((resolve, reject) => {
    const left = () => resolve(new Response(null, { status: CLIENT_LEFT }));
    signal.addEventListener("abort", left, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener("abort", left));
  });
}
