import { createApiKeyRequestSchema, type ApiKeyListReply, type CreatedApiKeyReply } from "@sondar/core/api/api-keys";
import { requestClientIp } from "../../middleware/client-ip";
import { Hono } from "hono";
import type { Database } from "../../db/database";
import { parseWith, readJsonBody } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-key-service";

/** Settings → API: the signed-in person's keys (docs/product/api.md#keys). */
export function apiKeysRoutes({ auth, db, now }: { auth: Auth; db: Database; now: () => Date }) {
  const app = new Hono<{ Variables: UserVariables }>();
  const signedIn = requireUser(auth);

  app.get("/api/api-keys", signedIn, async (c) => {
    return c.json({ keys: await listApiKeys(db, c.get("actor")) } satisfies ApiKeyListReply);
  });

  app.post("/api/api-keys", signedIn, async (c) => {
    const request = parseWith(createApiKeyRequestSchema, await readJsonBody(c, {}));
    return c.json(
      (await createApiKey(db, c.get("actor"), request, { ip: requestClientIp(c) })) satisfies CreatedApiKeyReply,
      201,
    );
  });

  app.delete("/api/api-keys/:id", signedIn, async (c) => {
    await revokeApiKey(db, c.get("actor"), { keyId: c.req.param("id"), now: now(), ip: requestClientIp(c) });
    return c.body(null, 204);
  });

  return app;
}
