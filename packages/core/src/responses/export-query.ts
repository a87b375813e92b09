import { z } from "zod";
import { responseListQuerySchema, withHiddenFilters } from "./response-list";

export const EXPORT_FORMATS = ["csv", "xlsx", "json"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Query of a response export. Without `page` it holds every response matching `status` and the
 * hidden-value filters (no per-call limit: the server streams them all,
 * docs/decisions/008-every-response-in-one-download.md); with `page` exactly that page of the
 * response list, `pageSize` as in the list.
 */
export const responseExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  status: responseListQuerySchema.shape.status,
  page: responseListQuerySchema.shape.page.removeDefault().optional(),
  pageSize: responseListQuerySchema.shape.pageSize,
  hidden: responseListQuerySchema.shape.hidden,
});
export type ResponseExportQuery = z.output<typeof responseExportQuerySchema>;

/** The export download's query string, its `hidden.<key>` filters gathered. */
export const responseExportRequestSchema = withHiddenFilters(responseExportQuerySchema);

/** POST /api/surveys/:id/responses/export-link: the download's address, good for one download. */
export const exportLinkReplySchema = z.object({ url: z.string() });
export type ExportLinkReply = z.output<typeof exportLinkReplySchema>;
