import { useTranslation } from "react-i18next";
import { BackLink, SiteFooter } from "../site-header";
import { useSitePath } from "../use-site-path";
import { ArticleFacts, CategoryBadge } from "./article-facts";
import type { Article } from "./articles";
import { BlogCta, BlogHeader } from "./blog-header";

/**
 * One article, or 'Article Not Found' when the address names none. `bodyHtml` is the article's
 * Markdown rendered on the server from our own files in the repository, never text a user sent
 * (docs/decisions/102-blog-articles-as-markdown.md), so it is set as HTML as it is.
 */
export default function BlogArticlePage({ article, bodyHtml }: { article: Article | undefined; bodyHtml: string }) {
  const { t } = useTranslation();
  const { pathTo } = useSitePath();
  const backToBlog = (
    <BackLink to={pathTo("blog")} className="text-brand-700 hover:underline dark:text-brand-300">
      {t("blog.backToBlog")}
    </BackLink>
  );
  return (
    <div className="min-h-screen">
      <BlogHeader />
      <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        {article ? (
          <article>
            {backToBlog}
            <header className="mt-8">
              <CategoryBadge article={article} />
              <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl">{article.title}</h1>
              <div className="mt-6">
                <ArticleFacts article={article} withDate />
              </div>
              {pathTo("landing") !== "/" && (
                <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t("blog.englishOnly")}</p>
              )}
            </header>
            <div lang="en" data-content-body className="article-body mt-10" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
            <BlogCta />
          </article>
        ) : (
          <div className="py-16 text-center">
            <h1 className="text-3xl font-bold tracking-tight">{t("blog.notFoundTitle")}</h1>
            <p className="mt-4 text-slate-600 dark:text-slate-400">{t("blog.notFoundBody")}</p>
            <div className="mt-8">{backToBlog}</div>
          </div>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
