import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Notice } from "../../components/ui/notice";
import { ApiError } from "../../lib/api-client";
import { showToast } from "../../lib/toast-store";
import { confirmTwoFactor, disableTwoFactor, securityKey, sessionsKey, startTwoFactor } from "./security-api";

type Step =
  { kind: "idle" } | { kind: "password" } | { kind: "scan"; uri: string; codes: string[] } | { kind: "codes"; codes: string[] };

/** The secret in an otpauth:// URI, for typing into an app by hand. */
function manualKey(uri: string): string {
  return new URL(uri).searchParams.get("secret") ?? "";
}

/** The otpauth URI drawn as a QR code, on this machine (no service sees the secret). */
function useQrCode(uri: string | null): string | null {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    if (!uri) return setSvg(null);
    let live = true;
    void import("qrcode").then(({ toDataURL }) =>
      toDataURL(uri, { margin: 1, width: 200 }).then((url) => {
        if (live) setSvg(url);
      }),
    );
    return () => {
      live = false;
    };
  }, [uri]);
  return svg;
}

/** The account password, asked again to turn two-factor sign-in on or off. */
function PasswordField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <Label htmlFor={id}>{t("settings.security.twoFactor.password")}</Label>
      <Input type="password" id={id} autoComplete="current-password" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A six-digit code from the authenticator app. */
function CodeField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <Label htmlFor={id}>{t("settings.security.twoFactor.code")}</Label>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** A step's submit button beside "Cancel". */
function StepActions({
  label,
  disabled,
  danger = false,
  onCancel,
}: {
  label: string;
  disabled: boolean;
  danger?: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" variant={danger ? "danger" : "primary"} disabled={disabled}>
        {label}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        {t("settings.security.twoFactor.cancel")}
      </Button>
    </div>
  );
}

/** Settings › Security › Two-factor sign-in: turn on with the password and a first code; off with both (decision 280). */
export function TwoFactorSection({ enabled, hasPassword }: { enabled: boolean; hasPassword: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const qr = useQrCode(step.kind === "scan" ? step.uri : null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: securityKey }),
      queryClient.invalidateQueries({ queryKey: sessionsKey }),
    ]);

  function describe(err: unknown): string {
    if (err instanceof ApiError && err.code === "INVALID_PASSWORD") return t("settings.security.twoFactor.wrongPassword");
    if (err instanceof ApiError && (err.code === "INVALID_CODE" || err.code === "TWO_FACTOR_CODE_INVALID")) {
      return t("errors.TWO_FACTOR_CODE_INVALID");
    }
    if (err instanceof ApiError && err.fields?.code?.[0]) return t("errors.TWO_FACTOR_CODE_INVALID");
    return t("settings.tryAgain");
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(describe(err));
    } finally {
      setBusy(false);
    }
  }

  const reset = () => {
    setStep({ kind: "idle" });
    setTurningOff(false);
    setPassword("");
    setCode("");
    setError(null);
  };

  const onPassword = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const { totpURI, backupCodes } = await startTwoFactor(password);
      setPassword("");
      setStep({ kind: "scan", uri: totpURI, codes: backupCodes });
    });
  };

  const onConfirm = (e: FormEvent) => {
    e.preventDefault();
    if (step.kind !== "scan") return;
    void run(async () => {
      await confirmTwoFactor(code.trim());
      setCode("");
      setStep({ kind: "codes", codes: step.codes });
      await refresh();
      showToast({ type: "success", title: t("settings.security.twoFactor.turnedOn") });
    });
  };

  const onTurnOff = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await disableTwoFactor(password, code.trim());
      reset();
      await refresh();
      showToast({ type: "success", title: t("settings.security.twoFactor.turnedOff") });
    });
  };

  const errorNotice = error && (
    <Notice tone="error">
      <span role="alert">{error}</span>
    </Notice>
  );

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">{t("settings.security.twoFactor.title")}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {enabled ? t("settings.security.twoFactor.on") : t("settings.security.twoFactor.off")}
      </p>

      {step.kind === "idle" && !turningOff && (
        <div className="mt-4">
          {!hasPassword ? (
            <Notice tone="info">{t("settings.security.twoFactor.needsPassword")}</Notice>
          ) : enabled ? (
            <Button variant="secondary" onClick={() => setTurningOff(true)}>
              {t("settings.security.twoFactor.turnOff")}
            </Button>
          ) : (
            <Button onClick={() => setStep({ kind: "password" })}>{t("settings.security.twoFactor.turnOn")}</Button>
          )}
        </div>
      )}

      {step.kind === "password" && (
        <form onSubmit={onPassword} className="mt-4 space-y-3" noValidate>
          <PasswordField id="two-factor-password" value={password} onChange={setPassword} />
          {errorNotice}
          <StepActions label={t("settings.security.twoFactor.continue")} disabled={busy || !password} onCancel={reset} />
        </form>
      )}

      {step.kind === "scan" && (
        <form onSubmit={onConfirm} className="mt-4 space-y-3" noValidate>
          <p className="text-sm">{t("settings.security.twoFactor.scan")}</p>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            {qr ? (
              <img src={qr} alt={t("settings.security.twoFactor.qrAlt")} width={200} height={200} className="rounded bg-white" />
            ) : (
              <div className="h-[200px] w-[200px] rounded bg-slate-100 dark:bg-slate-800" />
            )}
            <div className="min-w-0">
              <p className="text-xs font-medium text-slate-500">{t("settings.security.twoFactor.manualKey")}</p>
              <code data-testid="manual-key" className="mt-1 block break-all font-mono text-sm">
                {manualKey(step.uri)}
              </code>
            </div>
          </div>
          <div className="max-w-xs">
            <CodeField id="two-factor-code" value={code} onChange={setCode} />
          </div>
          {errorNotice}
          <StepActions
            label={t("settings.security.twoFactor.confirm")}
            disabled={busy || code.trim().length !== 6}
            onCancel={reset}
          />
        </form>
      )}

      {step.kind === "codes" && (
        <div className="mt-4 space-y-3">
          <h3 className="font-medium">{t("settings.security.twoFactor.recoveryTitle")}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("settings.security.twoFactor.recoveryHint")}</p>
          <ul aria-label={t("settings.security.twoFactor.recoveryTitle")} className="grid grid-cols-2 gap-2 font-mono text-sm">
            {step.codes.map((c) => (
              <li key={c} className="rounded bg-slate-100 px-2 py-1 dark:bg-slate-800">
                {c}
              </li>
            ))}
          </ul>
          <Button onClick={reset}>{t("settings.security.twoFactor.done")}</Button>
        </div>
      )}

      {turningOff && (
        <form onSubmit={onTurnOff} className="mt-4 space-y-3" noValidate>
          <p className="text-sm">{t("settings.security.twoFactor.turnOffHint")}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <PasswordField id="two-factor-off-password" value={password} onChange={setPassword} />
            <CodeField id="two-factor-off-code" value={code} onChange={setCode} />
          </div>
          {errorNotice}
          <StepActions
            label={t("settings.security.twoFactor.turnOff")}
            danger
            disabled={busy || !password || code.trim().length !== 6}
            onCancel={reset}
          />
        </form>
      )}
    </Card>
  );
}
