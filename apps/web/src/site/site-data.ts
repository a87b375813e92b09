import type { ContactPageState } from "@sondar/core/site/contact-form";
import type { SiteLocation } from "@sondar/core/site/site-paths";
import type { DocsSection } from "../features/site/docs/docs-content";
import type { AppConfig } from "../lib/app-config";

/** What the server hands the page to hydrate it with, as JSON in `<script id="site-data">`. */
export interface SiteData {
  /** The address rendered; null for an unknown one (the 404 page). */
  location: SiteLocation | null;
  /** The language the page is in (an unknown address is shown in English). */
  language: SiteLocation["language"];
  path: string;
  config: AppConfig;
  /** The day the page was rendered (ISO, UTC): the legal pages' 'Last updated'. */
  today: string;
  /** The documentation page's sections in its language, rendered on the server (only on /docs). */
  docs?: DocsSection[];
  /** What became of a contact form posted to the page without JavaScript (only then). */
  contact?: ContactPageState;
}

export const SITE_DATA_ID = "site-data";
