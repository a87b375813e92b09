import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The responses page opened on one response (docs/product/ai.md#ask-your-data). */
export const responseHref = (surveyId: string, responseId: string) =>
  `/surveys/${surveyId}/responses?status=all&response=${encodeURIComponent(responseId)}`;

/**
 * A respondent's words, as plain text, and a link to their response when it is known; the link
 * is described by the quote it opens, so several "Open response" links are told apart.
 */
export function QuoteLine({ surveyId, text, responseId }: { surveyId: string; text: string; responseId: string | null }) {
  const { t } = useTranslation();
  const quoteId = useId();
  return (
    // The bar is the line's, so a link that wraps under the quote stays with it.
    <li className="flex flex-wrap items-baseline gap-x-2 border-l-2 border-slate-300 pl-2 dark:border-slate-600">
      <blockquote id={quoteId} className="min-w-0 break-words italic text-slate-700 dark:text-slate-300">
        {text}
      </blockquote>
      {responseId ? (
        <Link
          to={responseHref(surveyId, responseId)}
          aria-describedby={quoteId}
          className="text-xs text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
        >
          {t("responses.ask.openResponse")}
        </Link>
      ) : null}
    </li>
  );
}
