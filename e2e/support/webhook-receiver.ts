import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

export interface ReceivedDelivery {
  /** The `webhook-id` header. */
  id: string;
  body: string;
  headers: IncomingHttpHeaders;
}

/**
 * A webhook receiver on loopback for the spec file (the e2e server allows private targets, see
 * global-setup.ts), recording each delivery's id, raw body and headers and answering 200 "thanks".
 */
export function useWebhookReceiver() {
  const received: ReceivedDelivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        id: String(request.headers["webhook-id"]),
        body: Buffer.concat(chunks).toString("utf8"),
        headers: request.headers,
      });
      response.writeHead(200, { "content-type": "text/plain" }).end("thanks");
    });
  });
  let url = "";

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sondar`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  return {
    received,
    /** Where it listens (known once the file's hooks ran). */
    url: () => url,
    /** Resolves once `count` deliveries arrived; fails after about 20 s. */
    async waitFor(count: number): Promise<void> {
      for (let i = 0; i < 200 && received.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      if (received.length < count) throw new Error(`timed out waiting for delivery ${count} (got ${received.length})`);
    },
  };
}
