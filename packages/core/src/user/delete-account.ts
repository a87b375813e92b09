import { z } from "zod";

/**
 * POST /api/account/delete: proof that the person at the keyboard owns the account, so a
 * left-open session cannot delete it: the password again (decision 292), or the token of the
 * confirmation link mailed to the account's address, for accounts without a password (decision 298).
 */
export const deleteAccountSchema = z.union([
  z.object({ password: z.string().min(1, "Enter your password").max(200) }),
  z.object({ token: z.string().min(1).max(200) }),
]);
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

export interface DeleteAccountReply {
  deleted: true;
  /** Personal surveys deleted with the account (their responses and files too). */
  surveys: number;
}

/** Hours the mailed confirmation link works (decision 298). */
export const DELETE_ACCOUNT_LINK_HOURS = 24;

/** POST /api/account/delete-link: the confirmation link went to the account's address. */
export interface DeleteAccountLinkReply {
  sent: true;
}
