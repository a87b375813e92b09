import { z } from "zod";

/**
 * What the auth library's own endpoints (/api/auth/*) answer: its shapes, not ours, so the web
 * reads only what it needs and checks the rest is a JSON object (docs/decisions/171-one-reply-convention.md).
 */
export const authLibraryReplySchema = z.looseObject({});

/** POST /api/auth/sign-in/social: the provider's page to go to. */
export const socialSignInReplySchema = z.looseObject({ url: z.string().optional() });
