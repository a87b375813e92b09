import { BookOpen, CheckCircle2, ChevronDown, CircleAlert, Loader2, Mail, MessageCircle } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../components/ui/cn";
import { useAppConfig } from "../../../lib/app-config";
import { matchesSearch } from "../docs/docs-content";
import { SearchBox } from "../search-box";
import { FilterPills } from "../filter-pills";
import { HelpPageFrame } from "../help-page-frame";
import { useSitePath } from "../use-site-path";
import { FAQ_ITEMS, SUPPORT_CATEGORIES, type SupportCategory } from "./faq";
import { StartChat } from "./start-chat";
import { useServiceStatus } from "./use-service-status";

type Filter = SupportCategory | "all";

/**
 * Support: search and categories over the FAQ, three ways to reach us, the service's status
 * and 'Still need help?' (docs/product/public-site.md#support).
 */
export default function SupportPage() {
  const { t } = useTranslation();
  const { productName } = useAppConfig();
  const [query, setQuery] = useState("");
  const [filter, setFilter] = useState<Filter>("all");
  const product = { product: productName };
  const items = FAQ_ITEMS.map((item) => ({
    ...item,
    question: t(`support.faq.${item.id}.question`, product),
    answer: t(`support.faq.${item.id}.answer`, product),
  })).filter((item) => (filter === "all" || item.category === filter) && matchesSearch(query, [item.question, item.answer]));
  return (
    <HelpPageFrame title={t("support.title")} subtitle={t("support.subtitle")}>
      <SearchBox
        id="support-search"
        label={t("support.searchLabel")}
        placeholder={t("support.searchPlaceholder")}
        value={query}
        onChange={setQuery}
      />
      <FilterPills
        label={t("support.categoriesLabel")}
        options={["all", ...SUPPORT_CATEGORIES] as const}
        value={filter}
        onChange={setFilter}
        labelOf={(category) => t(`support.categories.${category}`)}
        className="mt-6 justify-center"
      />
      <ContactCards />
      <section aria-labelledby="support-faq" className="mt-12">
        <h2 id="support-faq" className="text-2xl font-bold tracking-tight">
          {t("support.faqTitle")}
        </h2>
        {items.length === 0 ? (
          <div
            role="status"
            className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700"
          >
            <p className="font-semibold">{t("support.noResultsTitle")}</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("support.noResultsBody")}</p>
          </div>
        ) : (
          <ul className="mt-6 space-y-3">
            {items.map((item) => (
              <li key={item.id}>
                <details className="group rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
                  <summary className="flex cursor-pointer list-none items-center gap-3 rounded-2xl px-5 py-4 font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 [&::-webkit-details-marker]:hidden">
                    <span className="flex-1">{item.question}</span>
                    <ChevronDown
                      aria-hidden
                      className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="px-5 pb-5 text-slate-700 dark:text-slate-300">{item.answer}</p>
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ServiceStatusBox />
      <StillNeedHelp />
    </HelpPageFrame>
  );
}

function ContactCard({ icon, title, body, action }: { icon: ReactNode; title: string; body: string; action: ReactNode }) {
  return (
    <Card className="flex flex-col items-center p-6 text-center">
      <span
        aria-hidden
        className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300"
      >
        {icon}
      </span>
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-400">{body}</p>
      <div className="mt-4">{action}</div>
    </Card>
  );
}

function ContactCards() {
  const { t } = useTranslation();
  const { productName } = useAppConfig();
  const { pathTo } = useSitePath();
  return (
    <div className="mt-12 grid gap-4 sm:grid-cols-3">
      <ContactCard
        icon={<Mail className="h-6 w-6" />}
        title={t("support.cards.email.title")}
        body={t("support.cards.email.body")}
        action={
          <Button asChild variant="secondary">
            <Link to={pathTo("contact")}>{t("support.cards.email.action")}</Link>
          </Button>
        }
      />
      <ContactCard
        icon={<MessageCircle className="h-6 w-6" />}
        title={t("support.cards.chat.title")}
        body={t("support.cards.chat.body")}
        action={<StartChat variant="secondary" />}
      />
      <ContactCard
        icon={<BookOpen className="h-6 w-6" />}
        title={t("support.cards.docs.title")}
        body={t("support.cards.docs.body", { product: productName })}
        action={
          <Button asChild variant="secondary">
            <Link to={pathTo("docs")}>{t("support.cards.docs.action")}</Link>
          </Button>
        }
      />
    </div>
  );
}

function ServiceStatusBox() {
  const { t } = useTranslation();
  const status = useServiceStatus();
  const tone = {
    checking: { Icon: Loader2, className: "text-slate-600 dark:text-slate-400", spin: true },
    ok: { Icon: CheckCircle2, className: "text-emerald-700 dark:text-emerald-400", spin: false },
    down: { Icon: CircleAlert, className: "text-red-700 dark:text-red-400", spin: false },
    unknown: { Icon: CircleAlert, className: "text-amber-700 dark:text-amber-400", spin: false },
  }[status];
  return (
    <section aria-labelledby="support-status" className="mt-12">
      <Card className="flex flex-col gap-2 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="support-status" className="text-lg font-semibold">
            {t("support.status.title")}
          </h2>
          <p role="status" className={cn("mt-1 flex items-center gap-2 font-medium", tone.className)}>
            <tone.Icon aria-hidden className={cn("h-5 w-5", tone.spin && "animate-spin")} />
            {t(`support.status.${status}`)}
          </p>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("support.status.uptime")}</p>
      </Card>
    </section>
  );
}

function StillNeedHelp() {
  const { t } = useTranslation();
  const { pathTo, appPathTo } = useSitePath();
  return (
    <section aria-labelledby="support-more" className="mt-12 rounded-2xl bg-brand-700 px-6 py-10 text-center text-white">
      <h2 id="support-more" className="text-2xl font-bold">
        {t("support.stillNeedHelp.title")}
      </h2>
      <p className="mt-2 text-brand-50">{t("support.stillNeedHelp.body")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild variant="secondary">
          <Link to={pathTo("contact")}>{t("support.stillNeedHelp.contact")}</Link>
        </Button>
        <StartChat variant="secondary" />
        <Link
          to={appPathTo("/login")}
          className="inline-flex h-10 items-center px-2 text-sm font-medium text-white underline underline-offset-4"
        >
          {t("support.stillNeedHelp.signIn")}
        </Link>
      </div>
    </section>
  );
}
