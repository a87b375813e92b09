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
  return async (c, next) => {
    const user = await getSessionUser(auth, c.req.raw.headers);
    if (!user) throw new AppError("UNAUTHENTICATED");
    c.set("user", user);
    c.set("actor", userActor(user.id));
    await next();
  };
}

export function getUser(c: Context<{ Variables: UserVariables }>): SessionUser {
  return c.get("user");
}
