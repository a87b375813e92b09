import { z } from "zod";

/** The server's settings the web app reads (GET /api/config) and the public pages are rendered with. */
export const publicConfigSchema = z.object({
  productName: z.string(),
  supportEmail: z.string(),
  /** The address the server is set up for (PUBLIC_URL). */
  publicUrl: z.string(),
  googleSignIn: z.boolean(),
  devMailbox: z.boolean(),
  chatWidgetUrl: z.string().nullable(),
});
export type PublicConfig = z.output<typeof publicConfigSchema>;
