import type { SpamRefusalsReply } from "@sondar/core/responses/spam-refusals";
import { Hono } from "hono";
import type { Database } from "../../db/database";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import { countSpamRefusals } from "./count-spam-refusals";

/** The spam shield's endpoints (docs/decisions/236-spam-shield.md): the creator's refusal count. */
export function spamShieldRoutes(deps: { auth: Auth; db: Database }) {
  const app = new Hono<{ Variables: UserVariables }>();

  app.get("/api/surveys/:id/spam-refusals", requireUser(deps.auth), async (c) =>
    c.json((await countSpamRefusals(deps.db, c.get("actor"), c.req.param("id"))) satisfies SpamRefusalsReply),
  );

  return app;
}
