import type { SignedInSession } from "@sondar/core/auth/account-security";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { showToast } from "../../lib/toast-store";
import { useFormatters } from "../../lib/use-formatters";
import { endOtherSessions, endSession, listSessions, sessionsKey } from "./security-api";

/** Settings › Security › Signed-in devices, with sign-out per device (docs/decisions/283-signed-in-devices.md). */
export function SessionsSection() {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: sessionsKey, queryFn: listSessions });
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsKey });

  async function act(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      await refresh();
      showToast({ type: "success", title: done });
    } catch {
      showToast({ type: "error", title: t("settings.tryAgain") });
    }
  }

  const deviceName = (s: SignedInSession) =>
    [s.browser, s.os].filter(Boolean).join(" · ") || t("settings.security.sessions.unknownBrowser");
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t("settings.security.sessions.title")}</h2>
        {others.length > 0 && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void act(endOtherSessions, t("settings.security.sessions.signedOutOthers"))}
          >
            {t("settings.security.sessions.signOutOthers")}
          </Button>
        )}
      </div>
      <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800" aria-label={t("settings.security.sessions.title")}>
        {sessions.data?.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="min-w-0">
              <p className="text-sm font-medium">
                {deviceName(s)}
                {s.current && (
                  <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                    {t("settings.security.sessions.current")}
                  </span>
                )}
              </p>
              <p className="text-xs text-slate-500">
                {s.place ?? t("settings.security.sessions.unknownPlace")} ·{" "}
                {t("settings.security.sessions.lastActive", { date: dateTime(new Date(s.lastActiveAt)) })}
              </p>
            </div>
            {!s.current && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${t("settings.security.sessions.signOut")}: ${deviceName(s)}`}
                onClick={() => void act(() => endSession(s.id), t("settings.security.sessions.signedOut"))}
              >
                {t("settings.security.sessions.signOut")}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
