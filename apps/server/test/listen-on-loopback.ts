// Test-only: HTTP peers on 127.0.0.1 for the adapters' tests.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll } from "vitest";

/** Listens on a free port of 127.0.0.1; resolves with the port. */
export const listenOnLoopback = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));

/** Listens on 127.0.0.1 and closes the server after the file's tests; resolves with the port. */
export async function listenForThisFile(server: Server): Promise<number> {
  const port = await listenOnLoopback(server);
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        // SDKs keep connections alive; close them so the server stops at once.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return port;
}
