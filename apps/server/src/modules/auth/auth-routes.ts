import { passwordResetRequestSchema } from "@sondar/core/auth/credential-schemas";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/auth";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";
import { parseWith, readJsonBody } from "../../lib/validate";
import { CLIENT_IP_HEADER, type ClientIpVariables } from "../../middleware/client-ip";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import type { Auth } from "./create-auth";

/** Reset requests allowed per address and per e-mail in ten minutes. */
export const RESET_LIMIT = { window: 600, max: 5 };

interface AuthRouteDeps {
  auth: Auth;
  db: Database;
  logger: Logger;
  supportEmail: string;
  now: () => Date;
}

export function authRoutes({ auth, db, logger, supportEmail, now }: AuthRouteDeps) {
  const app = new Hono<{ Variables: ClientIpVariables }>();

  // The forgot-password dialog says when no account has the address, so this endpoint checks
  // first; the rate limit keeps that from becoming a lookup service
  // (docs/decisions/003-password-reset-says-when-no-account-exists.md).
  app.post("/api/account/password-reset", async (c) => {
    const { email } = parseWith(passwordResetRequestSchema, await readJsonBody(c, {}));
    const at = now();
    if (!(await consumeRateLimit(db, `reset:ip:${c.get("clientIp")}`, RESET_LIMIT, at))) throw new AppError("RESET_RATE_LIMITED");

    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (!user) throw new AppError("NO_ACCOUNT_FOR_EMAIL");
    // Counted per address only when a mail would go out, so probes cannot lock an account's reset.
    if (!(await consumeRateLimit(db, `reset:email:${email}`, RESET_LIMIT, at))) throw new AppError("RESET_RATE_LIMITED");

    try {
      await auth.api.requestPasswordReset({ body: { email, redirectTo: "/login?reset=true" } });
    } catch (error) {
      logger.error({ err: error }, "password reset mail failed");
      throw new AppError("RESET_MAIL_UNAVAILABLE", {
        message: `Password reset is temporarily unavailable. Please contact ${supportEmail}.`,
      });
    }
    return c.json({ ok: true });
  });

  app.on(["GET", "POST"], "/api/auth/*", (c) => {
    // Hand the auth library the address we trust, never one the client wrote itself.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get("clientIp"));
    return auth.handler(new Request(c.req.raw, { headers }));
  });

  return app;
}
