import {
  deleteResponsesSchema,
  responseListQuerySchema,
  responseListRequestSchema,
  type DeleteResponsesReply,
} from "@sondar/core/responses/response-list";
import { requestClientIp } from "../../middleware/client-ip";
import { Hono } from "hono";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import { parseWith, readJsonBody } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import { deleteSurveyResponses } from "./delete-survey-responses";
import { listSurveyResponses, summarizeSurveyResponses, timeAndDropOffOf } from "./read-survey-responses";

const summaryQuerySchema = responseListQuerySchema.pick({ status: true });

export interface ResponsesRouteDeps {
  auth: Auth;
  db: Database;
  storage: StorageAdapter;
  logger: Logger;
  now: () => Date;
}

/** The creator's view of collected responses: the paged list, per-question summaries, bulk delete. */
export function responsesRoutes({ auth, db, storage, logger, now }: ResponsesRouteDeps) {
  const app = new Hono<{ Variables: UserVariables }>();
  // On each route rather than a path pattern, so other modules' routes under /responses/ are left alone.
  const signedIn = requireUser(auth);

  app.get("/api/surveys/:id/responses", signedIn, async (c) => {
    const query = parseWith(responseListRequestSchema, c.req.query());
    return c.json(await listSurveyResponses(db, c.get("actor"), { surveyId: c.req.param("id"), query }));
  });

  app.get("/api/surveys/:id/responses/summary", signedIn, async (c) => {
    const { status } = parseWith(summaryQuerySchema, c.req.query());
    return c.json(await summarizeSurveyResponses(db, c.get("actor"), { surveyId: c.req.param("id"), status }));
  });

  app.get("/api/surveys/:id/responses/time-and-drop-off", signedIn, async (c) => {
    return c.json(await timeAndDropOffOf(db, c.get("actor"), { surveyId: c.req.param("id") }));
  });

  app.post("/api/surveys/:id/responses/delete", signedIn, async (c) => {
    const { ids } = parseWith(deleteResponsesSchema, await readJsonBody(c));
    const reply = await deleteSurveyResponses({ db, storage, logger }, c.get("actor"), {
      surveyId: c.req.param("id"),
      ids,
      now: now(),
      ip: requestClientIp(c),
    });
    return c.json(reply satisfies DeleteResponsesReply);
  });

  return app;
}
