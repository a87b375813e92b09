import { buildEmbedSnippet, embedUrl } from "@sondar/core/surveys/embed-snippet";
import { publicSurveyUrl, shortSurveyUrl } from "@sondar/core/surveys/share-urls";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { useAppConfig } from "../../../lib/app-config";
import { SearchBox } from "../search-box";
import { HelpPageFrame } from "../help-page-frame";
import { useSitePath } from "../use-site-path";
import { DocsAccordion } from "./docs-accordion";
import { matchesSearch, type DocsSection } from "./docs-content";

const STEPS = ["signUp", "createSurvey", "publishShare", "collectResponses", "analyzeResults"] as const;
/** The share id the examples show; a real one has the same shape (core's surveys/share-id.ts). */
export const EXAMPLE_SHARE_ID = "8f3kq2m7x1pz";

/**
 * Documentation: search over the topics' titles, descriptions and text; the five-step quick
 * start; the sections of expandable topics, one open at a time; the sharing and embedding
 * addresses built by the same code as the app's; a Need Help block.
 */
export default function DocsPage({ sections }: { sections: DocsSection[] }) {
  const { t } = useTranslation();
  const { productName } = useAppConfig();
  const [query, setQuery] = useState("");
  const [openId, setOpenId] = useState<string | null>(null);
  const shown = sections
    .map((section) => ({
      ...section,
      topics: section.topics.filter((topic) => matchesSearch(query, [topic.title, topic.description, topic.text])),
    }))
    .filter((section) => section.topics.length > 0);
  return (
    <HelpPageFrame title={t("docs.title")} subtitle={t("docs.subtitle", { product: productName })}>
      <SearchBox
        id="docs-search"
        label={t("docs.searchLabel")}
        placeholder={t("docs.searchPlaceholder")}
        value={query}
        onChange={setQuery}
      />
      {!query.trim() && <QuickStart />}
      <section aria-labelledby="docs-topics" className="mt-12">
        <h2 id="docs-topics" className="text-2xl font-bold tracking-tight">
          {t("docs.topicsTitle")}
        </h2>
        {shown.length === 0 ? (
          <p role="status" className="mt-6 text-slate-600 dark:text-slate-400">
            {t("docs.noResults", { query: query.trim() })}
          </p>
        ) : (
          shown.map((section) => (
            <div key={section.id} className="mt-8">
              <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
                {section.title}
              </h3>
              <DocsAccordion
                topics={section.topics}
                openId={openId}
                onToggle={(id) => setOpenId((current) => (current === id ? null : id))}
              />
            </div>
          ))
        )}
      </section>
      <Examples />
      <NeedHelp />
    </HelpPageFrame>
  );
}

function QuickStart() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="docs-quick-start" className="mt-12">
      <h2 id="docs-quick-start" className="text-2xl font-bold tracking-tight">
        {t("docs.quickStartTitle")}
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {STEPS.map((step, index) => (
          <li key={step}>
            <Card className="h-full p-4">
              <span
                aria-hidden
                className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <p className="mt-3 font-semibold">{t(`docs.steps.${step}.title`)}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t(`docs.steps.${step}.body`)}</p>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Example({ label, value }: { label: string; value: string }) {
  return (
    <div className="mt-4">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{label}</p>
      {/* A focusable region, so a keyboard can scroll a long line. */}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className="mt-1 overflow-x-auto rounded-lg bg-slate-100 p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:bg-slate-900"
      >
        <pre className="text-sm text-slate-900 dark:text-slate-100">
          <code>{value}</code>
        </pre>
      </div>
    </div>
  );
}

/** The addresses of a published survey and an inline embed, on this server's address (the page always has it). */
function Examples() {
  const { publicUrl } = useAppConfig();
  return publicUrl ? <ExampleAddresses publicUrl={publicUrl} /> : null;
}

function ExampleAddresses({ publicUrl }: { publicUrl: string }) {
  const { t } = useTranslation();
  const snippet = buildEmbedSnippet({
    origin: publicUrl,
    shareId: EXAMPLE_SHARE_ID,
    style: "inline",
    theme: "auto",
    title: t("docs.exampleSurveyTitle"),
    buttonText: t("docs.exampleSurveyTitle"),
  });
  return (
    <section aria-labelledby="docs-examples" className="mt-12">
      <h2 id="docs-examples" className="text-2xl font-bold tracking-tight">
        {t("docs.examplesTitle")}
      </h2>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{t("docs.examplesIntro", { shareId: EXAMPLE_SHARE_ID })}</p>
      <Example label={t("docs.publicLink")} value={publicSurveyUrl(publicUrl, EXAMPLE_SHARE_ID)} />
      <Example label={t("docs.shortLink")} value={shortSurveyUrl(publicUrl, EXAMPLE_SHARE_ID)} />
      <Example label={t("docs.embedAddress")} value={embedUrl(publicUrl, EXAMPLE_SHARE_ID, "auto")} />
      <Example label={t("docs.embedCode")} value={snippet} />
    </section>
  );
}

function NeedHelp() {
  const { t } = useTranslation();
  const { supportEmail } = useAppConfig();
  const { pathTo } = useSitePath();
  return (
    <Card className="mt-12 p-6 text-center sm:p-8">
      <h2 className="text-xl font-bold">{t("docs.needHelpTitle")}</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t("docs.needHelpBody")}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={pathTo("support")}>{t("docs.visitSupport")}</Link>
        </Button>
        <Button asChild variant="secondary">
          <a href={`mailto:${supportEmail}`}>{t("docs.emailSupport")}</a>
        </Button>
      </div>
    </Card>
  );
}
