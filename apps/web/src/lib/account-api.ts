import { type DeleteAccountInput, type DeleteAccountReply } from "@sondar/core/user/delete-account";
import { z } from "zod";
import { apiFetch } from "./api-client";

const deleteAccountReplySchema: z.ZodType<DeleteAccountReply> = z.object({ deleted: z.literal(true), surveys: z.number() });

/**
 * Deletes my account after my password, or the token of the mailed confirmation link
 * (docs/decisions/292-your-data.md, 298-delete-account-without-password.md).
 */
export const deleteMyAccount = (proof: DeleteAccountInput) =>
  apiFetch("/api/account/delete", { body: proof, schema: deleteAccountReplySchema });

/** Mails me the link that confirms deleting my account, for accounts without a password (decision 298). */
export const requestDeleteAccountLink = () =>
  apiFetch("/api/account/delete-link", { body: {}, schema: z.object({ sent: z.literal(true) }) });

const dataExportReplySchema = z.object({ queued: z.literal(true) });

/** Asks for my data; the server mails a link when the archive is ready (docs/decisions/294-download-my-data.md). */
export const requestMyData = () => apiFetch("/api/account/data-export", { body: {}, schema: dataExportReplySchema });
