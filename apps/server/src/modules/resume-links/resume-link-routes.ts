import type { ResumeLinkReply, ResumeReply } from "@sondar/core/respondent/public-survey-replies";
import { Hono } from "hono";
import { readJsonBody } from "../../lib/validate";
import type { ClientIpVariables } from "../../middleware/client-ip";
import { makeResumeLink, openResumeLink, type ResumeLinkDeps } from "./resume-link-service";

/**
 * "Continue on another device" (docs/decisions/237-resume-links.md), without an account: making
 * a link for the caller's own partial response (optionally mailed), and opening one. The token
 * travels in the body, never in a path or query a log would keep.
 */
export function resumeLinkRoutes(deps: ResumeLinkDeps) {
  const app = new Hono<{ Variables: ClientIpVariables }>();

  app.post("/api/public/surveys/:shareId/resume-links", async (c) => {
    const input = { ip: c.get("clientIp"), shareId: c.req.param("shareId"), body: await readJsonBody(c, {}) };
    return c.json((await makeResumeLink(deps, input)) satisfies ResumeLinkReply, 201);
  });

  app.post("/api/public/surveys/:shareId/resume", async (c) => {
    const input = { ip: c.get("clientIp"), shareId: c.req.param("shareId"), body: await readJsonBody(c, {}) };
    return c.json((await openResumeLink(deps, input)) satisfies ResumeReply);
  });

  return app;
}
