import { z } from "zod";
import { isUploadUrl, UPLOAD_URL_MESSAGE } from "./upload-url";

/** The schema of a stored logo or question image address: one of our uploads (upload-url.ts). */
export const uploadUrlSchema = z.string().refine(isUploadUrl, UPLOAD_URL_MESSAGE);
