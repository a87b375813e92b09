import { createHash, randomBytes } from "node:crypto";
import type { DeleteAccountInput } from "@sondar/core/user/delete-account";
import { and, eq, gt, like } from "drizzle-orm";
import type { Database } from "../../db/database";
import { accounts, verifications } from "../../db/schema/auth";
import { AppError } from "../../lib/app-error";
import type { Auth } from "../auth/create-auth";

/** better-auth's verifications table holds the links; only a digest of the token is stored. */
const IDENTIFIER_PREFIX = "delete-account:";
const identifierOf = (token: string) => `${IDENTIFIER_PREFIX}${createHash("sha256").update(token).digest("base64url")}`;

/** A new confirmation link's token, stored (as its digest) for `userId` until `expiresAt`. */
export async function createDeleteAccountToken(db: Database, userId: string, expiresAt: Date): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db
    .insert(verifications)
    .values({ id: randomBytes(16).toString("hex"), identifier: identifierOf(token), value: userId, expiresAt });
  return token;
}

/** The user's pending confirmation links, all spent once the account is deleted. */
export function deleteAccountTokensOf(userId: string) {
  return and(like(verifications.identifier, `${IDENTIFIER_PREFIX}%`), eq(verifications.value, userId));
}

/** Checks the password against the user's own credential through better-auth's password hasher. */
async function requirePassword(auth: Auth, db: Database, userId: string, password: string): Promise<void> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  const context = await auth.$context;
  const matches = credential?.hash ? await context.password.verify({ hash: credential.hash, password }) : false;
  if (!matches) throw new AppError("ACCOUNT_PASSWORD_INCORRECT");
}

/** A link mailed to this user that has not expired; another user's token is as unknown as a wrong one. */
async function requireToken(db: Database, userId: string, token: string, now: Date): Promise<void> {
  const [found] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(eq(verifications.identifier, identifierOf(token)), eq(verifications.value, userId), gt(verifications.expiresAt, now)),
    );
  if (!found) throw new AppError("ACCOUNT_DELETE_LINK_INVALID");
}

/**
 * The proof that the person deleting the account owns it, beyond the session: the password
 * (decision 292) or a confirmation link from the account's mailbox (decision 298).
 */
export function requireDeleteProof(
  deps: { auth: Auth; db: Database; now: Date },
  userId: string,
  proof: DeleteAccountInput,
): Promise<void> {
  return "password" in proof
    ? requirePassword(deps.auth, deps.db, userId, proof.password)
    : requireToken(deps.db, userId, proof.token, deps.now);
}
