import {
  accountSecurityReplySchema,
  enableTwoFactorReplySchema,
  passkeyListReplySchema,
  signedInSessionsReplySchema,
  signOutOthersReplySchema,
  webAuthnOptionsReplySchema,
} from "@sondar/core/auth/account-security";
import { authLibraryReplySchema } from "@sondar/core/auth/auth-replies";
import { noContentSchema } from "@sondar/core/http/no-content";
import { apiFetch } from "../../lib/api-client";

// Settings › Security (docs/product/accounts-and-organizations.md#security); every reply parsed by core's schema.

export const securityKey = ["account-security"] as const;
export const sessionsKey = ["account-sessions"] as const;
export const passkeysKey = ["passkeys"] as const;

export const getAccountSecurity = () => apiFetch("/api/account/security", { schema: accountSecurityReplySchema });

export const startTwoFactor = (password: string) =>
  apiFetch("/api/auth/two-factor/enable", { body: { password }, schema: enableTwoFactorReplySchema });

/** Confirms the app's first code; from then on sign-in asks for one. */
export const confirmTwoFactor = (code: string) =>
  apiFetch("/api/auth/two-factor/verify-totp", { body: { code }, schema: authLibraryReplySchema });

export const disableTwoFactor = (password: string, code: string) =>
  apiFetch("/api/account/two-factor/disable", { body: { password, code }, schema: authLibraryReplySchema });

export const listSessions = () =>
  apiFetch("/api/account/sessions", { schema: signedInSessionsReplySchema }).then((r) => r.sessions);

export const endSession = (id: string) =>
  apiFetch(`/api/account/sessions/${encodeURIComponent(id)}`, { method: "DELETE", schema: noContentSchema });

export const endOtherSessions = () =>
  apiFetch("/api/account/sessions/sign-out-others", { method: "POST", schema: signOutOthersReplySchema });

export const listPasskeys = () => apiFetch("/api/auth/passkey/list-user-passkeys", { schema: passkeyListReplySchema });

/** Asks the browser for a new passkey and stores it under `name` (docs/decisions/282-passkeys.md). */
export async function addPasskey(name: string) {
  const { startRegistration } = await import("@simplewebauthn/browser");
  const options = await apiFetch(`/api/auth/passkey/generate-register-options?name=${encodeURIComponent(name)}`, {
    schema: webAuthnOptionsReplySchema,
  });
  // The library's options are WebAuthn's JSON form, which the browser helper takes as they are.
  const response = await startRegistration({
    optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]["optionsJSON"],
  });
  return apiFetch("/api/auth/passkey/verify-registration", { body: { response, name }, schema: authLibraryReplySchema });
}

export const renamePasskey = (id: string, name: string) =>
  apiFetch("/api/auth/passkey/update-passkey", { body: { id, name }, schema: authLibraryReplySchema });

export const removePasskey = (id: string) =>
  apiFetch("/api/auth/passkey/delete-passkey", { body: { id }, schema: authLibraryReplySchema });
