import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../db/database";
import { mailOutbox } from "../../db/schema/platform";
import { AppError } from "../../lib/app-error";
import { isLoopbackAddress } from "../../lib/is-loopback";
import type { ClientIpVariables } from "../../middleware/client-ip";

/**
 * The outbox as JSON for the /dev/mailbox page. Mounted only when config.ts allows it (an http
 * loopback PUBLIC_URL, outside production), and answered only to this machine: the server
 * listens on every interface by default, and this page shows anyone's reset link.
 */
export function mailboxRoutes(db: Database, trustProxyHops: number) {
  const app = new Hono<{ Variables: ClientIpVariables }>();
  app.get("/api/dev/mailbox", async (c) => {
    // A proxy we were not told about (a forwarding header with no trusted hop) may relay anyone from loopback.
    const relayed = trustProxyHops === 0 && (c.req.header("x-forwarded-for") ?? c.req.header("forwarded")) !== undefined;
    if (relayed || !isLoopbackAddress(c.get("clientIp"))) throw new AppError("NOT_FOUND");
    const to = c.req.query("to")?.trim().toLowerCase();
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(50);
    return c.json({ messages: rows.map(({ id, to, subject, text, createdAt }) => ({ id, to, subject, text, createdAt })) });
  });
  return app;
}
