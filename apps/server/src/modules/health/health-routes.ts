import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../db/database";

export function healthRoutes(db: Database, databaseKind: string) {
  const app = new Hono();
  app.get("/api/health", async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: "ok", database: databaseKind });
    } catch {
      return c.json({ status: "error", database: databaseKind }, 503);
    }
  });
  return app;
}
