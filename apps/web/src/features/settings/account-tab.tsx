import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Notice } from "../../components/ui/notice";
import { deleteMyAccount } from "../../lib/account-api";
import { describeApiError } from "../../lib/describe-api-error";
import { SESSION_QUERY_KEY } from "../../lib/session";
import { showToast } from "../../lib/toast-store";
import { DownloadMyDataCard } from "./download-my-data-card";

/**
 * Settings → Account: download my data (decision 294), and delete my account with my password (docs/decisions/292-your-data.md). It says
 * what goes first; the server refuses while I own an organization with other members.
 */
export function AccountTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const passwordId = useId();
  const [password, setPassword] = useState("");
  const [sure, setSure] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await deleteMyAccount(password);
      client.setQueryData(SESSION_QUERY_KEY, null);
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== "config" && q.queryKey[0] !== "session" });
      showToast({ type: "success", title: t("settings.account.deleted") });
      void navigate("/", { replace: true });
    } catch (error) {
      setFailure(describeApiError(error, t, t("settings.account.failed")));
      setBusy(false);
    }
  }

  return (
    <div className="space-y-6">
      <DownloadMyDataCard />
      <Card className="p-6">
        <h2 className="text-lg font-semibold">{t("settings.account.deleteTitle")}</h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t("settings.account.deleteWhat")}</p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t("settings.account.deleteKept")}</p>
        <form onSubmit={(e) => void onSubmit(e)} className="mt-4 space-y-4">
          <div>
            <Label htmlFor={passwordId}>{t("settings.account.password")}</Label>
            <Input
              id={passwordId}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 accent-red-600"
              checked={sure}
              onChange={(e) => setSure(e.target.checked)}
            />
            {t("settings.account.confirm")}
          </label>
          {failure && (
            <Notice tone="error">
              <p>{failure}</p>
            </Notice>
          )}
          <Button type="submit" variant="danger" disabled={busy || !sure || !password}>
            {busy ? t("settings.account.deleting") : t("settings.account.delete")}
          </Button>
        </form>
      </Card>
    </div>
  );
}
