// Test-only: webhook receivers on loopback that verify each delivery with the `standardwebhooks` package.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Webhook } from "standardwebhooks";
import { listenForThisFile } from "../../../test/listen-on-loopback";

export interface ReceivedWebhook {
  id: string;
  type: string;
  data: Record<string, unknown>;
  /** Whether its signature verified with the endpoint's secret at the time. */
  verified: boolean;
}

/**
 * A receiver on 127.0.0.1. `answer` decides each request's status (default 200) or, returning
 * "hang", never answers (a dead endpoint); `hold`, when given, is awaited before answering (a
 * slow endpoint the test lets go). `secret` is read at each request, so a test can set it once
 * the endpoint exists.
 */
export async function startWebhookReceiver(
  options: { answer?: (count: number) => number | "hang"; hold?: () => Promise<void> } = {},
) {
  const received: ReceivedWebhook[] = [];
  const state = { secret: "", requests: 0, hanging: 0 };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const count = (state.requests += 1);
      if (options.hold) void options.hold().then(() => reply(count));
      else reply(count);
    });
    const reply = (count: number) => {
      const answer = options.answer?.(count) ?? 200;
      if (answer === "hang") {
        state.hanging += 1;
        request.socket.on("close", () => (state.hanging -= 1));
        return;
      }
      const body = Buffer.concat(chunks).toString("utf8");
      if (answer >= 200 && answer < 300) {
        let verified = false;
        let parsed = JSON.parse(body) as { type: string; data: Record<string, unknown> };
        try {
          parsed = new Webhook(state.secret).verify(body, request.headers as Record<string, string>) as typeof parsed;
          verified = true;
        } catch {
          verified = false;
        }
        received.push({ id: String(request.headers["webhook-id"]), type: parsed.type, data: parsed.data, verified });
      }
      response.writeHead(answer, { "content-type": "text/plain" });
      response.end(answer < 300 ? "ok" : "receiver is down");
    };
  });
  const port = await listenForThisFile(server);
  return { url: `http://127.0.0.1:${port}/hook`, port, received, state };
}
