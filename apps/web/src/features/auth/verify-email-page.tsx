import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { AuthLayout } from "../../components/auth-layout";
import { Button } from "../../components/ui/button";
import { Notice } from "../../components/ui/notice";
import { ApiError } from "../../lib/api-client";
import { useAppConfig } from "../../lib/app-config";
import { useDescribeOriginRefusal } from "../../lib/origin-refused";
import { resendVerification } from "./auth-api";

export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const { devMailbox } = useAppConfig();
  const describeRefusal = useDescribeOriginRefusal();
  const state = (useLocation().state ?? {}) as { email?: string; notVerified?: boolean };
  const email = state.email?.trim() ?? "";
  const [sending, setSending] = useState(false);
  // Both messages start empty every time the screen opens.
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function onResend() {
    setMessage(null);
    if (!email) {
      setMessage({ tone: "error", text: t("verify.noEmail") });
      return;
    }
    setSending(true);
    try {
      await resendVerification(email);
      setMessage({ tone: "success", text: t("verify.sent") });
    } catch (error) {
      const text =
        (await describeRefusal(error)) ??
        (error instanceof ApiError && error.status !== 0 && error.message
          ? t("verify.failedWithMessage", { message: error.status === 429 ? t("auth.errors.tooManyAttempts") : error.message })
          : t("verify.failed"));
      setMessage({ tone: "error", text });
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthLayout>
      <div className="text-center">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300">
          <MailCheck aria-hidden className="h-7 w-7" />
        </span>
        <h1 className="mt-4 text-2xl font-bold">{t("verify.title")}</h1>
        {state.notVerified && (
          <p className="mt-2 text-sm font-medium text-amber-700 dark:text-amber-300">{t("verify.notVerified")}</p>
        )}
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          {t("verify.sentTo")} <strong className="text-slate-900 dark:text-white">{email || t("verify.yourEmail")}</strong>
        </p>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t("verify.instructions")}</p>
        {devMailbox && (
          <p className="mt-3 text-sm">
            <Link
              to={email ? `/dev/mailbox?to=${encodeURIComponent(email)}` : "/dev/mailbox"}
              className="font-medium text-brand-600 hover:underline dark:text-brand-400"
            >
              {t("verify.openMailbox")}
            </Link>
          </p>
        )}
      </div>
      {message && (
        <Notice tone={message.tone} className="mt-6">
          {message.text}
        </Notice>
      )}
      <div className="mt-6 flex flex-col gap-3">
        <Button onClick={() => void onResend()} disabled={sending}>
          {sending ? t("verify.resending") : t("verify.resend")}
        </Button>
        <Button variant="secondary" asChild>
          <Link to="/login">{t("verify.backToSignIn")}</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}
