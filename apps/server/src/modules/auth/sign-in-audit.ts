import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import type { Database } from "../../db/database";
import { CLIENT_IP_HEADER } from "../../middleware/client-ip";
import { recordAudit, userAuditActor } from "../audit-log/record-audit";

/** How a sign-in was made, as its audit entry says it: never a code, a password or a token. */
export type SignInMethod =
  | { method: "password" }
  | { method: "password"; secondFactor: "totp" | "backup_code" | "otp" }
  | { method: "passkey" }
  | { method: "social"; provider: string }
  | { method: "email_verification" };

/** The auth library's routes that can sign someone in, by the method each one stands for. */
const SIGN_IN_ROUTES: Record<string, (ctx: { params?: Record<string, string>; body?: unknown }) => SignInMethod | null> = {
  "/sign-in/email": () => ({ method: "password" }),
  // The second step after a password (the library asks for a code only after /sign-in/email).
  "/two-factor/verify-totp": () => ({ method: "password", secondFactor: "totp" }),
  "/two-factor/verify-backup-code": () => ({ method: "password", secondFactor: "backup_code" }),
  "/two-factor/verify-otp": () => ({ method: "password", secondFactor: "otp" }),
  "/passkey/verify-authentication": () => ({ method: "passkey" }),
  // With a provider's ID token the library signs in at once; otherwise it answers a redirect and
  // the sign-in happens at the callback.
  "/sign-in/social": ({ body }) => {
    const provider = (body as { provider?: unknown } | undefined)?.provider;
    return typeof provider === "string" ? { method: "social", provider } : null;
  },
  "/callback/:id": ({ params }) => (params?.id ? { method: "social", provider: params.id } : null),
  // The link mailed at sign-up signs its reader in (autoSignInAfterVerification).
  "/verify-email": () => ({ method: "email_verification" }),
};

/** The method a route stands for, or null when it is not a sign-in route. */
export function signInMethodOf(path: string, ctx: { params?: Record<string, string>; body?: unknown }): SignInMethod | null {
  return SIGN_IN_ROUTES[path]?.(ctx) ?? null;
}

/**
 * Writes an `auth.sign_in` audit entry for each real sign-in (docs/decisions/293-audit-log.md):
 * with the user as actor, in no organization, with the address our auth routes handed over.
 *
 * An after-hook of its own plugin, listed after two-factor's: plugins' hooks run in order, and
 * two-factor's takes back the session a password step made when a code is still owed, so by
 * then a pending sign-in has no new session. A new session on a request already signed in as
 * the same user (turning two-factor on, a password change, a verified address) is a
 * replacement, not a sign-in.
 */
export function signInAudit(db: Database) {
  return {
    id: "sondar-sign-in-audit",
    hooks: {
      after: [
        {
          matcher: (context) => Boolean(context.path && context.path in SIGN_IN_ROUTES),
          handler: createAuthMiddleware(async (ctx) => {
            const created = ctx.context.newSession;
            if (!created || created.user.id === ctx.context.session?.user.id) return;
            const method = signInMethodOf(ctx.path, { params: ctx.params as Record<string, string> | undefined, body: ctx.body });
            if (!method) return;
            await recordAudit(db, {
              organizationId: null,
              actor: userAuditActor(created.user.id, ctx.headers?.get(CLIENT_IP_HEADER) ?? null),
              action: "auth.sign_in",
              target: { type: "session", id: created.session.id },
              details: method,
            });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
