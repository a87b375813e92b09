import { z } from "zod";
import { responseListQuerySchema } from "./response-list";

export const EXPORT_FORMATS = ["csv", "xlsx", "json"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Query of a response export. Without `page` it holds every response matching `status` (the
 * spec's 1,000-per-call limit is gone: the server streams them all); with `page` exactly that
 * page of the response list, `pageSize` as in the list.
 */
export const responseExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  status: responseListQuerySchema.shape.status,
  page: responseListQuerySchema.shape.page.removeDefault().optional(),
  pageSize: responseListQuerySchema.shape.pageSize,
});
export type ResponseExportQuery = z.output<typeof responseExportQuerySchema>;
