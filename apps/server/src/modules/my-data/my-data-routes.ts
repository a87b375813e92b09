import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { createGunzip } from "node:zlib";
import { Hono } from "hono";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import type { JobRunner } from "../../jobs/create-job-runner";
import { AppError } from "../../lib/app-error";
import type { Auth } from "../auth/create-auth";
import { requireUser, requireUserOrSignIn, type UserVariables } from "../auth/require-user";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { requestMyData } from "./my-data-jobs";
import { myDataStorageKey, myDataTokenExpiry } from "./my-data-link";

/** Requests per user per hour: each builds a whole archive (decision 294). */
const REQUESTS_PER_HOUR = 3;

/** "Download my data" (docs/decisions/294-download-my-data.md). */
export function myDataRoutes(deps: {
  auth: Auth;
  db: Database;
  storage: StorageAdapter;
  jobs: () => JobRunner;
  now: () => Date;
}) {
  const app = new Hono<{ Variables: UserVariables }>();
  const signedIn = requireUser(deps.auth);

  // Needs no plan, like deleting the account: an expired trial still owns its data.
  app.post("/api/account/data-export", signedIn, async (c) => {
    const userId = c.get("user").id;
    const allowed = await consumeRateLimit(deps.db, `my-data:${userId}`, { window: 3600, max: REQUESTS_PER_HOUR }, deps.now());
    if (!allowed) throw new AppError("RATE_LIMITED");
    await requestMyData(deps.jobs(), userId);
    return c.json({ queued: true }, 202);
  });

  // The archive is found under the signed-in user's own id: another user's session names a key
  // nothing is stored under, so they get the same 404 as a wrong token. The link comes by mail:
  // opened signed out in a browser, it goes by the sign-in page.
  app.get("/api/account/data-export/:token", requireUserOrSignIn(deps.auth), async (c) => {
    const token = c.req.param("token");
    const expires = myDataTokenExpiry(token);
    if (!expires) throw new AppError("DATA_EXPORT_NOT_FOUND");
    const key = myDataStorageKey(c.get("user").id, token);
    if (expires.getTime() <= deps.now().getTime()) {
      // The prune job deletes it too; this keeps an expired archive from lingering should it lag.
      await deps.storage.delete(key);
      throw new AppError("DATA_EXPORT_EXPIRED");
    }
    const stored = await deps.storage.get(key);
    if (!stored) throw new AppError("DATA_EXPORT_NOT_FOUND");
    const day = deps.now().toISOString().slice(0, 10);
    const plain = c.req.query("format") === "json";
    const body =
      stored.body instanceof Uint8Array
        ? Readable.from([Buffer.from(stored.body)])
        : Readable.fromWeb(stored.body as WebReadableStream<Uint8Array>);
    const out = plain ? body.pipe(createGunzip()) : body;
    return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, {
      headers: {
        "content-type": plain ? "application/json; charset=utf-8" : "application/gzip",
        "content-disposition": `attachment; filename="sondar-my-data-${day}.json${plain ? "" : ".gz"}"`,
        "cache-control": "private, no-store",
        ...(plain ? {} : { "content-length": String(stored.size) }),
      },
    });
  });

  return app;
}
