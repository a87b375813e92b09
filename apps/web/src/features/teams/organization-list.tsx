import type { OrganizationSummary } from "@sondar/core/teams/team-replies";
import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/card";
import { cn } from "../../components/ui/cn";
import { RoleBadge } from "./role-badge";

/** My organizations with my role in each; choosing one shows it beside (or below, on a phone). */
export function OrganizationList({
  organizations,
  selectedId,
  onSelect,
}: {
  organizations: OrganizationSummary[];
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card className="p-2">
      <h2 className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {t("teams.yourOrganizations")}
      </h2>
      <ul aria-label={t("teams.yourOrganizations")}>
        {organizations.map((organization) => {
          const selected = organization.id === selectedId;
          return (
            <li key={organization.id}>
              <button
                type="button"
                aria-current={selected ? "true" : undefined}
                onClick={() => onSelect(organization.id)}
                className={cn(
                  "flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left transition-colors",
                  selected
                    ? "bg-brand-50 text-brand-900 dark:bg-brand-950 dark:text-brand-100"
                    : "hover:bg-slate-100 dark:hover:bg-slate-800",
                )}
              >
                <span className="min-w-0 flex-1">
                  <span className="block break-words text-sm font-medium">{organization.name}</span>
                  <span className="mt-1 flex items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                    <RoleBadge role={organization.role} />
                    {t("teams.memberCount", { count: organization.memberCount })}
                  </span>
                </span>
                <ChevronRight aria-hidden className="h-4 w-4 shrink-0 text-slate-400" />
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
