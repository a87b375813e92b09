import type { DeleteAccountInput } from "@sondar/core/user/delete-account";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Notice } from "../../components/ui/notice";
import { deleteMyAccount, requestDeleteAccountLink } from "../../lib/account-api";
import { describeApiError } from "../../lib/describe-api-error";
import { SESSION_QUERY_KEY } from "../../lib/session";
import { showToast } from "../../lib/toast-store";
import { getAccountSecurity, securityKey } from "./security-api";

/**
 * Delete my account. It says what goes first, then asks for a proof beyond the session: the
 * password (decision 292), or, for an account without one, a link we e-mail; the link brings the
 * user back here with `?confirmDelete=<token>` (docs/decisions/298-delete-account-without-password.md).
 * The server refuses while the user owns an organization with other members.
 */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("confirmDelete");
  const security = useQuery({ queryKey: securityKey, queryFn: getAccountSecurity, enabled: !token });
  // Should the account's sign-ins not load, the password flow: it is every account's but Google-only ones.
  const flow = token ? "token" : security.data?.hasPassword === false ? "link" : "password";
  // Nothing to fill in until we know which flow, so no password field appears and then vanishes.
  const deciding = !token && security.isPending;
  const passwordId = useId();
  const [password, setPassword] = useState("");
  const [sure, setSure] = useState(false);
  const [busy, setBusy] = useState(false);
  const [linkSent, setLinkSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function deleteWith(proof: DeleteAccountInput) {
    await deleteMyAccount(proof);
    client.setQueryData(SESSION_QUERY_KEY, null);
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== "config" && q.queryKey[0] !== "session" });
    showToast({ type: "success", title: t("settings.account.deleted") });
    void navigate("/", { replace: true });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      if (flow === "link") {
        await requestDeleteAccountLink();
        setLinkSent(true);
        setBusy(false);
      } else {
        await deleteWith(flow === "token" ? { token: token ?? "" } : { password });
      }
    } catch (error) {
      setFailure(describeApiError(error, t, t("settings.account.failed")));
      setBusy(false);
    }
  }

  const ready = sure && (flow !== "password" || password !== "") && !(flow === "link" && linkSent);
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">{t("settings.account.deleteTitle")}</h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t("settings.account.deleteWhat")}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t("settings.account.deleteBilling")}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t("settings.account.deleteKept")}</p>
      {deciding ? null : (
        <form onSubmit={(e) => void onSubmit(e)} className="mt-4 space-y-4">
          {flow === "password" && (
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
          )}
          {flow === "link" && <p className="text-sm">{t("settings.account.noPassword")}</p>}
          {flow === "token" && <p className="text-sm font-medium">{t("settings.account.confirmByLink")}</p>}
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 accent-red-600"
              checked={sure}
              onChange={(e) => setSure(e.target.checked)}
            />
            {t("settings.account.confirm")}
          </label>
          {linkSent && (
            <Notice tone="success">
              <p>{t("settings.account.linkSent")}</p>
            </Notice>
          )}
          {failure && (
            <Notice tone="error">
              <p>{failure}</p>
            </Notice>
          )}
          <Button type="submit" variant={flow === "link" ? "secondary" : "danger"} disabled={busy || !ready}>
            {flow === "link"
              ? busy
                ? t("settings.account.sendingLink")
                : t("settings.account.sendLink")
              : busy
                ? t("settings.account.deleting")
                : t("settings.account.delete")}
          </Button>
        </form>
      )}
    </Card>
  );
}
