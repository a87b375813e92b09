import { useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";
import { DASHBOARD_SCOPE_PARAM, readSavedDashboardScope, saveDashboardScope } from "../../lib/dashboard-scope";
import { findOrganization, useOrganizations } from "../../lib/organizations-api";

/**
 * Whose surveys the dashboard shows: null for the personal list, else one of my organizations.
 * The address (`?scope=`) wins, then the last choice; an organization I no longer belong to
 * falls back to the personal list. An organization the address names is remembered as the last
 * choice, so the workspace an invitation or a link opened is the one /dashboard opens next.
 */
export function useDashboardScope() {
  const [params, setParams] = useSearchParams();
  const organizations = useOrganizations();
  const inAddress = params.get(DASHBOARD_SCOPE_PARAM);
  const wanted = inAddress ?? readSavedDashboardScope();
  const organization = findOrganization(organizations.data, wanted);
  // Until my organizations are known, a wanted organization is kept (its list is empty for non-members anyway).
  const scope = organizations.isPending ? wanted : (organization?.id ?? null);

  useEffect(() => {
    if (inAddress && organization?.id === inAddress) saveDashboardScope(inAddress);
  }, [inAddress, organization?.id]);

  const setScope = useCallback(
    (next: string | null) => {
      saveDashboardScope(next);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(DASHBOARD_SCOPE_PARAM, next);
          else updated.delete(DASHBOARD_SCOPE_PARAM);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { scope, organization, organizations: organizations.data ?? [], setScope };
}
