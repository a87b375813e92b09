import type { Challenge } from "altcha-lib/types";

/**
 * Solves the survey's proof-of-work challenge (ALTCHA, from our server; docs/decisions/236-spam-shield.md),
 * for surveys that ask for one: about a second of hashing before the submit, nothing to see or
 * do. The solver is fetched only then, never with the page. Null when the challenge could not
 * be had or solved: the submit goes without, and the server's refusal offers Try again.
 */
export async function solveSpamChallenge(shareId: string): Promise<string | null> {
  try {
    const res = await fetch(`/api/public/surveys/${encodeURIComponent(shareId)}/challenge`, {
      headers: { Accept: "application/json" },
    });
    if (!res.ok) return null;
    const challenge = (await res.json()) as Challenge;
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([
      import("altcha-lib"),
      import("altcha-lib/algorithms/web/sha"),
    ]);
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
    // The payload as the ALTCHA widget sends it: base64 JSON (ASCII only, so btoa takes it).
    return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
  } catch {
    return null;
  }
}
