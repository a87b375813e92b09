import type { ReactNode } from "react";
import { createPath, Router, type Navigator, type To } from "react-router";

const href = (to: To) => (typeof to === "string" ? to : createPath(to));

/**
 * Every public page is its own server-rendered document, so a link or `navigate()` loads the
 * next one from the server instead of rendering it in the browser
 * (docs/decisions/100-public-site-rendered-on-the-server.md).
 */
const documentNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

export function DocumentRouter({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Router location={path} navigator={documentNavigator}>
      {children}
    </Router>
  );
}
