/** The audit log's endpoints (replies in audit-schemas.ts). */
const enc = encodeURIComponent;

export const AUDIT_API = {
  /** GET ?action=&actor=&from=&to=&cursor=: a page of entries, newest first. */
  log: (organizationId: string) => `/api/organizations/${enc(organizationId)}/audit-log`,
  /** GET with the same filters: every matching entry as CSV. */
  csv: (organizationId: string) => `/api/organizations/${enc(organizationId)}/audit-log.csv`,
} as const;
