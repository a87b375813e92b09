import { createHmac } from "node:crypto";

/** The spam shield's own key, derived from the server's secret so it needs no setup and signs nothing else. */
export function deriveSpamShieldKey(secret: string): string {
  return createHmac("sha256", secret).update("sondar spam shield").digest("base64url");
}
