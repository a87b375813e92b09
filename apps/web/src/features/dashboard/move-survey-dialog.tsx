import { can } from "@sondar/core/teams/team-permissions";
import type { OrganizationSummary } from "@sondar/core/teams/team-replies";
import type { SurveyListItem } from "@sondar/core/surveys/survey-replies";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";

const PERSONAL = "personal";

/**
 * Where a survey may move (docs/product/teams.md#surveys-and-the-plan): my personal list when it is
 * an organization's, and each other organization where my role may move surveys in.
 */
export function moveDestinations(survey: SurveyListItem, organizations: OrganizationSummary[]) {
  const into = organizations.filter((o) => o.id !== survey.organizationId && can(o.role, "surveys.move"));
  return [...(survey.organizationId ? [{ id: null, name: null }] : []), ...into.map((o) => ({ id: o.id, name: o.name }))];
}

/** Picks where to move a survey, then moves it. */
export function MoveSurveyDialog({
  survey,
  organizations,
  busy,
  onOpenChange,
  onMove,
}: {
  survey: SurveyListItem | null;
  organizations: OrganizationSummary[];
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onMove: (organizationId: string | null) => void;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const destinations = survey ? moveDestinations(survey, organizations) : [];
  const first = destinations[0];
  const [target, setTarget] = useState(PERSONAL);

  useEffect(() => {
    if (survey) setTarget(first?.id ?? PERSONAL);
  }, [survey, first?.id]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onMove(target === PERSONAL ? null : target);
  }

  return (
    <Dialog
      open={!!survey}
      onOpenChange={(open) => !busy && onOpenChange(open)}
      title={t("dashboard.move.title")}
      description={t("dashboard.move.description", { title: survey?.title ?? "" })}
      closeLabel={t("common.close")}
    >
      <form onSubmit={submit}>
        <Label htmlFor={selectId}>{t("dashboard.move.destination")}</Label>
        <Select id={selectId} value={target} onChange={(e) => setTarget(e.target.value)} className="w-full">
          {destinations.map((d) => (
            <option key={d.id ?? PERSONAL} value={d.id ?? PERSONAL}>
              {d.name ?? t("dashboard.scope.personal")}
            </option>
          ))}
        </Select>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("dashboard.move.note")}</p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={busy || destinations.length === 0}>
            {busy ? t("dashboard.move.moving") : t("dashboard.move.confirm")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
