import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Challenge, Payload } from "altcha-lib/types";

/**
 * The optional proof-of-work challenge (ALTCHA, served and checked by us; docs/decisions/236-spam-shield.md).
 * The browser finds a counter whose SHA-256 key the challenge names: a few thousand hashes,
 * about a second on a phone, nothing a person sees, and a real cost to a bot posting by the
 * thousand. The counter is chosen here, so the key is signed instead of searched for when
 * checking; the survey id is signed in, so a solution counts for that survey only.
 */
const ALGORITHM = "SHA-256";
const COST = 20;
const COUNTER = { min: 1_000, max: 5_000 };
/** Long enough to answer a long survey after the page solved it; spent challenges are kept this long. */
export const CHALLENGE_LIFETIME_MS = 2 * 60 * 60 * 1000;

const secrets = (key: string) => ({ hmacSignatureSecret: `${key}:challenge`, hmacKeySignatureSecret: `${key}:challenge-key` });

export function createSpamChallenge(key: string, surveyId: string, now: Date): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER.min, COUNTER.max),
    deriveKey,
    data: { survey: surveyId },
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    ...secrets(key),
  });
}

/** The verified challenge's signature and expiry (to spend it once), or null for anything else. */
export async function verifySpamChallenge(
  key: string,
  surveyId: string,
  encoded: string | undefined,
): Promise<{ signature: string; expiresAt: Date } | null> {
  const payload = decodePayload(encoded);
  if (!payload?.challenge.signature || payload.challenge.parameters.data?.survey !== surveyId) return null;
  const expiresAt = payload.challenge.parameters.expiresAt;
  if (typeof expiresAt !== "number") return null;
  try {
    const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, ...secrets(key) });
    return result.verified ? { signature: payload.challenge.signature, expiresAt: new Date(expiresAt * 1000) } : null;
  } catch {
    return null;
  }
}

/** The page sends the ALTCHA payload as base64 JSON, the form the widget uses. */
function decodePayload(encoded: string | undefined): Payload | null {
  if (!encoded) return null;
  try {
    const value = JSON.parse(Buffer.from(encoded, "base64").toString("utf8")) as Payload;
    return typeof value?.challenge?.parameters === "object" && typeof value.solution?.counter === "number" ? value : null;
  } catch {
    return null;
  }
}
