import { z } from "zod";

/** POST /api/account/delete: the user's password again, so a left-open session cannot delete the account (decision 292). */
export const deleteAccountSchema = z.object({
  password: z.string().min(1, "Enter your password").max(200),
});
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

export interface DeleteAccountReply {
  deleted: true;
  /** Personal surveys deleted with the account (their responses and files too). */
  surveys: number;
}
