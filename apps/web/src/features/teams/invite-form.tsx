import { ASSIGNABLE_ROLES, type AssignableRole } from "@sondar/core/teams/team-permissions";
import { emailSchema } from "@sondar/core/auth/credential-schemas";
import { Send } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import type { TeamActions } from "./use-team-actions";

/** Invites an address with a role; the server mails the link. */
export function InviteForm({ actions }: { actions: TeamActions }) {
  const { t } = useTranslation();
  const emailId = useId();
  const roleId = useId();
  const errorId = useId();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<AssignableRole>("member");
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email.trim());
    if (!parsed.success) {
      setProblem(t("teams.invite.invalidEmail"));
      return;
    }
    actions.invite.mutate({ email: parsed.data, role }, { onSuccess: () => setEmail("") });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="min-w-0 flex-1">
        <Label htmlFor={emailId}>{t("teams.invite.emailLabel")}</Label>
        <Input
          id={emailId}
          type="email"
          autoComplete="off"
          placeholder={t("teams.invite.emailPlaceholder")}
          value={email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            setProblem(null);
          }}
        />
      </div>
      <div>
        <Label htmlFor={roleId}>{t("teams.invite.roleLabel")}</Label>
        <Select id={roleId} value={role} onChange={(e) => setRole(e.target.value as AssignableRole)} className="w-full sm:w-36">
          {ASSIGNABLE_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`teams.roles.${r}`)}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" disabled={actions.invite.isPending}>
        <Send aria-hidden className="h-4 w-4" />
        {actions.invite.isPending ? t("teams.invite.sending") : t("teams.invite.send")}
      </Button>
      {problem && (
        <p id={errorId} role="alert" className="text-sm text-red-600 sm:basis-full dark:text-red-400">
          {problem}
        </p>
      )}
    </form>
  );
}
