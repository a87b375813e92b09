import { CONTACT_PATH } from "@sondar/core/site/contact-form";
import { Hono } from "hono";
import type { ClientIpVariables } from "../../middleware/client-ip";
import { readJsonBody } from "../../lib/validate";
import { receiveContactForm, type ContactDeps } from "./send-contact-message";

/** POST /api/contact: the public contact form, no account needed. */
export function contactRoutes(deps: ContactDeps) {
  const app = new Hono<{ Variables: ClientIpVariables }>();
  app.post(CONTACT_PATH, async (c) => {
    const { status, reply } = await receiveContactForm(deps, c.get("clientIp"), await readJsonBody(c, null));
    return c.json(reply, status);
  });
  return app;
}
