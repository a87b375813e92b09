import { z } from "zod";

/** An authenticator app's current code: six digits (docs/decisions/280-two-factor-sign-in.md). */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app");

/** POST /api/account/two-factor/disable: the password and a current code, both (decision 280). */
export const disableTwoFactorRequestSchema = z.object({
  password: z.string().min(1, "Enter your password"),
  code: totpCodeSchema,
});

/** The most characters a passkey's name may have. */
export const PASSKEY_NAME_MAX_LENGTH = 60;

/** A passkey's name, as the user types it in Settings (decision 282). */
export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, "Enter a name for this passkey")
  .max(PASSKEY_NAME_MAX_LENGTH, `A passkey's name must be at most ${PASSKEY_NAME_MAX_LENGTH} characters`);

/** GET /api/account/security: what Settings › Security shows at its top. */
export const accountSecurityReplySchema = z.object({
  twoFactorEnabled: z.boolean(),
  /** False for an account that signs in only with Google: 2FA needs a password to turn on. */
  hasPassword: z.boolean(),
});
export type AccountSecurityReply = z.infer<typeof accountSecurityReplySchema>;

/** One signed-in device in Settings › Security (docs/decisions/283-signed-in-devices.md). */
export const signedInSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  /** "Firefox 128", from the user agent; null when it names no browser we know. */
  browser: z.string().nullable(),
  /** "macOS 14.5"; null when unknown. */
  os: z.string().nullable(),
  /** "Lyon, France", from the offline address lookup; null for a private or unknown address. */
  place: z.string().nullable(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;

/** GET /api/account/sessions: the user's own sessions, the current one first. */
export const signedInSessionsReplySchema = z.object({ sessions: z.array(signedInSessionSchema) });
export type SignedInSessionsReply = z.infer<typeof signedInSessionsReplySchema>;

/** POST /api/account/sessions/sign-out-others: how many other sessions ended. */
export const signOutOthersReplySchema = z.object({ ended: z.number().int().min(0) });
export type SignOutOthersReply = z.infer<typeof signOutOthersReplySchema>;

/** PUT /api/organizations/:id/two-factor: the owner's rule for the organization (decision 281). */
export const organizationTwoFactorRequestSchema = z.object({ required: z.boolean() });

/** GET /api/auth/passkey/list-user-passkeys: the library's rows; the web reads these fields only. */
export const passkeyListReplySchema = z.array(
  z.looseObject({ id: z.string(), name: z.string().nullish(), createdAt: z.string().nullish() }),
);
export type PasskeyListItem = z.infer<typeof passkeyListReplySchema>[number];

/** The library's WebAuthn options (registration or sign-in), handed to the browser as they are. */
export const webAuthnOptionsReplySchema = z.looseObject({ challenge: z.string() });

/** POST /api/auth/two-factor/enable: the authenticator app's URI and the ten recovery codes, shown once. */
export const enableTwoFactorReplySchema = z.looseObject({ totpURI: z.string(), backupCodes: z.array(z.string()) });
