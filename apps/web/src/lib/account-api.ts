import { type DeleteAccountReply } from "@sondar/core/user/delete-account";
import { z } from "zod";
import { apiFetch } from "./api-client";

const deleteAccountReplySchema: z.ZodType<DeleteAccountReply> = z.object({ deleted: z.literal(true), surveys: z.number() });

/** Deletes my account after my password (docs/decisions/292-your-data.md). */
export const deleteMyAccount = (password: string) =>
  apiFetch("/api/account/delete", { body: { password }, schema: deleteAccountReplySchema });

const dataExportReplySchema = z.object({ queued: z.literal(true) });

/** Asks for my data; the server mails a link when the archive is ready (docs/decisions/294-download-my-data.md). */
export const requestMyData = () => apiFetch("/api/account/data-export", { body: {}, schema: dataExportReplySchema });
