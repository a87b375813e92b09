import type { Server } from "node:http";
import type { Http2SecureServer, Http2Server } from "node:http2";

/** How often connections that went idle during the drain are closed. */
const IDLE_SWEEP_MS = 50;

/**
 * Stops `server` taking connections and lets the requests in hand finish
 * (docs/decisions/270-graceful-shutdown.md): from now on each answer says `Connection: close`,
 * connections are closed as soon as they are idle, and those still busy after `graceMs` are
 * cut. Resolves once every connection is closed; `forced` tells whether some had to be cut.
 */
export function drainHttpServer(server: Server | Http2Server | Http2SecureServer, graceMs: number): Promise<{ forced: boolean }> {
  const http = server as Server;
  // A keep-alive client is told with the answer it is waiting for, so it does not send another.
  http.on("request", (_req, res) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
  });
  return new Promise((resolve) => {
    let forced = false;
    const sweep = setInterval(() => http.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(() => {
      forced = true;
      http.closeAllConnections();
    }, graceMs);
    http.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      resolve({ forced });
    });
    http.closeIdleConnections();
  });
}
