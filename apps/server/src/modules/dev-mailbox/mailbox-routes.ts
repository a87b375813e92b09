import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../db/database";
import { mailOutbox } from "../../db/schema/platform";

/** The outbox as JSON for the /dev/mailbox page; mounted only outside production. */
export function mailboxRoutes(db: Database) {
  const app = new Hono();
  app.get("/api/dev/mailbox", async (c) => {
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
