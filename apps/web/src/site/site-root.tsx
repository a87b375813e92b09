import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { useEffect, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { ChatWidget } from "../app/chat-widget";
import BlogArticlePage from "../features/site/blog/blog-article-page";
import { findArticle } from "../features/site/blog/articles";
import BlogIndexPage from "../features/site/blog/blog-index-page";
import ComparisonPage from "../features/site/comparison-page";
import ContactPage from "../features/site/contact/contact-page";
import DocsPage from "../features/site/docs/docs-page";
import LandingPage from "../features/site/landing-page";
import LegalPage from "../features/site/legal-page";
import NotFoundPage from "../features/site/not-found-page";
import SupportPage from "../features/site/support/support-page";
import { DocumentRouter } from "./document-router";
import type { SiteData } from "./site-data";

/** The page a public address shows. */
function SitePage({ data, bodyHtml }: { data: SiteData; bodyHtml: string }) {
  const { location } = data;
  if (!location) return <NotFoundPage />;
  switch (location.page) {
    case "landing":
      return <LandingPage />;
    case "blog":
      return <BlogIndexPage />;
    case "article":
      return <BlogArticlePage article={findArticle(location.slug)} bodyHtml={bodyHtml} />;
    case "typeform-alternative":
      return <ComparisonPage />;
    case "privacy":
    case "terms":
      return <LegalPage page={location.page} bodyHtml={bodyHtml} today={data.today} />;
    case "docs":
      return <DocsPage sections={data.docs ?? []} />;
    case "support":
      return <SupportPage />;
    case "contact":
      return <ContactPage posted={data.contact} />;
  }
}

/** Marks the document once React has taken over the server's HTML (browser tests wait for it). */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/**
 * A public page with what its components need: server settings, translations, links. `bodyHtml`
 * is the page's Markdown content rendered on the server (an article, a legal page), if it has one.
 */
export function SiteRoot({ data, i18n, bodyHtml }: { data: SiteData; i18n: I18n; bodyHtml: string }) {
  const [queryClient] = useState(() => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    // The settings come with the page: the header and footer render without asking /api/config.
    client.setQueryData(["config"], data.config);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <DocumentRouter path={data.path}>
          <SitePage data={data} bodyHtml={bodyHtml} />
        </DocumentRouter>
        <ChatWidget pathname={data.path} />
        <HydratedMark />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
