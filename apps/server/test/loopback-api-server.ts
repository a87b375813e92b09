// Test-only: an HTTP API on 127.0.0.1 that answers by route, so a provider's real SDK is
// exercised over HTTP end to end (paths, encodings, headers) instead of against a mock object.
import { createServer, type IncomingHttpHeaders } from "node:http";
import { listenForThisFile } from "./listen-on-loopback";

export interface ApiRequest {
  method: string;
  /** Path without the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The body as sent (form-encoded or JSON text). */
  body: string;
  /** A form-encoded body read into key → value (`a[b][0][c]` keys kept as they are). */
  form: Record<string, string>;
}

export type ApiRoute = {
  method: string;
  path: RegExp;
  reply: (request: ApiRequest, match: RegExpMatchArray) => { status?: number; body: unknown };
};

/** Serves `routes` (first match wins, else 404) and records every request; closed after the file's tests. */
export async function startLoopbackApiServer(routes: ApiRoute[]) {
  const requests: ApiRequest[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const request: ApiRequest = {
        method: req.method ?? "",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
        form: Object.fromEntries(new URLSearchParams(body)),
      };
      requests.push(request);
      for (const route of routes) {
        const match = route.method === request.method ? request.path.match(route.path) : null;
        if (!match) continue;
        const reply = route.reply(request, match);
        res.writeHead(reply.status ?? 200, { "content-type": "application/json" });
        res.end(JSON.stringify(reply.body));
        return;
      }
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: `no route for ${request.method} ${request.path}` } }));
    });
  });
  const port = await listenForThisFile(server);
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The newest request to `path`. */
    lastRequest: (path: string): ApiRequest | undefined => requests.filter((request) => request.path === path).at(-1),
  };
}
