import { authLibraryReplySchema, socialSignInReplySchema } from "@sondar/core/auth/auth-replies";
import { webAuthnOptionsReplySchema } from "@sondar/core/auth/account-security";
import { noContentSchema } from "@sondar/core/http/no-content";
import { apiFetch } from "../../lib/api-client";

/** Where the verification link sends a newly verified (and signed-in) user. */
export const VERIFIED_CALLBACK = "/login?verified=true";

export function signInWithEmail(email: string, password: string) {
  return apiFetch("/api/auth/sign-in/email", { body: { email, password }, schema: authLibraryReplySchema });
}

export function registerWithEmail(name: string, email: string, password: string) {
  return apiFetch("/api/auth/sign-up/email", {
    body: { name, email, password, callbackURL: VERIFIED_CALLBACK },
    schema: authLibraryReplySchema,
  });
}

/** Google sign-in; `callbackURL` is where the signed-in user lands (/login when a chosen plan's checkout must follow). */
export function startGoogleSignIn(callbackURL = "/dashboard") {
  return apiFetch("/api/auth/sign-in/social", {
    body: { provider: "google", callbackURL, errorCallbackURL: "/login?error=google_failed" },
    schema: socialSignInReplySchema,
  });
}

export function requestPasswordReset(email: string) {
  return apiFetch("/api/account/password-reset", { body: { email }, schema: noContentSchema });
}

export function resetPassword(token: string, newPassword: string) {
  return apiFetch("/api/auth/reset-password", { body: { token, newPassword }, schema: authLibraryReplySchema });
}

export function resendVerification(email: string) {
  return apiFetch("/api/auth/send-verification-email", {
    body: { email, callbackURL: VERIFIED_CALLBACK },
    schema: authLibraryReplySchema,
  });
}

/** The second step of a sign-in with two-factor on: a code from the app, or a recovery code (decision 280). */
export function verifySignInCode(kind: "totp" | "recovery", code: string) {
  const path = kind === "totp" ? "/api/auth/two-factor/verify-totp" : "/api/auth/two-factor/verify-backup-code";
  return apiFetch(path, { body: { code: code.trim() }, schema: authLibraryReplySchema });
}

/** Signs in with a passkey the browser holds (docs/decisions/282-passkeys.md). */
export async function signInWithPasskey() {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const options = await apiFetch("/api/auth/passkey/generate-authenticate-options", { schema: webAuthnOptionsReplySchema });
  const response = await startAuthentication({
    optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]["optionsJSON"],
  });
  return apiFetch("/api/auth/passkey/verify-authentication", { body: { response }, schema: authLibraryReplySchema });
}
