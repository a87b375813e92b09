import {
  findRespondentQuerySchema,
  respondentRequestSchema,
  type EraseRespondentReply,
} from "@sondar/core/responses/respondent-search";
import { requestClientIp } from "../../middleware/client-ip";
import { Hono } from "hono";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import { parseWith, readJsonBody } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import { eraseRespondent, exportRespondent, findRespondent } from "./respondent-rights";

export interface RespondentRoutesDeps {
  auth: Auth;
  db: Database;
  storage: StorageAdapter;
  logger: Logger;
  now: () => Date;
}

/**
 * A respondent's data rights on one survey (docs/decisions/291-respondent-rights.md): find their
 * responses by a value they gave, export them as JSON, erase them. The value travels in a POST
 * body, never in an address, so no access log keeps it.
 */
export function respondentRoutes({ auth, db, storage, logger, now }: RespondentRoutesDeps) {
  const app = new Hono<{ Variables: UserVariables }>();
  const signedIn = requireUser(auth);
  const deps = { db, storage, logger };

  app.post("/api/surveys/:id/respondent/find", signedIn, async (c) => {
    const query = parseWith(findRespondentQuerySchema, await readJsonBody(c));
    return c.json(await findRespondent(deps, c.get("actor"), { surveyId: c.req.param("id"), query, now: now() }));
  });

  app.post("/api/surveys/:id/respondent/export", signedIn, async (c) => {
    const { value } = parseWith(respondentRequestSchema, await readJsonBody(c));
    const archive = await exportRespondent(deps, c.get("actor"), {
      surveyId: c.req.param("id"),
      value,
      now: now(),
      ip: requestClientIp(c),
    });
    c.header("Cache-Control", "no-store");
    c.header("Content-Disposition", 'attachment; filename="respondent-data.json"');
    return c.json(archive);
  });

  app.post("/api/surveys/:id/respondent/erase", signedIn, async (c) => {
    const { value } = parseWith(respondentRequestSchema, await readJsonBody(c));
    const reply = await eraseRespondent(deps, c.get("actor"), {
      surveyId: c.req.param("id"),
      value,
      now: now(),
      ip: requestClientIp(c),
    });
    return c.json(reply satisfies EraseRespondentReply);
  });

  return app;
}
