// Which workspace the dashboard shows (docs/decisions/093-dashboard-scope-in-the-address.md): the
// address's `?scope=<organizationId>`, else the last one chosen, kept in local storage.

export const DASHBOARD_SCOPE_PARAM = "scope";
const KEY = "dashboard-scope";

/** The dashboard in one organization's workspace, or the personal one for null. */
export function dashboardScopePath(organizationId: string | null): string {
  return organizationId ? `/dashboard?${DASHBOARD_SCOPE_PARAM}=${encodeURIComponent(organizationId)}` : "/dashboard";
}

/** The workspace last chosen, if any. */
export function readSavedDashboardScope(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Remembers the workspace chosen (null: personal). */
export function saveDashboardScope(scope: string | null) {
  try {
    if (scope) localStorage.setItem(KEY, scope);
    else localStorage.removeItem(KEY);
  } catch {
    // The choice still holds in the address.
  }
}
