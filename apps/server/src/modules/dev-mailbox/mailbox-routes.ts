import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../db/database";
import { mailOutbox } from "../../db/schema/platform";
import { AppError } from "../../lib/app-error";
import { isLoopbackAddress } from "../../lib/is-loopback";
import type { ClientIpVariables } from "../../middleware/client-ip";

/**
 * The outbox as JSON for the /dev/mailbox page. Mounted only when config.ts allows it (mail
 * going to the outbox, an http loopback PUBLIC_URL, outside production), and answered only to
 * this machine at PUBLIC_URL's host: the server listens on every interface by default, and this
 * page shows anyone's reset link. The host check stops another site that a browser on this
 * machine visits, its name pointed at 127.0.0.1 (DNS rebinding), from reading the page as its
 * own: that browser sends the other site's name as Host (docs/decisions/262-dev-mailbox-host.md).
 */
export function mailboxRoutes(db: Database, options: { trustProxyHops: number; publicUrl: string }) {
  const app = new Hono<{ Variables: ClientIpVariables }>();
  const publicHost = new URL(options.publicUrl).hostname;
  app.get("/api/dev/mailbox", async (c) => {
    // A proxy we were not told about (a forwarding header with no trusted hop) may relay anyone from loopback.
    const relayed = options.trustProxyHops === 0 && (c.req.header("x-forwarded-for") ?? c.req.header("forwarded")) !== undefined;
    // The request's URL is built from its Host header; any port, so the dev server's proxy passes.
    const elsewhere = new URL(c.req.url).hostname !== publicHost;
    if (relayed || elsewhere || !isLoopbackAddress(c.get("clientIp"))) throw new AppError("NOT_FOUND");
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
