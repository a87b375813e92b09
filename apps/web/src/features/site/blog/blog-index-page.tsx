import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/ui/card";
import { FilterPills } from "../filter-pills";
import { SiteFooter } from "../site-header";
import { useSitePath } from "../use-site-path";
import { ArticleFacts, CategoryBadge } from "./article-facts";
import { ARTICLES, BLOG_CATEGORIES, type Article, type BlogCategory } from "./articles";
import { BlogCta, BlogHeader } from "./blog-header";

type Filter = BlogCategory | "all";

/** The blog index: category filter, the featured article under All, one card per article. */
export default function BlogIndexPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>("all");
  const featured = filter === "all" ? ARTICLES.find((article) => article.featured) : undefined;
  const cards = ARTICLES.filter((article) => (filter === "all" ? article !== featured : article.category === filter));
  return (
    <div className="min-h-screen">
      <BlogHeader />
      <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t("blog.title")}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t("blog.subtitle")}</p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("blog.englishOnly")}</p>
        <FilterPills
          label={t("blog.filterLabel")}
          options={["all", ...BLOG_CATEGORIES] as const}
          value={filter}
          onChange={setFilter}
          labelOf={(category) => t(`blog.categories.${category}`)}
          className="mt-8"
        />
        {featured && <ArticleCard article={featured} featured />}
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
        <BlogCta />
      </main>
      <SiteFooter />
    </div>
  );
}

function ReadMore({ article }: { article: Article }) {
  const { t } = useTranslation();
  const { pathTo } = useSitePath();
  return (
    <Link
      to={pathTo("article", article.slug)}
      className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
    >
      {t("blog.readMore")}
      <span className="sr-only">: {article.title}</span>
      <ArrowRight aria-hidden className="h-4 w-4" />
    </Link>
  );
}

/** An article's card; the featured one is larger and says so. */
function ArticleCard({ article, featured = false }: { article: Article; featured?: boolean }) {
  const { t } = useTranslation();
  const { pathTo } = useSitePath();
  return (
    <Card className={featured ? "mt-10 flex flex-col p-6 sm:p-10" : "flex h-full flex-col p-6"}>
      <p className="flex items-center gap-2">
        {featured && (
          <span className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
            {t("blog.featured")}
          </span>
        )}
        <CategoryBadge article={article} />
      </p>
      <h2 className={featured ? "mt-4 text-2xl font-bold tracking-tight sm:text-3xl" : "mt-3 text-lg font-semibold leading-snug"}>
        <Link to={pathTo("article", article.slug)} className="hover:underline">
          {article.title}
        </Link>
      </h2>
      <p
        className={
          featured ? "mt-3 max-w-3xl text-slate-600 dark:text-slate-300" : "mt-2 text-sm text-slate-600 dark:text-slate-400"
        }
      >
        {article.excerpt}
      </p>
      <div className="mt-4">
        <ArticleFacts article={article} />
      </div>
      <ReadMore article={article} />
    </Card>
  );
}
