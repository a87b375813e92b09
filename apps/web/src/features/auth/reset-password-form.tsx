import { getPasswordProblem } from "@sondar/core/auth/credentials";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Notice } from "../../components/ui/notice";
import { ApiError } from "../../lib/api-client";
import { useDescribeOriginRefusal } from "../../lib/origin-refused";
import { showToast } from "../../lib/toast-store";
import { resetPassword } from "./auth-api";
import { PasswordInput } from "./password-input";

/** Shown at /login?reset=true&token=… after the reset link: choose a new password. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const describeRefusal = useDescribeOriginRefusal();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = getPasswordProblem(password);
    if (problem) {
      setError(t(problem === "password_too_short" ? "auth.errors.passwordTooShort" : "auth.errors.passwordTooLong"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await resetPassword(token, password);
      showToast({ type: "success", title: t("auth.reset.doneTitle"), message: t("auth.reset.doneMessage") });
      onDone();
    } catch (err) {
      setError(
        (await describeRefusal(err)) ??
          (err instanceof ApiError && err.code === "INVALID_TOKEN" ? t("auth.reset.invalidToken") : t("auth.reset.failed")),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-4" noValidate>
      <div>
        <h1 className="text-2xl font-bold">{t("auth.reset.title")}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("auth.reset.description")}</p>
      </div>
      <div>
        <Label htmlFor="new-password">{t("auth.reset.newPassword")}</Label>
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t("auth.reset.saving") : t("auth.reset.submit")}
      </Button>
    </form>
  );
}
