import { useQuery, useQueryClient } from "@tanstack/react-query";
import { authLibraryReplySchema } from "@sondar/core/auth/auth-replies";
import { sessionReplySchema, type MeReply } from "@sondar/core/plans/account-replies";
import { apiFetch } from "./api-client";

export type Me = MeReply;

export const SESSION_QUERY_KEY = ["session"] as const;

// Set when this tab signs out, cleared when a signed-in session is read again.
let signedOutHere = false;

/**
 * True once the user signed out in this tab, until they sign in again: the sign-in page then
 * starts afresh instead of returning to the page they signed out from.
 */
export function signedOutInThisTab(): boolean {
  return signedOutHere;
}

async function getMe(): Promise<Me | null> {
  const { me } = await apiFetch("/api/session", { schema: sessionReplySchema });
  if (me) signedOutHere = false;
  return me;
}

/** The signed-in user with entitlements, or null when nobody is signed in. */
export function useSession() {
  return useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: getMe, staleTime: 30_000, retry: 1 });
}

/** Refetches the session, e.g. after sign-in or sign-out. */
export function useRefreshSession() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}

export async function signOut(): Promise<void> {
  await apiFetch("/api/auth/sign-out", { method: "POST", body: {}, schema: authLibraryReplySchema });
  signedOutHere = true;
}
