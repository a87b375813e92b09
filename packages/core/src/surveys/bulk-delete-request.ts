import { z } from "zod";

/** POST /api/surveys/bulk-delete: the surveys to delete, at most 500 at once. */
export const bulkDeleteSurveysRequestSchema = z.object({ ids: z.array(z.string().max(64)).min(1).max(500) }).strict();
export type BulkDeleteSurveysRequest = z.output<typeof bulkDeleteSurveysRequestSchema>;
