import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { Toaster } from "../components/toaster";
import { FullScreenSpinner } from "../components/ui/spinner";
import { ChatWidget } from "./chat-widget";

/** Wraps every route: scroll reset on navigation, toasts, and the support chat where allowed. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <Suspense fallback={<FullScreenSpinner label={t("common.loading")} />}>
        <Outlet />
      </Suspense>
      <Toaster />
      <ChatWidget pathname={pathname} />
    </>
  );
}
