import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { serve, type ServerType } from "@hono/node-server";
import { leanNodeRoutesOf } from "./app";

type FetchApp = { fetch: (request: Request, env?: unknown) => Response | Promise<Response> };
type NodeListener = (incoming: IncomingMessage, outgoing: ServerResponse) => void;

/**
 * Serves `app` over HTTP as @hono/node-server's serve does, except that the app's lean routes
 * (respondents' submits and partial saves) are answered from Node's request and response
 * directly, without the web Request and Response, router and middleware compose each other
 * request goes through (docs/decisions/302-ingest-submit-path-cuts.md).
 */
export function serveApp(app: FetchApp, options: { port: number; hostname?: string }, listening?: () => void): ServerType {
  return serveWithLeanRoutes(app, leanNodeRoutesOf(app), options, listening);
}

/** serveApp with the lean routes given: `lean` answers a request (true) or leaves it to `app`. */
export function serveWithLeanRoutes(
  app: FetchApp,
  lean: ((incoming: IncomingMessage, outgoing: ServerResponse) => boolean) | undefined,
  options: { port: number; hostname?: string },
  listening?: () => void,
): ServerType {
  return serve(
    {
      fetch: app.fetch,
      port: options.port,
      ...(options.hostname ? { hostname: options.hostname } : {}),
      createServer: ((serverOptions: object, listener: NodeListener) =>
        createServer(
          serverOptions,
          lean
            ? (incoming, outgoing) => {
                if (!lean(incoming, outgoing)) listener(incoming, outgoing);
              }
            : listener,
        )) as unknown as typeof createServer,
    },
    listening,
  );
}
