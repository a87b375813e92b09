import { passkeyNameSchema } from "@sondar/core/auth/account-security";
import { emailSchema, passwordResetRequestSchema } from "@sondar/core/auth/credential-schemas";
import { userNameSchema } from "@sondar/core/user/user-name";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/auth";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";
import { parseJsonText, parseWith, readJsonBody } from "../../lib/validate";
import { CLIENT_IP_HEADER, type ClientIpVariables } from "../../middleware/client-ip";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import type { Auth } from "./create-auth";
import { signInWithAccountLimit } from "./sign-in-attempts";

/** Reset requests allowed per address and per e-mail in ten minutes. */
export const RESET_LIMIT = { window: 600, max: 5 };

/** The auth library's routes that take a user's name: sign-up requires one, the profile may change it. */
const NAME_BODIES: Record<string, z.ZodType<{ name?: string }>> = {
  "/api/auth/sign-up/email": z.object({ name: userNameSchema }),
  "/api/auth/update-user": z.object({ name: userNameSchema.optional() }),
  // A passkey's name, given when it is added or renamed (docs/decisions/282-passkeys.md).
  "/api/auth/passkey/verify-registration": z.object({ name: passkeyNameSchema.optional() }),
  "/api/auth/passkey/update-passkey": z.object({ name: passkeyNameSchema }),
};

const SIGN_IN_PATH = "/api/auth/sign-in/email";
const CHANGE_PASSWORD_PATH = "/api/auth/change-password";

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
    return c.body(null, 204);
  });

  // Teams have their own endpoints with our rules; the library's would be a second, laxer way in
  // (docs/decisions/080-teams-on-our-own-endpoints.md).
  app.all("/api/auth/organization/*", () => {
    throw new AppError("NOT_FOUND");
  });

  // Turning two-factor sign-in off takes a current code as well as the password: our route
  // (modules/account-security) checks both; the library's asks only the password
  // (docs/decisions/280-two-factor-sign-in.md).
  app.all("/api/auth/two-factor/disable", () => {
    throw new AppError("NOT_FOUND");
  });

  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    // Hand the auth library the address we trust, never one the client wrote itself.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get("clientIp"));
    if (c.req.method !== "POST") return auth.handler(new Request(c.req.raw, { headers }));
    // Read once, here, so names are checked by our rule and sign-in attempts counted per account.
    const text = await c.req.text();
    const body = parseJsonText(text);
    const forwarded = withCheckedName(c.req.path, body) ?? withOtherSessionsEnded(c.req.path, body) ?? text;
    headers.delete("content-length");
    const signIn = () => auth.handler(new Request(c.req.url, { method: "POST", headers, body: forwarded }));
    const email = c.req.path === SIGN_IN_PATH && isRecord(body) ? emailSchema.safeParse(body.email) : undefined;
    return email?.success ? signInWithAccountLimit(db, email.data, now(), signIn) : signIn();
  });

  return app;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A password change always ends the account's other sessions, whatever the client asked: whoever
 * changes it may be shutting out someone who learned the old one
 * (docs/decisions/283-signed-in-devices.md). Undefined for every other route.
 */
function withOtherSessionsEnded(path: string, body: unknown): string | undefined {
  if (path !== CHANGE_PASSWORD_PATH || !isRecord(body)) return undefined;
  return JSON.stringify({ ...body, revokeOtherSessions: true });
}

/** The body with its name checked and trimmed, for the routes that take one; undefined for the rest. */
function withCheckedName(path: string, body: unknown): string | undefined {
  const schema = NAME_BODIES[path];
  if (!schema || !isRecord(body) || (path === "/api/auth/update-user" && !("name" in body))) return undefined;
  return JSON.stringify({ ...body, name: parseWith(schema, body).name });
}
