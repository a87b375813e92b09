import type http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll } from "vitest";

/** Serves `app` over real HTTP on a free loopback port for the enclosing tests; `url()` is its base. */
export function serveOnLoopback(app: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> }) {
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as http.Server;
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: () => base };
}

/** serveOnLoopback as main.ts serves the app: `lean` answers the lean routes first (serve-app.ts). */
export function serveLeanOnLoopback(
  app: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> },
  lean: (incoming: http.IncomingMessage, outgoing: http.ServerResponse) => boolean,
) {
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    const { serveWithLeanRoutes } = await import("../src/serve-app");
    server = serveWithLeanRoutes(app, lean, { port: 0, hostname: "127.0.0.1" }) as http.Server;
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: () => base };
}
