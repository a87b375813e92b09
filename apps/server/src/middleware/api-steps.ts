import type { MiddlewareHandler } from "hono";
import { AppError } from "../lib/app-error";
import type { Logger } from "../lib/logger";
import { resolveClientIp, socketAddress, type ClientIpVariables } from "./client-ip";
import { nodeRequest } from "./request-body";
import { isCrossSiteWrite } from "./same-origin";
import { securityHeaderRecord, type SecurityHeaderOptions } from "./security-headers";

/** What the steps read of a request; each pipeline builds it from its own request object. */
export interface ApiRequest {
  method: string;
  path: string;
  /** A request header by its lower-case name. */
  header: (name: string) => string | undefined;
  /** The peer address of the connection (client-ip.ts). */
  socketIp: string | undefined;
  /** Whether a body comes with a request that declares no length (built in memory, as in tests). */
  hasBodyStream: () => boolean;
}

/** What the steps hand the handler. */
export interface ApiAdmission {
  /** The trusted client address (client-ip.ts). */
  clientIp: string;
}

export interface ApiStepsOptions {
  trustedOrigins: readonly string[];
  trustProxyHops: number;
  security: SecurityHeaderOptions;
  logger: Logger;
  /** Requests whose body is a form (uploads), exempt from the JSON body rule. */
  takesForm: (method: string, path: string) => boolean;
}

/**
 * The cross-cutting rules of every API request, in one list that both request pipelines run:
 * the main middleware stack (`apiStepsMiddleware`, app.ts) and the lean respondent route
 * (lean-json-route.ts). A rule added here reaches both; a test (api-steps.test.ts) holds them to it.
 */
export interface ApiSteps {
  /** Runs each check before the handler, in order; throws AppError to refuse the request. */
  admit: (request: ApiRequest) => ApiAdmission;
  /** Headers every API answer carries (security headers, no-store); a header the handler set is kept. */
  answerHeaders: Readonly<Record<string, string>>;
}

type Step = (request: ApiRequest, admission: ApiAdmission) => void;

export function createApiSteps(options: ApiStepsOptions): ApiSteps {
  const trusted = new Set(options.trustedOrigins);
  let warnedForwardedFor = false;

  const steps: Step[] = [
    // Before anything reads the body or the database: a browser marked it as sent by another site.
    function refuseCrossSite(request) {
      const facts = { method: request.method, origin: request.header("origin"), fetchSite: request.header("sec-fetch-site") };
      if (isCrossSiteWrite(facts, trusted)) throw new AppError("BAD_ORIGIN");
    },
    function refuseNonJsonBody(request) {
      if (request.method === "GET" || request.method === "HEAD") return;
      if (!hasBody(request) || options.takesForm(request.method, request.path)) return;
      if (!isJsonContentType(request.header("content-type"))) throw new AppError("UNSUPPORTED_MEDIA_TYPE");
    },
    function resolveClient(request, admission) {
      const forwardedFor = request.header("x-forwarded-for");
      admission.clientIp = resolveClientIp(request.socketIp, forwardedFor, options.trustProxyHops);
      // Once per process: a proxy in front that we do not trust makes every client one address.
      if (forwardedFor && options.trustProxyHops === 0 && !warnedForwardedFor) {
        warnedForwardedFor = true;
        options.logger.warn(
          { socketIp: request.socketIp },
          "X-Forwarded-For arrived but TRUST_PROXY_HOPS is 0, so it is ignored: every client behind that proxy shares its address and its rate limits. Set TRUST_PROXY_HOPS to the number of proxies in front of the server.",
        );
      }
    },
  ];

  return {
    admit(request) {
      const admission: ApiAdmission = { clientIp: "" };
      for (const step of steps) step(request, admission);
      return admission;
    },
    answerHeaders: Object.freeze({
      ...securityHeaderRecord(options.security, "plain"),
      // API answers are per user and per moment: no shared cache or browser keeps them.
      "cache-control": "no-store",
    }),
  };
}

/** A body is declared by a non-zero length or a chunked transfer (over HTTP one of them always is). */
function hasBody(request: ApiRequest): boolean {
  const length = request.header("content-length");
  if (length !== undefined) return length.trim() !== "0";
  return request.header("transfer-encoding") !== undefined || request.hasBodyStream();
}

function isJsonContentType(value: string | undefined): boolean {
  return value !== undefined && /^application\/json\s*(?:;|$)/i.test(value.trim());
}

/**
 * The steps on the main middleware stack, for every `/api/*` request: the answer headers outside,
 * so that they also reach an answer to a request the checks refused, then the checks.
 */
export function apiStepsMiddleware(steps: ApiSteps): MiddlewareHandler<{ Variables: ClientIpVariables }>[] {
  const answerHeaders = Object.entries(steps.answerHeaders);
  return [
    async (c, next) => {
      await next();
      const headers = c.res.headers;
      for (const [name, value] of answerHeaders) if (!headers.has(name)) headers.set(name, value);
    },
    async (c, next) => {
      const { clientIp } = steps.admit({
        method: c.req.method,
        path: c.req.path,
        header: (name) => c.req.header(name),
        socketIp: socketAddress(c),
        // Only without a Node request (tests): over HTTP a bodiless DELETE still gets a (empty) stream.
        hasBodyStream: () => !nodeRequest(c) && c.req.raw.body !== null,
      });
      c.set("clientIp", clientIp);
      await next();
    },
  ];
}
