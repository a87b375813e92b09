import { randomUUID } from "node:crypto";
import type { inProcessClient } from "./bench-owner";

/**
 * Submits complete responses through the real submit route in process, each from its own
 * public-looking address (the bench servers trust one proxy hop), so no per-address limit or
 * rate-limit row is shared; throws with the server's answer when one is refused.
 */
export function inProcessSubmitter(request: ReturnType<typeof inProcessClient>) {
  let submitted = 0;
  return async (shareId: string, answers: unknown): Promise<void> => {
    submitted += 1;
    const address = `${11 + (submitted % 89)}.${submitted % 256}.${(submitted >> 8) % 256}.${(submitted % 253) + 1}`;
    const res = await request(`/api/public/surveys/${shareId}/submit`, {
      method: "POST",
      headers: { "x-forwarded-for": address },
      body: JSON.stringify({ clientSubmissionId: randomUUID(), answers }),
    });
    if (res.status !== 201) throw new Error(`submit failed: ${res.status} ${await res.text()}`);
  };
}
