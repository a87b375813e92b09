import { AUDIT_ACTIONS, isAuditAction } from "@sondar/core/audit/audit-actions";
import type { OrganizationMember } from "@sondar/core/teams/team-replies";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import type { AuditLogFilters as Filters } from "./audit-log-api";
import { auditActionLabel } from "./audit-log-words";

/** Action, person and date range; each change applies at once. */
export function AuditLogFilters({
  filters,
  members,
  onChange,
}: {
  filters: Filters;
  /** The organization's members: the route filters by a user id. */
  members: readonly OrganizationMember[];
  onChange: (filters: Filters) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  // Sorted by the words shown, which differ per language.
  const actions = AUDIT_ACTIONS.map((action) => ({ action, label: auditActionLabel(t, action) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );

  return (
    <div
      role="group"
      aria-label={t("teams.auditLog.filters.label")}
      className="grid grid-cols-2 gap-3 xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,0.8fr)_minmax(0,0.8fr)]"
    >
      <div className="col-span-2 sm:col-span-1">
        <Label htmlFor={`${id}-action`}>{t("teams.auditLog.filters.action")}</Label>
        <Select
          id={`${id}-action`}
          className="w-full"
          value={filters.action}
          onChange={(e) => set({ action: isAuditAction(e.target.value) ? e.target.value : "" })}
        >
          <option value="">{t("teams.auditLog.filters.allActions")}</option>
          {actions.map(({ action, label }) => (
            <option key={action} value={action}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <Label htmlFor={`${id}-actor`}>{t("teams.auditLog.filters.actor")}</Label>
        <Select id={`${id}-actor`} className="w-full" value={filters.actor} onChange={(e) => set({ actor: e.target.value })}>
          <option value="">{t("teams.auditLog.filters.anyone")}</option>
          {members.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name ? `${member.name} (${member.email})` : member.email}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={`${id}-from`}>{t("teams.auditLog.filters.from")}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
      </div>
      <div>
        <Label htmlFor={`${id}-to`}>{t("teams.auditLog.filters.to")}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </div>
    </div>
  );
}
