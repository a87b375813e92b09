import http from "node:http";
import https from "node:https";
import { WEBHOOK_RESPONSE_EXCERPT_LENGTH } from "@sondar/core/webhooks/webhook-delivery-rules";
import { guardedLookup, isPublicAddress, literalAddress, WebhookTargetRefused } from "./webhook-target";

/** What one attempt came to: the receiver's status (null: no answer), how long it took, and what it said. */
export interface WebhookAttemptResult {
  status: number | null;
  durationMs: number;
  /** The start of the answer's body, or what went wrong. */
  excerpt: string;
}

export interface PostWebhookOptions {
  url: string;
  body: string;
  headers: Record<string, string>;
  /** The whole attempt, redirects included, ends after this long. */
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: the operator lets deliveries reach private addresses. */
  allowPrivate: boolean;
}

const MAX_REDIRECTS = 3;
/** Bytes of an answer read at most: enough for the excerpt, never a receiver's whole page. */
const MAX_BODY_BYTES = 4096;

// Kept-alive connections: a busy endpoint is sent many events, and each name is checked when its connection opens.
const agents = { "http:": new http.Agent({ keepAlive: true }), "https:": new https.Agent({ keepAlive: true }) };

interface OneAnswer {
  status: number;
  location: string | null;
  text: string;
}

function postOnce(url: URL, options: PostWebhookOptions, signal: AbortSignal): Promise<OneAnswer> {
  return new Promise((resolve, reject) => {
    // A host written as an address opens no lookup: check it here.
    const literal = literalAddress(url.hostname);
    if (literal && !options.allowPrivate && !isPublicAddress(literal)) return reject(new WebhookTargetRefused(literal));
    const transport = url.protocol === "https:" ? https : http;
    const request = transport.request(
      url,
      {
        method: "POST",
        agent: agents[url.protocol as "http:" | "https:"],
        lookup: guardedLookup(options.allowPrivate),
        headers: {
          "content-type": "application/json",
          "user-agent": "Sondar-Webhooks/1",
          "content-length": String(Buffer.byteLength(options.body)),
          ...options.headers,
        },
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () =>
          resolve({
            status: response.statusCode ?? 0,
            location: typeof response.headers.location === "string" ? response.headers.location : null,
            text: Buffer.concat(chunks).toString("utf8"),
          });
        response.on("data", (chunk: Buffer) => {
          if (size >= MAX_BODY_BYTES) return;
          chunks.push(chunk);
          size += chunk.length;
          if (size >= MAX_BODY_BYTES) {
            // Enough read: drop the rest (and the connection with it).
            response.destroy();
            finish();
          }
        });
        response.on("end", finish);
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

function describeFailure(error: unknown, timedOut: boolean): string {
  if (timedOut) return "No answer within the time limit";
  if (error instanceof WebhookTargetRefused) return `Refused: ${error.address} is not a public address`;
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === "string" ? `${code}: ${message}` : message;
}

/**
 * POSTs one delivery, following at most 3 redirects, each to an address checked again
 * (docs/decisions/183-webhook-ssrf-guard.md); the time limit covers the whole attempt. Never
 * throws: a failure is an attempt without a status.
 */
export async function postWebhook(options: PostWebhookOptions): Promise<WebhookAttemptResult> {
  const started = performance.now();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const durationMs = () => Math.round(performance.now() - started);
  try {
    let url = new URL(options.url);
    for (let redirects = 0; ; redirects += 1) {
      const answer = await postOnce(url, options, controller.signal);
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        const next = new URL(answer.location, url);
        if (redirects >= MAX_REDIRECTS || (next.protocol !== "http:" && next.protocol !== "https:")) {
          return { status: answer.status, durationMs: durationMs(), excerpt: `Redirect not followed: ${next.href}` };
        }
        url = next;
        continue;
      }
      return { status: answer.status, durationMs: durationMs(), excerpt: answer.text.slice(0, WEBHOOK_RESPONSE_EXCERPT_LENGTH) };
    }
  } catch (error) {
    return { status: null, durationMs: durationMs(), excerpt: describeFailure(error, timedOut) };
  } finally {
    clearTimeout(timer);
  }
}
