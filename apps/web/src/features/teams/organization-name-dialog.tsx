import { getOrganizationNameProblem, ORGANIZATION_NAME_MAX_LENGTH } from "@sondar/core/teams/organization-name";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";

/** Asks for an organization's name (to create one or rename it), checked by core's rule before it is sent. */
export function OrganizationNameDialog({
  open,
  onOpenChange,
  title,
  description,
  initialName = "",
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  initialName?: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (name: string) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setName(initialName);
      setProblem(null);
    }
  }, [open, initialName]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = getOrganizationNameProblem(name);
    if (found) {
      setProblem(t(`errors.${found}`));
      return;
    }
    onSubmit(name.trim());
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      {...(description ? { description } : {})}
      closeLabel={t("common.close")}
    >
      <form onSubmit={submit} noValidate>
        <Label htmlFor={inputId}>{t("teams.nameLabel")}</Label>
        <Input
          id={inputId}
          value={name}
          maxLength={ORGANIZATION_NAME_MAX_LENGTH}
          autoComplete="organization"
          placeholder={t("teams.namePlaceholder")}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setProblem(null);
          }}
        />
        {problem && (
          <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600 dark:text-red-400">
            {problem}
          </p>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
