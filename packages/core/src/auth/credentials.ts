import { getUserNameProblem, type UserNameProblem } from "../user/user-name";

/** Shortest password accepted at sign-up and reset (docs/product/accounts-and-organizations.md#sign-up-and-sign-in). */
export const PASSWORD_MIN_LENGTH = 6;
/** Longest password we hash; protects the hasher from huge inputs. */
export const PASSWORD_MAX_LENGTH = 128;

export type CredentialsMode = "sign-in" | "register";

export type PasswordProblem = "password_too_short" | "password_too_long";

export type CredentialsProblem = "required_fields" | PasswordProblem | UserNameProblem;

export interface CredentialsInput {
  name?: string;
  email: string;
  password: string;
}

/** Whether a new or typed password has a length the server accepts (sign-up, sign-in and reset). */
export function getPasswordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return "password_too_short";
  if (password.length > PASSWORD_MAX_LENGTH) return "password_too_long";
  return null;
}

/**
 * The first problem with a login or register form, in the documented order
 * (docs/product/accounts-and-organizations.md#sign-up-and-sign-in), or null when the form may be sent.
 */
export function getCredentialsProblem(mode: CredentialsMode, input: CredentialsInput): CredentialsProblem | null {
  if (!input.email.trim() || !input.password) return "required_fields";
  const passwordProblem = getPasswordProblem(input.password);
  if (passwordProblem) return passwordProblem;
  return mode === "register" ? getUserNameProblem(input.name ?? "") : null;
}
