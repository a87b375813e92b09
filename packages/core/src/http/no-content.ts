import { z } from "zod";

/**
 * The reply of an action with nothing to return: 204 No Content, which the web's API client
 * reads as null (docs/decisions/171-one-reply-convention.md).
 */
export const noContentSchema = z.null();
