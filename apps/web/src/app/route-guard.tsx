import { signInPath } from "@sondar/core/auth/return-path";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { FullScreenSpinner } from "../components/ui/spinner";
import { signedOutInThisTab, useSession } from "../lib/session";

/**
 * Signed-in routes: a spinner while the session loads; without a user, to /login and back here
 * once signed in (or /register keeping an invite); after signing out here, to /login alone
 * (docs/decisions/305-back-to-the-link-after-sign-in.md). Without edit rights the editor still opens, read-only with
 * the upgrade (docs/decisions/072-read-only-editor-instead-of-redirect.md).
 */
export function RouteGuard() {
  const { t } = useTranslation();
  const { data: me, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <FullScreenSpinner label={t("common.loading")} />;
  if (!me) {
    const invite = new URLSearchParams(location.search).get("invite");
    const to = invite
      ? `/register?invite=${encodeURIComponent(invite)}`
      : signedOutInThisTab()
        ? "/login"
        : signInPath(location.pathname + location.search);
    return <Navigate to={to} replace />;
  }
  return <Outlet />;
}
