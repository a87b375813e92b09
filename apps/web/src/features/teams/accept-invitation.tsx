import type { OrganizationSummary } from "@sondar/core/teams/team-replies";
import { useQuery } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { acceptInvitation, previewInvitation } from "../../lib/invitations-api";
import { clearPendingInvite } from "../../lib/pending-invite";

/** The wait before accepting, so the person sees which team they are joining. */
export const INVITE_ACCEPT_DELAY_MS = 2000;

export type AcceptOutcome = { organization: OrganizationSummary } | { error: unknown };

/**
 * 'Accepting Team Invitation': waits 2 seconds, accepts the invitation as the signed-in user,
 * forgets the pending token whatever the answer, and reports the outcome.
 */
export function AcceptInvitation({ token, onDone }: { token: string; onDone: (outcome: AcceptOutcome) => void }) {
  const { t } = useTranslation();
  const preview = useQuery({ queryKey: ["invitation-preview", token], queryFn: () => previewInvitation(token), retry: false });
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    const timer = setTimeout(() => {
      void acceptInvitation(token)
        .then(
          (organization) => ({ organization }),
          (error: unknown) => ({ error }),
        )
        .then((outcome) => {
          clearPendingInvite();
          done.current(outcome);
        });
    }, INVITE_ACCEPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [token]);

  const organizationName = preview.data?.organizationName;
  return (
    <Card className="mx-auto mt-8 flex max-w-lg flex-col items-center px-6 py-14 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300">
        <Users aria-hidden className="h-6 w-6" />
      </span>
      <h1 className="mt-4 text-xl font-semibold">{t("auth.acceptingInvite")}</h1>
      <p className="mt-2 min-h-5 text-sm text-slate-600 dark:text-slate-400">
        {organizationName ? t("teams.accept.joining", { organization: organizationName }) : t("teams.accept.wait")}
      </p>
      <Spinner className="mt-6 h-6 w-6" />
    </Card>
  );
}
