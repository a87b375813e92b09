import { z } from "zod";
import { uploadUrlSchema } from "./upload-url-schema";

/** POST /api/surveys/:id/uploads (201): a stored logo or question image. */
export const uploadedImageReplySchema = z.object({
  id: z.string(),
  url: uploadUrlSchema,
  filename: z.string(),
  size: z.number().int().nonnegative(),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  uploadedAt: z.string(),
});
export type UploadedImageReply = z.output<typeof uploadedImageReplySchema>;
