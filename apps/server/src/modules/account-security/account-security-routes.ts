import {
  disableTwoFactorRequestSchema,
  type AccountSecurityReply,
  type SignedInSessionsReply,
  type SignOutOthersReply,
} from "@sondar/core/auth/account-security";
import { Hono, type Context } from "hono";
import type { GeoAdapter } from "../../adapters/geo/geo-adapter";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { parseWith, readJsonBody } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import { getAccountSecurity } from "./account-security-state";
import { disableTwoFactor } from "./disable-two-factor";
import { endOtherSessions, endSignedInSession, listSignedInSessions } from "./signed-in-sessions";

interface AccountSecurityDeps {
  auth: Auth;
  db: Database;
  geo: GeoAdapter;
  now: () => Date;
}

/** Settings › Security: two-factor state, turning it off, and the signed-in devices (docs/product/accounts-and-organizations.md#security). */
export function accountSecurityRoutes({ auth, db, geo, now }: AccountSecurityDeps) {
  const app = new Hono<{ Variables: UserVariables }>();
  const signedIn = requireUser(auth);

  /** The id of the session the request came with. */
  async function currentSessionId(c: Context<{ Variables: UserVariables }>): Promise<string> {
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) throw new AppError("UNAUTHENTICATED");
    return found.session.id;
  }

  app.get("/api/account/security", signedIn, async (c) =>
    c.json((await getAccountSecurity(db, c.get("actor"))) satisfies AccountSecurityReply),
  );

  app.post("/api/account/two-factor/disable", signedIn, async (c) => {
    const { password, code } = parseWith(disableTwoFactorRequestSchema, await readJsonBody(c, {}));
    return disableTwoFactor(db, auth, { userId: c.get("user").id, headers: c.req.raw.headers, password, code, now: now() });
  });

  app.get("/api/account/sessions", signedIn, async (c) => {
    const sessions = await listSignedInSessions(db, geo, c.get("actor"), {
      currentSessionId: await currentSessionId(c),
      now: now(),
    });
    return c.json({ sessions } satisfies SignedInSessionsReply);
  });

  app.delete("/api/account/sessions/:sessionId", signedIn, async (c) => {
    await endSignedInSession(db, c.get("actor"), {
      sessionId: c.req.param("sessionId"),
      currentSessionId: await currentSessionId(c),
    });
    return c.body(null, 204);
  });

  app.post("/api/account/sessions/sign-out-others", signedIn, async (c) => {
    const ended = await endOtherSessions(db, c.get("actor"), { currentSessionId: await currentSessionId(c) });
    return c.json({ ended } satisfies SignOutOthersReply);
  });

  return app;
}
