import { BookOpen, Calendar, User } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";
import { useAppConfig } from "../../../lib/app-config";
import type { Article } from "./articles";

/** A publication day in the page's language; read as UTC so server and browser print the same day. */
export function formatArticleDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

export function CategoryBadge({ article }: { article: Article }) {
  const { t } = useTranslation();
  return <Badge tone="brand">{t(`blog.categories.${article.category}`)}</Badge>;
}

/** Author, date and read time, as the cards and the article header show them. */
export function ArticleFacts({ article, withDate = false }: { article: Article; withDate?: boolean }) {
  const { t, i18n } = useTranslation();
  const { productName } = useAppConfig();
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
      <span className="inline-flex items-center gap-1.5">
        <User aria-hidden className="h-4 w-4" />
        {t("blog.author", { product: productName })}
      </span>
      {withDate && (
        <span className="inline-flex items-center gap-1.5">
          <Calendar aria-hidden className="h-4 w-4" />
          <time dateTime={article.date}>{formatArticleDate(article.date, i18n.language)}</time>
        </span>
      )}
      <span className="inline-flex items-center gap-1.5">
        <BookOpen aria-hidden className="h-4 w-4" />
        {t("blog.readTime", { count: article.readMinutes })}
      </span>
    </p>
  );
}
