// Test-only: a real OpenAI-compatible peer on 127.0.0.1, so the official SDK is exercised over
// HTTP end to end (headers, retries, timeouts, aborts) instead of against a mock.
import { createServer, type IncomingHttpHeaders } from "node:http";
import { listenForThisFile, listenOnLoopback } from "./listen-on-loopback";

export interface ChatRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: { model: string; messages: { role: string; content: string }[]; response_format?: unknown };
}

/** A chat completion whose message is `content`, or a raw status and JSON body; `delayMs` holds it back. */
export type ChatReply = ({ content: string } | { status: number; body: unknown }) & { delayMs?: number };

/** The chat-completions response a provider sends for `content`. */
function completion(model: string, content: string) {
  return {
    id: "chatcmpl-loopback",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, finish_reason: "stop", logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/**
 * Serves POST /v1/chat/completions with `answer`'s reply to each request and records every
 * request; closed after the file's tests.
 */
export async function startLoopbackChatServer(answer: (request: ChatRequest) => ChatReply) {
  const requests: ChatRequest[] = [];
  const server = createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    req.on("end", () => {
      const request = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: JSON.parse(raw) as ChatRequest["body"],
      };
      requests.push(request);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (request.url !== "/v1/chat/completions" || request.method !== "POST")
        return send(404, { error: { message: "Not found" } });
      const reply = answer(request);
      const respond = () =>
        "status" in reply ? send(reply.status, reply.body) : send(200, completion(request.body.model, reply.content));
      if (reply.delayMs) setTimeout(respond, reply.delayMs);
      else respond();
    });
  });
  const port = await listenForThisFile(server);
  return {
    /** What an OpenAI client takes as its base URL. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    /** Every request received, oldest first. */
    requests,
  };
}

export type LoopbackChatServer = Awaited<ReturnType<typeof startLoopbackChatServer>>;

/** A base URL on 127.0.0.1 where nothing listens: a port just freed, so connecting is refused. */
export async function unreachableBaseUrl() {
  const closed = createServer();
  const port = await listenOnLoopback(closed);
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}
