import { z } from "zod";

/** A trimmed, lower-cased e-mail address of sane length. */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254));

/** Body of the forgot-password request. */
export const passwordResetRequestSchema = z.object({
  email: emailSchema,
});
