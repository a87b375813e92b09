import { MAX_ASK_QUESTION, type AskAnswer } from "@sondar/core/ai/ask-data";
import { asLanguage } from "@sondar/core/i18n/languages";
import type { ResponseStatusFilter } from "@sondar/core/responses/response-list";
import { useMutation } from "@tanstack/react-query";
import { MessageCircleQuestion, Send } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { UpgradeButton } from "../../components/upgrade-button";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { describeApiError } from "../../lib/describe-api-error";
import { getPlanRefusal } from "../../lib/plan-refusal";
import { askResponses } from "../../lib/responses-api";
import { QuoteLine, responseHref } from "./quote-line";
import { ResultCard } from "./result-card";

/**
 * "Ask your data": a question about the responses, answered with figures, themes and quotes,
 * each answer citing the responses it used as links. Answers and quotes are plain text.
 */
export function AnalysisAsk({
  surveyId,
  status,
  refusedBy = null,
}: {
  surveyId: string;
  status: ResponseStatusFilter;
  /** The id of the plan's refusal, said above: asking is then disabled and described by it. */
  refusedBy?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [question, setQuestion] = useState("");
  const [invalid, setInvalid] = useState<"required" | "tooLong" | null>(null);
  const mutation = useMutation({
    mutationFn: (text: string) => askResponses(surveyId, { question: text, status, language: asLanguage(i18n.resolvedLanguage) }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = question.trim();
    // The same limits as the server's schema, said before asking (docs/product/ai.md#ask-your-data).
    const problem = text.length === 0 ? "required" : text.length > MAX_ASK_QUESTION ? "tooLong" : null;
    setInvalid(problem);
    if (!problem) mutation.mutate(text);
  }

  const live = mutation.isPending ? t("responses.ask.asking") : mutation.isSuccess ? t("responses.ask.answered") : "";

  return (
    <ResultCard icon={<MessageCircleQuestion aria-hidden className="h-4 w-4" />} title={t("responses.ask.title")}>
      <form onSubmit={submit} className="mt-3 space-y-2" aria-busy={mutation.isPending}>
        <Label htmlFor={inputId}>{t("responses.ask.label")}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            value={question}
            onChange={(e) => {
              setQuestion(e.target.value);
              setInvalid(null);
            }}
            maxLength={MAX_ASK_QUESTION}
            placeholder={t("responses.ask.placeholder")}
            aria-invalid={invalid !== null}
            aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
            autoComplete="off"
          />
          <Button
            type="submit"
            disabled={mutation.isPending || !!refusedBy}
            aria-describedby={refusedBy ?? undefined}
            className="shrink-0"
          >
            {mutation.isPending ? <Spinner className="h-4 w-4" /> : <Send aria-hidden className="h-4 w-4" />}
            {t("responses.ask.submit")}
          </Button>
        </div>
        {invalid ? (
          <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
            {t(`responses.ask.${invalid}`, { max: MAX_ASK_QUESTION })}
          </p>
        ) : null}
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {t("responses.ask.hint")}
        </p>
      </form>
      <p className="sr-only" aria-live="polite">
        {live}
      </p>
      {mutation.isPending ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <Spinner className="h-4 w-4" />
          {t("responses.ask.asking")}
        </p>
      ) : mutation.isError ? (
        <Notice tone="error" title={t("responses.ask.failedTitle")} className="mt-3">
          <p>{describeApiError(mutation.error, t, t("responses.ask.failed"))}</p>
          {getPlanRefusal(mutation.error) ? <UpgradeButton className="mt-3" /> : null}
        </Notice>
      ) : mutation.data ? (
        <AskAnswerView
          surveyId={surveyId}
          answer={mutation.data}
          onSuggestion={(text) => {
            setQuestion(text);
            mutation.mutate(text);
          }}
        />
      ) : null}
    </ResultCard>
  );
}

export function AskAnswerView({
  surveyId,
  answer,
  onSuggestion,
}: {
  surveyId: string;
  answer: AskAnswer;
  onSuggestion: (question: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={t("responses.ask.answerLabel")} className="mt-4 space-y-3 text-sm">
      <p className="whitespace-pre-line leading-relaxed">{answer.answer}</p>
      {answer.figures.length > 0 ? (
        <ul className="space-y-1">
          {answer.figures.map((figure, i) => (
            <li key={i} className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold tabular-nums">
                {t("responses.ask.figure", { count: figure.count, of: figure.of })}
              </span>
              <span className="text-slate-600 dark:text-slate-300">{figure.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {answer.themes.length > 0 ? (
        <ul className="space-y-3">
          {answer.themes.map((theme, i) => (
            <li key={`${theme.label}:${i}`}>
              <p>
                <span className="font-medium">{theme.label}</span>{" "}
                <span className="text-slate-500 dark:text-slate-400">
                  {t("responses.ask.themeCount", { count: theme.count })}
                </span>
              </p>
              {theme.quotes.length > 0 ? (
                <ul aria-label={t("responses.ai.quotesLabel")} className="mt-1 space-y-1">
                  {theme.quotes.map((quote, j) => (
                    <QuoteLine key={j} surveyId={surveyId} text={quote.text} responseId={quote.responseId} />
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {answer.citedResponseIds.length > 0 ? (
        <details className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700">
          <summary className="cursor-pointer font-medium">
            {t("responses.ask.cited", { count: answer.citedResponseIds.length })}
          </summary>
          <ol className="mt-2 flex flex-wrap gap-2">
            {answer.citedResponseIds.map((id, i) => (
              <li key={id}>
                <Link
                  to={responseHref(surveyId, id)}
                  aria-label={t("responses.ask.responseLink", { number: i + 1 })}
                  className="inline-block rounded border border-slate-300 px-2 py-0.5 text-xs text-brand-700 underline-offset-2 hover:underline dark:border-slate-600 dark:text-brand-300"
                >
                  #{i + 1}
                </Link>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {answer.suggestions.length > 0 ? (
        <div>
          <p className="font-medium">{t("responses.ask.suggestions")}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {answer.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Button type="button" variant="secondary" size="sm" onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
