import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { findOrganization, useOrganizations } from "../../lib/organizations-api";

const PARAM = "scope";
const KEY = "dashboard-scope";

function readSaved(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function save(scope: string | null) {
  try {
    if (scope) localStorage.setItem(KEY, scope);
    else localStorage.removeItem(KEY);
  } catch {
    // The choice still holds in the address.
  }
}

/**
 * Whose surveys the dashboard shows: null for the personal list, else one of my organizations.
 * The address (`?scope=`) wins, then the last choice; an organization I no longer belong to
 * falls back to the personal list.
 */
export function useDashboardScope() {
  const [params, setParams] = useSearchParams();
  const organizations = useOrganizations();
  const wanted = params.get(PARAM) ?? readSaved();
  const organization = findOrganization(organizations.data, wanted);
  // Until my organizations are known, a wanted organization is kept (its list is empty for non-members anyway).
  const scope = organizations.isPending ? wanted : (organization?.id ?? null);

  const setScope = useCallback(
    (next: string | null) => {
      save(next);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(PARAM, next);
          else updated.delete(PARAM);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { scope, organization, organizations: organizations.data ?? [], setScope };
}
