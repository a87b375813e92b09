import { INVITE_QUERY_PARAM } from "@sondar/core/teams/team-api-paths";
import { sitePath } from "@sondar/core/site/site-paths";
import { getCredentialsProblem, type CredentialsProblem } from "@sondar/core/auth/credentials";
import { isServerPath, RETURN_PATH_PARAM, safeReturnPath } from "@sondar/core/auth/return-path";
import { USER_NAME_MAX_LENGTH } from "@sondar/core/user/user-name";
import { useQuery } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { AuthLayout } from "../../components/auth-layout";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Notice } from "../../components/ui/notice";
import { FullScreenSpinner, Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api-client";
import { goTo } from "../../lib/go-to";
import { useAppConfig } from "../../lib/app-config";
import { useDescribeOriginRefusal } from "../../lib/origin-refused";
import { previewInvitation } from "../../lib/invitations-api";
import { getPendingInvite, setPendingInvite } from "../../lib/pending-invite";
import { getPendingCheckout, readPlanParam, setPendingCheckout } from "../../lib/pending-checkout";
import { useRefreshSession, useSession } from "../../lib/session";
import { usePageLanguage } from "../../lib/use-page-language";
import { registerWithEmail, signInWithEmail, signInWithPasskey, startGoogleSignIn } from "./auth-api";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { PasswordInput } from "./password-input";
import { ResetPasswordForm } from "./reset-password-form";
import { TwoFactorStep } from "./two-factor-step";
import { useResumeCheckout } from "./use-resume-checkout";
import { getVerificationIssueKey, VERIFICATION_PARAMS } from "./verification-error";

const PROBLEM_KEYS: Record<CredentialsProblem, string> = {
  required_fields: "auth.errors.requiredFields",
  password_too_short: "auth.errors.passwordTooShort",
  password_too_long: "auth.errors.passwordTooLong",
  name_required: "auth.errors.nameRequired",
  name_too_long: "auth.errors.nameTooLong",
  name_not_one_line: "auth.errors.nameNotOneLine",
};

export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { data: me, isPending } = useSession();
  const refreshSession = useRefreshSession();
  const { googleSignIn, productName } = useAppConfig();
  const describeRefusal = useDescribeOriginRefusal();
  const language = usePageLanguage();

  const invite = params.get(INVITE_QUERY_PARAM);
  const [isRegister, setIsRegister] = useState(location.pathname === "/register" || !!invite);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [issue, setIssue] = useState<string | null>(null);
  // Set when the password was right and the account asks for a second factor (decision 280).
  const [needsCode, setNeedsCode] = useState(false);
  const resetToken = params.get("reset") === "true" ? params.get("token") : null;
  // The page a signed-out visitor was sent here from (a mailed link, say), to go back to.
  const returnTo = safeReturnPath(params.get(RETURN_PATH_PARAM));

  useEffect(() => setIsRegister(location.pathname === "/register" || !!invite), [location.pathname, invite]);

  useEffect(() => {
    if (invite) setPendingInvite(invite);
  }, [invite]);

  // 'Get started' on a public page sends a visitor here with the plan they chose: checkout follows sign-in.
  const planParam = readPlanParam(params.get("plan"));
  useEffect(() => {
    if (planParam) setPendingCheckout(planParam);
  }, [planParam]);
  const pendingPlan = planParam ?? getPendingCheckout();

  // Verification problems arrive as URL parameters: show them once, then clean the address.
  useEffect(() => {
    const found = getVerificationIssueKey(params);
    if (!found) return;
    setIssue(t(found.key, { description: found.description }));
    const next = new URLSearchParams(params);
    VERIFICATION_PARAMS.forEach((p) => next.delete(p));
    setParams(next, { replace: true });
  }, [params, setParams, t]);

  // A signed-in visitor holding an invitation (in the address, or kept since sign-up and back from
  // the verification link) goes to /teams, which says 'Accepting Team Invitation' and accepts it.
  const justVerified = params.get("verified") === "true";
  const inviteToAccept = invite ?? getPendingInvite();
  const invitation = useQuery({
    queryKey: ["invitation-preview", invite],
    queryFn: () => previewInvitation(invite ?? ""),
    enabled: !!invite && !me,
    retry: false,
  });
  const invitedEmail = invitation.data?.state === "pending" ? invitation.data.email : null;
  // Someone invited signs up to join an organization, with no trial of their own (docs/product/teams.md#invitations).
  const joining = invitation.data?.state === "pending" && isRegister ? invitation.data : null;
  useEffect(() => {
    if (invitedEmail) setEmail((current) => current || invitedEmail);
  }, [invitedEmail]);

  const toCheckout = !!me && !!pendingPlan && !inviteToAccept && !resetToken;
  const resumingCheckout = useResumeCheckout(toCheckout ? pendingPlan : null);

  if (resumingCheckout) return <FullScreenSpinner label={t("auth.toCheckout")} />;
  if (isPending && !resetToken) return <FullScreenSpinner label={t("common.loading")} />;
  if (me && !resetToken) {
    const destination = signedInDestination(inviteToAccept, returnTo);
    return isServerPath(destination) ? <LoadInFull to={destination} /> : <Navigate to={destination} replace />;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = getCredentialsProblem(isRegister ? "register" : "sign-in", { name, email, password });
    if (problem) {
      setError(t(PROBLEM_KEYS[problem]));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (isRegister) {
        await registerWithEmail(name.trim(), email.trim(), password);
        void navigate("/verify-email", { state: { email: email.trim() } });
      } else {
        const reply = await signInWithEmail(email.trim(), password);
        if (reply.twoFactorRedirect === true) {
          setNeedsCode(true);
          return;
        }
        await finishSignIn();
      }
    } catch (err) {
      if (err instanceof ApiError && err.code === "EMAIL_NOT_VERIFIED") {
        void navigate("/verify-email", { state: { email: email.trim(), notVerified: true } });
        return;
      }
      setError((await describeRefusal(err)) ?? describeAuthError(err, isRegister, t));
    } finally {
      setBusy(false);
    }
  }

  async function finishSignIn() {
    await refreshSession();
    // With a plan chosen, the signed-in render starts its checkout instead.
    // A server address is left for the signed-in render, which loads it in full.
    const destination = signedInDestination(inviteToAccept, returnTo);
    if ((!pendingPlan || inviteToAccept) && !isServerPath(destination)) void navigate(destination, { replace: true });
  }

  async function onPasskey() {
    setError(null);
    try {
      await signInWithPasskey();
      await finishSignIn();
    } catch (err) {
      setError((await describeRefusal(err)) ?? t("auth.passkey.failed"));
    }
  }

  async function onGoogle() {
    setError(null);
    try {
      const { url } = await startGoogleSignIn(pendingPlan ? "/login" : (returnTo ?? "/dashboard"));
      if (!url) throw new Error("no url");
      window.location.assign(url);
    } catch (err) {
      setError((await describeRefusal(err)) ?? t("auth.errors.google"));
    }
  }

  function switchMode() {
    setError(null);
    const next = isRegister ? "/login" : "/register";
    void navigate(`${next}${location.search}`, { replace: true });
    setIsRegister(!isRegister);
  }

  if (resetToken) {
    return (
      <AuthLayout>
        <ResetPasswordForm
          token={resetToken}
          onDone={() => {
            setParams({}, { replace: true });
          }}
        />
      </AuthLayout>
    );
  }

  if (needsCode) {
    return (
      <AuthLayout>
        <h1 className="mb-4 text-2xl font-bold">{t("auth.twoFactor.title")}</h1>
        <TwoFactorStep
          onSignedIn={finishSignIn}
          onRestart={() => {
            setNeedsCode(false);
            setError(t("auth.twoFactor.expired"));
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <div className="mb-6">
        <h1 className="text-2xl font-bold">
          {joining
            ? t("auth.registerInvitedTitle", { organization: joining.organizationName, product: productName })
            : isRegister
              ? t("auth.registerTitle")
              : t("auth.signInTitle")}
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {!isRegister
            ? t("auth.signInSubtitle")
            : joining
              ? t("auth.registerInvitedSubtitle", { organization: joining.organizationName })
              : invite
                ? t("auth.registerInviteSubtitle")
                : t("auth.registerSubtitle")}
        </p>
      </div>

      {issue && (
        <Notice
          tone="warning"
          title={t("auth.verifyIssue.title")}
          onDismiss={() => setIssue(null)}
          dismissLabel={t("common.dismiss")}
          className="mb-4"
        >
          {issue}
        </Notice>
      )}
      {invitation.data && (
        <Notice tone={invitation.data.state === "pending" ? "info" : "warning"} className="mb-4">
          {invitation.data.state === "pending"
            ? t(`teams.accept.invitedAs.${invitation.data.role}`, {
                inviter: invitation.data.inviterName,
                organization: invitation.data.organizationName,
                email: invitation.data.email,
              })
            : t(`teams.accept.linkState.${invitation.data.state}`)}
        </Notice>
      )}
      {pendingPlan && (
        <Notice tone="info" className="mb-4">
          {t("auth.checkoutAfterSignIn", { plan: t(`billing.planNames.${pendingPlan}`) })}
        </Notice>
      )}
      {justVerified && !me && !issue && (
        <Notice tone="success" className="mb-4">
          {t("auth.verifiedSignIn")}
        </Notice>
      )}

      <form
        onSubmit={(e) => void onSubmit(e)}
        className="space-y-4"
        noValidate
        aria-describedby={error ? "auth-error" : undefined}
      >
        {isRegister && (
          <div>
            <Label htmlFor="name">{t("auth.name")}</Label>
            <Input
              id="name"
              autoComplete="name"
              maxLength={USER_NAME_MAX_LENGTH}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
        )}
        <div>
          <Label htmlFor="email">{t("auth.email")}</Label>
          <Input id="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div>
          <div className="flex items-center justify-between">
            <Label htmlFor="password">{t("auth.password")}</Label>
            {!isRegister && (
              <button
                type="button"
                className="mb-1.5 text-sm font-medium text-brand-600 hover:underline dark:text-brand-400"
                onClick={() => setForgotOpen(true)}
              >
                {t("auth.forgotPassword")}
              </button>
            )}
          </div>
          <PasswordInput
            id="password"
            autoComplete={isRegister ? "new-password" : "current-password"}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        {error && (
          <Notice tone="error" className="!mt-4">
            <span id="auth-error">{error}</span>
          </Notice>
        )}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? <Spinner className="h-4 w-4 text-white" /> : null}
          {isRegister ? t("auth.createAccount") : t("auth.signIn")}
        </Button>
      </form>

      {!isRegister && (
        <Button variant="secondary" className="mt-3 w-full" onClick={() => void onPasskey()}>
          <KeyRound aria-hidden className="h-4 w-4" />
          {t("auth.passkey.signIn")}
        </Button>
      )}

      {googleSignIn && (
        <>
          <div className="my-6 flex items-center gap-3 text-xs uppercase text-slate-400">
            <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
            {t("auth.or")}
            <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
          </div>
          <Button variant="secondary" className="w-full" onClick={() => void onGoogle()}>
            <GoogleMark />
            {t("auth.continueWithGoogle")}
          </Button>
        </>
      )}

      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {isRegister ? t("auth.haveAccount") : t("auth.noAccount")}{" "}
        <button type="button" onClick={switchMode} className="font-semibold text-brand-600 hover:underline dark:text-brand-400">
          {isRegister ? t("auth.signIn") : t("auth.signUp")}
        </button>
      </p>
      <p className="mt-2 text-center text-xs text-slate-500">
        <Link to={sitePath(language, "terms")} className="hover:underline">
          {t("site.terms")}
        </Link>
        {" · "}
        <Link to={sitePath(language, "privacy")} className="hover:underline">
          {t("site.privacy")}
        </Link>
      </p>

      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} initialEmail={email} />
    </AuthLayout>
  );
}

/** Where a signed-in visitor goes: /teams to accept an invitation they hold, else the dashboard. */
function signedInDestination(inviteToken: string | null, returnTo: string | null): string {
  if (inviteToken) return `/teams?${INVITE_QUERY_PARAM}=${encodeURIComponent(inviteToken)}`;
  return returnTo ?? "/dashboard";
}

/** Leaves the app for an address the server answers (a download link), in place of this page. */
function LoadInFull({ to }: { to: string }) {
  const { t } = useTranslation();
  useEffect(() => goTo(to), [to]);
  return <FullScreenSpinner label={t("common.loading")} />;
}

function describeAuthError(err: unknown, isRegister: boolean, t: (key: string) => string): string {
  if (err instanceof ApiError) {
    if (err.code === "SIGN_IN_LOCKED") return t("auth.errors.accountLocked");
    if (err.status === 429) return t("auth.errors.tooManyAttempts");
    // The server's name rule is the form's (core's user-name.ts); its message is the fallback.
    const nameMessage = err.fields?.name?.[0];
    if (nameMessage) return nameMessage;
    if (err.code === "INVALID_EMAIL_OR_PASSWORD" || err.status === 401) return t("auth.errors.invalidCredentials");
    if (err.code === "INVALID_EMAIL" || err.code === "VALIDATION_ERROR") return t("auth.errors.invalidEmail");
    if (err.code === "PASSWORD_TOO_SHORT") return t("auth.errors.passwordTooShort");
    if (err.code === "NETWORK") return t("auth.errors.network");
  }
  return isRegister ? t("auth.errors.registrationFailed") : t("auth.errors.loginFailed");
}

function GoogleMark() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4">
      <path
        fill="#EA4335"
        d="M12 10.2v3.9h5.5c-.2 1.4-1.7 4.1-5.5 4.1-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.5 14.6 2.5 12 2.5 6.8 2.5 2.6 6.7 2.6 12s4.2 9.5 9.4 9.5c5.4 0 9-3.8 9-9.2 0-.6-.1-1.1-.2-1.6H12z"
      />
    </svg>
  );
}
