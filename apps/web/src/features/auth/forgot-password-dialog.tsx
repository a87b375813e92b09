import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Notice } from "../../components/ui/notice";
import { ApiError } from "../../lib/api-client";
import { useAppConfig } from "../../lib/app-config";
import { useDescribeOriginRefusal } from "../../lib/origin-refused";
import { requestPasswordReset } from "./auth-api";

export function ForgotPasswordDialog({
  open,
  onOpenChange,
  initialEmail,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialEmail: string;
}) {
  const { t } = useTranslation();
  const { supportEmail } = useAppConfig();
  const describeRefusal = useDescribeOriginRefusal();
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  // Each opening starts from the address typed on the sign-in form and no old message.
  useEffect(() => {
    if (!open) return;
    setEmail(initialEmail);
    setResult(null);
  }, [open, initialEmail]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setResult({ tone: "error", text: t("auth.forgot.emailRequired") });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      await requestPasswordReset(email.trim());
      setResult({ tone: "success", text: t("auth.forgot.sent") });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : "";
      const text =
        (await describeRefusal(error)) ??
        (code === "NO_ACCOUNT_FOR_EMAIL"
          ? t("auth.forgot.noAccount")
          : code === "RESET_RATE_LIMITED"
            ? t("auth.forgot.tooMany")
            : code === "VALIDATION_FAILED"
              ? t("auth.errors.invalidEmail")
              : t("auth.forgot.unavailable", { email: supportEmail }));
      setResult({ tone: "error", text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("auth.forgot.title")}
      description={t("auth.forgot.description")}
      closeLabel={t("common.close")}
    >
      <form onSubmit={(e) => void onSubmit(e)} className="space-y-4" noValidate>
        <div>
          <Label htmlFor="reset-email">{t("auth.email")}</Label>
          <Input id="reset-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        {result && <Notice tone={result.tone}>{result.text}</Notice>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={busy || !email.trim()}>
            {busy ? t("auth.forgot.sending") : t("auth.forgot.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
