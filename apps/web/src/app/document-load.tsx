import { parseSitePath, sitePath } from "@sondar/core/site/site-paths";
import { useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { FullScreenSpinner } from "../components/ui/spinner";
import { usePageLanguage } from "../lib/use-page-language";

/** The address the app was loaded at, before any navigation inside it. */
const firstPath = typeof window === "undefined" ? "" : window.location.pathname;

/**
 * An unknown address leads home, in the app's language. A public page reached from inside the app: the server renders those
 * (docs/decisions/100-public-site-rendered-on-the-server.md), so the browser loads it as a
 * document. Loaded at that address already, the server had no site build to answer with; asking
 * again would loop.
 */
export function DocumentLoad() {
  const { pathname, search, hash } = useLocation();
  const home = sitePath(usePageLanguage(), "landing");
  const isSitePage = parseSitePath(pathname) !== null;
  const reached = isSitePage && pathname !== firstPath;
  useEffect(() => {
    if (reached) window.location.replace(pathname + search + hash);
  }, [reached, pathname, search, hash]);
  if (!isSitePage) return <Navigate to={home} replace />;
  return reached ? (
    <FullScreenSpinner label="Loading..." />
  ) : (
    <p className="p-8">The public site is not built yet: run `npm run build`.</p>
  );
}
