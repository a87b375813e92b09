/** Which message the 'Email Verification Issue' notice shows for the error parameters in the URL. */
export function getVerificationIssueKey(params: URLSearchParams): { key: string; description?: string } | null {
  const error = params.get("error");
  const code = params.get("error_code")?.toLowerCase();
  const description = params.get("error_description") ?? undefined;
  if (!error && !code) return null;
  const kind = (code ?? error ?? "").toLowerCase();
  if (kind.includes("expired")) return { key: "auth.verifyIssue.expired" };
  if (kind.includes("not_confirmed") || kind.includes("not_verified")) return { key: "auth.verifyIssue.unconfirmed" };
  if (kind === "google_failed") return { key: "auth.errors.google" };
  return description ? { key: "auth.verifyIssue.described", description } : { key: "auth.verifyIssue.generic" };
}

export const VERIFICATION_PARAMS = ["error", "error_description", "error_code"] as const;
