import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "../../lib/app-error";
import type { Auth } from "./create-auth";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
}

export type UserVariables = { user: SessionUser };

/** Loads the session from the cookie, or refuses with 'User not authenticated'. */
export function requireUser(auth: Auth): MiddlewareHandler<{ Variables: UserVariables }> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session?.user) throw new AppError("UNAUTHENTICATED");
    const { id, name, email, emailVerified } = session.user;
    c.set("user", { id, name, email, emailVerified });
    await next();
  };
}

export function getUser(c: Context<{ Variables: UserVariables }>): SessionUser {
  return c.get("user");
}
