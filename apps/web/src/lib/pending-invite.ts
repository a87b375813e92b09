const KEY = "pendingInviteToken";

/** The team invitation a visitor arrived with, kept across the sign-up and verification round trip. */
export function getPendingInvite(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setPendingInvite(token: string) {
  try {
    localStorage.setItem(KEY, token);
  } catch {
    // Without storage the invite link still works when opened again after sign-in.
  }
}

export function clearPendingInvite() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
