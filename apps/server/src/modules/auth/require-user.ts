import { signInPath } from "@sondar/core/auth/return-path";
import { userActor, type Actor } from "@sondar/core/teams/actor";
import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "../../lib/app-error";
import type { Auth } from "./create-auth";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
}

/** The session's user, and the same user as the actor services take (docs/decisions/170-actors-and-services.md). */
export type UserVariables = { user: SessionUser; actor: Actor };

/** The user of the session cookie in `headers`, or null. */
export async function getSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers });
  if (!session?.user) return null;
  const { id, name, email, emailVerified } = session.user;
  return { id, name, email, emailVerified };
}

/** Loads the session from the cookie, or refuses with 'User not authenticated'. */
export function requireUser(auth: Auth): MiddlewareHandler<{ Variables: UserVariables }> {
  return signedInOr(auth, () => {
    throw new AppError("UNAUTHENTICATED");
  });
}

/**
 * As requireUser, for an address mailed to its user (a download): a browser that opens it signed
 * out is sent to sign in and back here, where any other client still gets the 401.
 */
export function requireUserOrSignIn(auth: Auth): MiddlewareHandler<{ Variables: UserVariables }> {
  return signedInOr(auth, (c) => {
    if (!/\btext\/html\b/.test(c.req.header("accept") ?? "")) throw new AppError("UNAUTHENTICATED");
    const url = new URL(c.req.url);
    return c.redirect(signInPath(url.pathname + url.search), 302);
  });
}

function signedInOr(
  auth: Auth,
  signedOut: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler<{ Variables: UserVariables }> {
  return async (c, next) => {
    const user = await getSessionUser(auth, c.req.raw.headers);
    if (!user) return signedOut(c);
    c.set("user", user);
    c.set("actor", userActor(user.id));
    await next();
    return undefined;
  };
}

export function getUser(c: Context<{ Variables: UserVariables }>): SessionUser {
  return c.get("user");
}
