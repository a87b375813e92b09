import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, Handler, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "../lib/logger";
import { withinDeadline, type DeadlineSignal } from "../db/database-deadline";
import { parseJsonText } from "../lib/validate";
import type { ApiSteps } from "./api-steps";
import { socketAddress } from "./client-ip";
import { errorReply, logServerFailure } from "./error-reply";
import { JSON_BODY_LIMIT_BYTES, nodeRequest, readBodyText, readNodeBodyText } from "./request-body";
import { REQUEST_ID_HEADER, requestIdFor } from "./request-id";
import { logRequest } from "./request-log";

export interface LeanJsonRequest {
  /** The trusted client address (client-ip.ts). */
  ip: string;
  params: Record<string, string>;
  /** The JSON body, or null when it is blank or not JSON. */
  body: unknown;
  /** Aborts when the request's deadline passes; work not begun by then should not begin (write-batcher.ts). */
  signal: DeadlineSignal;
}

export interface LeanJsonReply {
  status: ContentfulStatusCode;
  body: unknown;
  headers?: Record<string, string>;
}

export interface LeanJsonRouteOptions {
  /** The API's cross-cutting rules, the same object the main stack runs (api-steps.ts). */
  steps: ApiSteps;
  logger: Logger;
  /**
   * Each request is answered within this long once its body is read, every wait for the
   * database included: past it, 503 DATABASE_UNAVAILABLE with Retry-After (db/database-deadline.ts).
   */
  deadlineMs: number;
  /**
   * Told of each answer serveNode sent, as the metrics middleware is told of Hono's answers
   * (method, route pattern, status, performance.now() at the start).
   */
  onNodeAnswer?: (method: string, route: string, status: number, startedAt: number) => void;
}

/** What the lean pipeline reads of a request: from Hono's context, or straight from Node's request. */
interface LeanSource {
  method: string;
  path: string;
  header: (name: string) => string | undefined;
  socketIp: string | undefined;
  hasBodyStream: () => boolean;
  readBody: () => Promise<string>;
  params: () => Record<string, string>;
}

/** A lean route's answer, ready to send. */
interface LeanAnswer {
  status: ContentfulStatusCode;
  text: string;
  headers: Record<string, string>;
}

type LeanHandle = (request: LeanJsonRequest) => Promise<LeanJsonReply>;

/** A lean route served straight from Node's server (serveNode), ahead of Hono. */
interface NodeRoute {
  method: string;
  /** The route's path with its one parameter, `/api/public/surveys/:shareId/submit`, split at it. */
  before: string;
  after: string;
  param: string;
  pattern: string;
  handle: LeanHandle;
}

export interface LeanJsonRoutes {
  /** The Hono handler of a lean route (tests, `app.request()`, and requests serveNode leaves to Hono). */
  (handle: LeanHandle): Handler;
  /**
   * Mounts a lean route on `app` at `method` and `path`, and serves it from Node's server too
   * (serveNode) when `path` has exactly one parameter, as a whole segment.
   */
  mount: (app: Hono, method: "POST", path: string, handle: LeanHandle) => void;
  /**
   * Answers a request Node's server received when it is one of the mounted lean routes, with
   * no web Request, Response, router or middleware made for it (true); else false, and the
   * request is Hono's. What it answers is what the Hono handler answers, through the same code.
   */
  serveNode: (incoming: IncomingMessage, outgoing: ServerResponse) => boolean;
}

/**
 * Handlers for the hot public JSON writes (respondents' submits and partial saves), mounted in
 * app.ts ahead of the middleware stack, which each of them replaces at a fraction of the cost:
 * a request id, the API steps (same-origin, JSON body, trusted client address: api-steps.ts),
 * the 1 MB body limit (the body read once, from the Node stream), the API's error shape, the
 * API's answer headers and the log line, and a deadline for the answer. Replies are small JSON,
 * sent uncompressed with plain-object headers, so no web Headers or streams are built per request.
 */
export function leanJsonRoutes(options: LeanJsonRouteOptions): LeanJsonRoutes {
  const { steps } = options;
  const nodeRoutes: NodeRoute[] = [];

  async function answer(source: LeanSource, handle: LeanHandle, startedAt: number): Promise<LeanAnswer> {
    const reqId = requestIdFor(source.header(REQUEST_ID_HEADER));
    let reply: LeanJsonReply;
    try {
      const { clientIp } = steps.admit({
        method: source.method,
        path: source.path,
        header: source.header,
        socketIp: source.socketIp,
        hasBodyStream: source.hasBodyStream,
      });
      const body = parseJsonText(await source.readBody());
      // The deadline starts once the body is in: a respondent on a slow network may take long
      // to send, and a 503 would only make them send it again.
      reply = await withinDeadline(options.deadlineMs, (signal) =>
        handle({ ip: clientIp, params: source.params(), body, signal }),
      );
    } catch (error) {
      reply = errorReply(error, (failure) => logServerFailure(options.logger, failure, { reqId, path: source.path }));
    }
    logRequest(options.logger, { reqId, method: source.method, path: source.path, status: reply.status, startedAt });
    return {
      status: reply.status,
      text: JSON.stringify(reply.body),
      headers: { ...steps.answerHeaders, ...reply.headers, "content-type": "application/json", [REQUEST_ID_HEADER]: reqId },
    };
  }

  const route =
    (handle: LeanHandle): Handler =>
    async (c) => {
      const startedAt = performance.now();
      const incoming = nodeRequest(c);
      const answered = await answer(
        {
          method: c.req.method,
          path: c.req.path,
          header: headerReader(c, incoming),
          socketIp: socketAddress(c),
          // Only without a Node request (tests): a web Request is then built anyway.
          hasBodyStream: () => !incoming && c.req.raw.body !== null,
          readBody: () => readBodyText(c, JSON_BODY_LIMIT_BYTES),
          params: () => c.req.param(),
        },
        handle,
        startedAt,
      );
      return new Response(answered.text, { status: answered.status, headers: answered.headers });
    };

  function serveNode(incoming: IncomingMessage, outgoing: ServerResponse): boolean {
    const url = incoming.url;
    if (!url || url.charCodeAt(0) !== 47 /* "/" */) return false;
    const query = url.indexOf("?");
    const path = query < 0 ? url : url.slice(0, query);
    for (const candidate of nodeRoutes) {
      if (incoming.method !== candidate.method || !path.startsWith(candidate.before) || !path.endsWith(candidate.after)) continue;
      const raw = path.slice(candidate.before.length, path.length - candidate.after.length);
      // A parameter Hono would read otherwise (empty, across segments, encoded) is left to it.
      if (raw === "" || raw.includes("/") || raw.includes("%")) continue;
      serveNodeRoute(candidate, incoming, outgoing, path, raw);
      return true;
    }
    return false;
  }

  function serveNodeRoute(route: NodeRoute, incoming: IncomingMessage, outgoing: ServerResponse, path: string, value: string) {
    const startedAt = performance.now();
    let overflowed = false;
    const headers = incoming.headers;
    void answer(
      {
        method: route.method,
        path,
        header: (name) => {
          const found = headers[name];
          return typeof found === "string" ? found : undefined;
        },
        socketIp: incoming.socket?.remoteAddress,
        hasBodyStream: () => false,
        readBody: () =>
          readNodeBodyText(incoming, JSON_BODY_LIMIT_BYTES).catch((error: unknown) => {
            overflowed = true;
            throw error;
          }),
        params: () => ({ [route.param]: value }),
      },
      route.handle,
      startedAt,
    )
      .then((answered) => {
        try {
          answered.headers["content-length"] = String(Buffer.byteLength(answered.text));
          outgoing.writeHead(answered.status, answered.headers);
          outgoing.end(answered.text);
          // A body left unread (over the limit, or cut short) is not read on: the connection closes
          // once the answer is out, as @hono/node-server ends it for the same requests.
          if (overflowed) outgoing.once("finish", () => incoming.socket?.destroySoon());
        } catch (error) {
          options.logger.warn({ path, cause: error instanceof Error ? error.message : String(error) }, "answer not sent");
          outgoing.destroy();
        }
        options.onNodeAnswer?.(route.method, route.pattern, answered.status, startedAt);
      })
      .catch((error: unknown) => {
        options.logger.error({ path, cause: error instanceof Error ? error.message : String(error) }, "lean route failed");
        if (!outgoing.headersSent) outgoing.destroy();
      });
  }

  return Object.assign(route, {
    mount(app: Hono, method: "POST", path: string, handle: LeanHandle) {
      app.on(method, path, route(handle));
      const parts = /^([^:]*\/):(\w+)(\/[^:]*)?$/.exec(path);
      if (parts)
        nodeRoutes.push({
          method,
          before: parts[1] as string,
          param: parts[2] as string,
          after: parts[3] ?? "",
          pattern: path,
          handle,
        });
    },
    serveNode,
  });
}

/** Reads request headers from Node's parsed object when there is one (no web Headers built). */
function headerReader(c: Context, incoming: IncomingMessage | undefined): (name: string) => string | undefined {
  if (!incoming) return (name) => c.req.header(name);
  return (name) => {
    const value = incoming.headers[name];
    return typeof value === "string" ? value : undefined;
  };
}
