import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api-client";
import { verifySignInCode } from "./auth-api";

/**
 * The second step of signing in with two-factor on: a code from the app, or "Use a recovery
 * code" (docs/decisions/280-two-factor-sign-in.md). `onSignedIn` runs once the session exists;
 * `onRestart` when the step expired and the password must be entered again.
 */
export function TwoFactorStep({ onSignedIn, onRestart }: { onSignedIn: () => Promise<void>; onRestart: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<"totp" | "recovery">("totp");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await verifySignInCode(kind, code);
      await onSignedIn();
    } catch (err) {
      if (err instanceof ApiError && err.code === "INVALID_TWO_FACTOR_COOKIE") {
        onRestart();
        return;
      }
      setError(err instanceof ApiError && err.status === 429 ? t("auth.errors.tooManyAttempts") : t("auth.twoFactor.invalid"));
    } finally {
      setBusy(false);
    }
  }

  const switchKind = () => {
    setKind(kind === "totp" ? "recovery" : "totp");
    setCode("");
    setError(null);
  };

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      className="space-y-4"
      noValidate
      aria-describedby={error ? "two-factor-error" : undefined}
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {kind === "totp" ? t("auth.twoFactor.prompt") : t("auth.twoFactor.recoveryPrompt")}
      </p>
      <div>
        <Label htmlFor="sign-in-code">{kind === "totp" ? t("auth.twoFactor.code") : t("auth.twoFactor.recoveryCode")}</Label>
        <Input
          id="sign-in-code"
          autoFocus
          autoComplete="one-time-code"
          inputMode={kind === "totp" ? "numeric" : "text"}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      {error && (
        <Notice tone="error">
          <span id="two-factor-error">{error}</span>
        </Notice>
      )}
      <Button type="submit" className="w-full" disabled={busy || !code.trim()}>
        {busy ? <Spinner className="h-4 w-4 text-white" /> : null}
        {t("auth.twoFactor.verify")}
      </Button>
      <button
        type="button"
        onClick={switchKind}
        className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400"
      >
        {kind === "totp" ? t("auth.twoFactor.useRecovery") : t("auth.twoFactor.useApp")}
      </button>
    </form>
  );
}
