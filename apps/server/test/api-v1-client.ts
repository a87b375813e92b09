// Test-only: API keys made straight in the database, and a client for /api/v1 that records the
// operations it calls, so a test can prove every operation of the OpenAPI document is exercised.
import type { ApiKeyScope } from "@sondar/core/teams/actor";
import { apiKeys } from "../src/db/schema/api-keys";
import { generateApiKey, hashApiKey } from "../src/modules/api-keys/api-key-secret";
import { shownPrefix } from "@sondar/core/api/api-keys";
import type { TestClient, TestServer } from "./test-server";

/** A key of `userId` in a workspace (null: personal), as Settings would make it; returns the key. */
export async function insertApiKey(
  server: TestServer,
  values: { userId: string; scope: ApiKeyScope; organizationId?: string | null; revoked?: boolean },
): Promise<string> {
  const secret = generateApiKey();
  await server.db.insert(apiKeys).values({
    name: "test",
    prefix: shownPrefix(secret),
    secretHash: hashApiKey(secret),
    userId: values.userId,
    organizationId: values.organizationId ?? null,
    scope: values.scope,
    ...(values.revoked ? { revokedAt: new Date() } : {}),
  });
  return secret;
}

/** `METHOD /api/v1/path/{param}` as the OpenAPI document names operations. */
export type OperationName = string;

/**
 * Calls /api/v1 with a key (or none) through a test client; `operation` names the document's
 * path template for the call, which `called` collects.
 */
export function v1Caller(client: TestClient, called: Set<OperationName>) {
  return (operation: OperationName, path: string, key: string | null, body?: unknown, headers: Record<string, string> = {}) => {
    called.add(operation);
    const [method] = operation.split(" ");
    const all = { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers };
    switch (method) {
      case "GET":
        return client.get(path, all);
      case "POST":
        return client.post(path, body ?? {}, all);
      case "PATCH":
        return client.patch(path, body ?? {}, all);
      case "DELETE":
        return client.delete(path, all);
      default:
        throw new Error(`no such method in ${operation}`);
    }
  };
}

/** Every operation of an OpenAPI document, as `METHOD /path`. */
export function documentOperations(document: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => ["get", "post", "patch", "put", "delete"].includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}
