import type { Context, Handler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "../lib/logger";
import { withinDeadline, type DeadlineSignal } from "../db/database-deadline";
import { parseJsonText } from "../lib/validate";
import type { ApiSteps } from "./api-steps";
import { socketAddress } from "./client-ip";
import { errorReply, logServerFailure } from "./error-reply";
import { JSON_BODY_LIMIT_BYTES, nodeRequest, readBodyText } from "./request-body";
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
}

/**
 * Handlers for the hot public JSON writes (respondents' submits and partial saves), mounted in
 * app.ts ahead of the middleware stack, which each of them replaces at a fraction of the cost:
 * a request id, the API steps (same-origin, JSON body, trusted client address: api-steps.ts),
 * the 1 MB body limit (the body read once, from the Node stream), the API's error shape, the
 * API's answer headers and the log line, and a deadline for the answer. Replies are small JSON,
 * sent uncompressed with plain-object headers, so no web Headers or streams are built per request.
 */
export function leanJsonRoutes(options: LeanJsonRouteOptions) {
  const { steps } = options;

  return (handle: (request: LeanJsonRequest) => Promise<LeanJsonReply>): Handler =>
    async (c) => {
      const startedAt = performance.now();
      const header = headerReader(c);
      const reqId = requestIdFor(header(REQUEST_ID_HEADER));
      let reply: LeanJsonReply;
      try {
        const { clientIp } = steps.admit({
          method: c.req.method,
          path: c.req.path,
          header,
          socketIp: socketAddress(c),
          // Only without a Node request (tests): a web Request is then built anyway.
          hasBodyStream: () => !nodeRequest(c) && c.req.raw.body !== null,
        });
        const body = parseJsonText(await readBodyText(c, JSON_BODY_LIMIT_BYTES));
        // The deadline starts once the body is in: a respondent on a slow network may take long
        // to send, and a 503 would only make them send it again.
        reply = await withinDeadline(options.deadlineMs, (signal) =>
          handle({ ip: clientIp, params: c.req.param(), body, signal }),
        );
      } catch (error) {
        reply = errorReply(error, (failure) => logServerFailure(options.logger, failure, { reqId, path: c.req.path }));
      }
      logRequest(options.logger, { reqId, method: c.req.method, path: c.req.path, status: reply.status, startedAt });
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { ...steps.answerHeaders, ...reply.headers, "content-type": "application/json", [REQUEST_ID_HEADER]: reqId },
      });
    };
}

/** Reads request headers from Node's parsed object when there is one (no web Headers built). */
function headerReader(c: Context): (name: string) => string | undefined {
  const incoming = nodeRequest(c);
  if (!incoming) return (name) => c.req.header(name);
  return (name) => {
    const value = incoming.headers[name];
    return typeof value === "string" ? value : undefined;
  };
}
