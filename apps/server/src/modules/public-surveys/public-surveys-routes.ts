import { Hono } from "hono";
import type { Database } from "../../db/database";
import type { ClientIpVariables } from "../../middleware/client-ip";
import { PUBLIC_READS_PER_MINUTE, publicRateLimit, requirePublicRateLimit } from "../rate-limit/public-rate-limit";
import { getPublicSurveyPayload, surveyNotPublished } from "./published-survey";

/** GET /api/public/surveys/:shareId: a published survey as respondents see it, no account needed. */
export function publicSurveysRoutes(deps: { db: Database; productName: string; now: () => Date; spamShieldKey: string }) {
  const { db, now } = deps;
  const app = new Hono<{ Variables: ClientIpVariables }>();

  app.get("/api/public/surveys/:shareId", async (c) => {
    await requirePublicRateLimit(db, publicRateLimit(c.get("clientIp"), "read", PUBLIC_READS_PER_MINUTE, now()));
    const payload = await getPublicSurveyPayload(db, c.req.param("shareId"), {
      productName: deps.productName,
      now: now(),
      spamShieldKey: deps.spamShieldKey,
    });
    if (!payload) throw surveyNotPublished();
    c.header("Cache-Control", "no-store");
    return c.json(payload);
  });

  return app;
}
