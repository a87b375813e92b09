import type { TeamRole } from "@sondar/core/teams/team-permissions";
import { Crown, Shield, User } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../components/ui/badge";

const ICONS = { owner: Crown, admin: Shield, member: User } as const;
const TONES = { owner: "amber", admin: "brand", member: "slate" } as const;

/** A role as a badge: its name with an icon that tells the three apart without colour. */
export function RoleBadge({ role }: { role: TeamRole }) {
  const { t } = useTranslation();
  const Icon = ICONS[role];
  return (
    <Badge tone={TONES[role]}>
      <Icon aria-hidden className="h-3 w-3" />
      {t(`teams.roles.${role}`)}
    </Badge>
  );
}
