import { z } from "zod";
import { API_KEY_SCOPES } from "../teams/actor";

/**
 * API keys (docs/product/api.md#keys, docs/decisions/190-api-keys.md): `sondar_` and 43
 * base64url characters (32 random bytes), a prefix secret scanners can recognise. Only a hash is
 * stored; lists show the first characters so people can tell their keys apart.
 */
export const API_KEY_PREFIX = "sondar_";
/** 32 random bytes in base64url, without padding. */
export const API_KEY_SECRET_LENGTH = 43;
/** How much of a key its list shows: the prefix and the first 8 characters of the secret. */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 8;
/** A person keeps a few keys per workspace; more is a leak waiting to happen. */
export const MAX_API_KEYS_PER_USER = 50;

const API_KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{${API_KEY_SECRET_LENGTH}}$`);

/** Whether `token` has the shape of one of our keys (it may still be unknown or revoked). */
export function isApiKeyShape(token: string): boolean {
  return API_KEY_PATTERN.test(token);
}

/** What a list shows of a key: never enough to use it. */
export function shownPrefix(key: string): string {
  return key.slice(0, API_KEY_SHOWN_LENGTH);
}

/** POST /api/api-keys: a name, a scope and a workspace (null: the creator's personal one). */
export const createApiKeyRequestSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name must be at most 100 characters"),
  scope: z.enum(API_KEY_SCOPES),
  organizationId: z.string().min(1).max(100).nullable().default(null),
});
export type CreateApiKeyRequest = z.output<typeof createApiKeyRequestSchema>;

/** One key as its list shows it. */
export const apiKeyItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** The first characters of the key, e.g. `sondar_Ab12Cd34`. */
  prefix: z.string(),
  organizationId: z.string().nullable(),
  /** The organization's name, for the list; null for the personal workspace. */
  organizationName: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKeyItem = z.output<typeof apiKeyItemSchema>;

/** GET /api/api-keys: the caller's keys that are not revoked, newest first. */
export const apiKeyListReplySchema = z.object({ keys: z.array(apiKeyItemSchema) });
export type ApiKeyListReply = z.output<typeof apiKeyListReplySchema>;

/** POST /api/api-keys (201): the key, shown this once, and its list entry. */
export const createdApiKeyReplySchema = z.object({ key: apiKeyItemSchema, secret: z.string() });
export type CreatedApiKeyReply = z.output<typeof createdApiKeyReplySchema>;
