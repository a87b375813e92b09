import type { SpamRefusalsReply } from "@sondar/core/responses/spam-refusals";
import { Hono } from "hono";
import type { Database } from "../../db/database";
import type { ClientIpVariables } from "../../middleware/client-ip";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import { findPublishedSurvey, surveyNotPublished } from "../public-surveys/published-survey";
import { PUBLIC_READS_PER_MINUTE, publicRateLimit, requirePublicRateLimit } from "../rate-limit/public-rate-limit";
import { countSpamRefusals } from "./count-spam-refusals";
import { createSpamChallenge } from "./spam-challenge";

/**
 * The spam shield's endpoints (docs/decisions/236-spam-shield.md): the proof-of-work challenge
 * of a survey that asks for one, and the creator's refusal count.
 */
export function spamShieldRoutes(deps: { auth: Auth; db: Database; key: string; now: () => Date }) {
  const { db, now } = deps;
  const app = new Hono<{ Variables: UserVariables & ClientIpVariables }>();

  app.get("/api/public/surveys/:shareId/challenge", async (c) => {
    await requirePublicRateLimit(db, publicRateLimit(c.get("clientIp"), "read", PUBLIC_READS_PER_MINUTE, now()));
    const survey = await findPublishedSurvey(db, c.req.param("shareId"));
    if (!survey?.settings.spamChallenge) throw surveyNotPublished();
    c.header("Cache-Control", "no-store");
    return c.json(await createSpamChallenge(deps.key, survey.id, now()));
  });

  app.get("/api/surveys/:id/spam-refusals", requireUser(deps.auth), async (c) =>
    c.json((await countSpamRefusals(db, c.get("actor"), c.req.param("id"))) satisfies SpamRefusalsReply),
  );

  return app;
}
