import { apiKeyListReplySchema, createdApiKeyReplySchema, type CreateApiKeyRequest } from "@sondar/core/api/api-keys";
import { noContentSchema } from "@sondar/core/http/no-content";
import { apiFetch } from "../../lib/api-client";

// Settings → API: the signed-in person's keys (docs/product/api.md#keys); every reply parsed by core's schema.

export const apiKeysKey = ["api-keys"] as const;

export const listApiKeys = (signal?: AbortSignal) =>
  apiFetch("/api/api-keys", { schema: apiKeyListReplySchema, ...(signal ? { signal } : {}) }).then((reply) => reply.keys);

export const createApiKey = (request: CreateApiKeyRequest) =>
  apiFetch("/api/api-keys", { method: "POST", body: request, schema: createdApiKeyReplySchema });

export const revokeApiKey = (id: string) =>
  apiFetch(`/api/api-keys/${encodeURIComponent(id)}`, { method: "DELETE", schema: noContentSchema });
