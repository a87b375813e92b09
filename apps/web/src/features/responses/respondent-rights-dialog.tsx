import type { SurveyResponseItem } from "@sondar/core/responses/response-list";
import type { Question } from "@sondar/core/surveys/question-schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, Search, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { describeApiError } from "../../lib/describe-api-error";
import { eraseRespondent, exportRespondent, findRespondent } from "../../lib/respondent-api";
import { responsesRootKey } from "../../lib/responses-api";
import { surveyKey, surveysKey } from "../../lib/surveys-api";
import { showToast } from "../../lib/toast-store";
import { useFormatters } from "../../lib/use-formatters";
import { AnswerValue } from "./answer-value";

/** One response found: when it came, its hidden values and answers. */
function FoundResponse({ response, questions }: { response: SurveyResponseItem; questions: Question[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const byId = new Map(questions.map((q) => [q.id, q]));
  return (
    <li className="space-y-2 py-3">
      <p className="text-sm font-medium">
        {format.dateTime(new Date(response.createdAt))}
        {response.status === "partial" && (
          <span className="ml-2 text-xs text-amber-700 dark:text-amber-400">{t("responses.status.partial")}</span>
        )}
      </p>
      <dl className="grid gap-1 text-sm sm:grid-cols-[minmax(0,12rem)_1fr] sm:gap-x-3">
        {Object.entries(response.hiddenFields).map(([key, value]) => (
          <div key={`h:${key}`} className="contents">
            <dt className="font-mono text-xs text-slate-500">{key}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
        {Object.entries(response.answers).map(([id, answer]) => (
          <div key={`a:${id}`} className="contents">
            <dt className="text-slate-500">{byId.get(id)?.title || id}</dt>
            <dd>
              <AnswerValue question={byId.get(id)} answer={answer} />
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/**
 * "Find a respondent" (docs/decisions/291-respondent-rights.md): looks up a survey's responses by
 * a value the respondent gave (an answer or a hidden value, such as an e-mail) to show, export or
 * erase them with their files. For whoever may delete the survey's responses.
 */
export function RespondentRightsDialog({
  open,
  onOpenChange,
  surveyId,
  questions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  surveyId: string;
  questions: Question[];
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState("");
  const [search, setSearch] = useState<{ value: string; page: number } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const found = useQuery({
    queryKey: [...responsesRootKey(surveyId), "respondent", search],
    queryFn: () => findRespondent(surveyId, search?.value ?? "", search?.page ?? 1),
    enabled: search !== null,
    retry: false,
  });

  const exporting = useMutation({
    mutationFn: (value: string) => exportRespondent(surveyId, value),
    onMutate: () => setFailure(null),
    onError: (error) => setFailure(describeApiError(error, t, t("responses.respondent.failed"))),
  });

  const erasing = useMutation({
    mutationFn: (value: string) => eraseRespondent(surveyId, value),
    onMutate: () => setFailure(null),
    onSuccess: ({ erased }) => {
      showToast({ type: "success", title: t("responses.respondent.erased", { count: erased }) });
      setConfirming(false);
    },
    onError: (error) => setFailure(describeApiError(error, t, t("responses.respondent.failed"))),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: responsesRootKey(surveyId) }),
        client.invalidateQueries({ queryKey: surveyKey(surveyId) }),
        client.invalidateQueries({ queryKey: surveysKey }),
      ]);
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    setConfirming(false);
    setFailure(null);
    setSearch(value ? { value, page: 1 } : null);
  }

  const page = found.data;
  const value = search?.value ?? "";

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("responses.respondent.title")}
      description={t("responses.respondent.intro")}
      closeLabel={t("common.close")}
      className="max-w-2xl"
    >
      <form onSubmit={onSubmit} className="space-y-1" role="search">
        <Label htmlFor={inputId}>{t("responses.respondent.value")}</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={text}
            maxLength={500}
            autoComplete="off"
            aria-describedby={hintId}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" disabled={!text.trim()}>
            <Search aria-hidden className="h-4 w-4" />
            {t("responses.respondent.find")}
          </Button>
        </div>
        <p id={hintId} className="text-xs text-slate-500">
          {t("responses.respondent.hint")}
        </p>
      </form>

      {failure && (
        <Notice tone="error" className="mt-4">
          <p>{failure}</p>
        </Notice>
      )}

      <div aria-live="polite" className="mt-4">
        {search && found.isPending && <Spinner className="h-5 w-5" label={t("responses.loading")} />}
        {found.isError && (
          <Notice tone="error">
            <p>{describeApiError(found.error, t, t("responses.respondent.failed"))}</p>
          </Notice>
        )}
        {page && page.totalCount === 0 && <p className="text-sm">{t("responses.respondent.none")}</p>}
        {page && page.totalCount > 0 && (
          <div className="space-y-3">
            <p className="text-sm font-medium">{t("responses.respondent.found", { count: page.totalCount })}</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" disabled={exporting.isPending} onClick={() => exporting.mutate(value)}>
                <Download aria-hidden className="h-4 w-4" />
                {t("responses.respondent.export")}
              </Button>
              <Button variant="danger" size="sm" disabled={erasing.isPending} onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden className="h-4 w-4" />
                {t("responses.respondent.erase", { count: page.totalCount })}
              </Button>
            </div>
            {confirming && (
              <Notice tone="warning">
                <p>{t("responses.respondent.confirm", { count: page.totalCount })}</p>
                <div className="mt-3 flex gap-2">
                  <Button variant="secondary" size="sm" onClick={() => setConfirming(false)} disabled={erasing.isPending}>
                    {t("common.cancel")}
                  </Button>
                  <Button variant="danger" size="sm" onClick={() => erasing.mutate(value)} disabled={erasing.isPending}>
                    {erasing.isPending ? t("responses.respondent.erasing") : t("responses.respondent.confirmErase")}
                  </Button>
                </div>
              </Notice>
            )}
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {page.data.map((response) => (
                <FoundResponse key={response.id} response={response} questions={questions} />
              ))}
            </ul>
            {page.totalPages > 1 && (
              <div className="flex items-center justify-between gap-2 text-sm">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page.currentPage <= 1}
                  onClick={() => setSearch({ value, page: page.currentPage - 1 })}
                >
                  {t("responses.respondent.previous")}
                </Button>
                <span>{t("responses.respondent.page", { page: page.currentPage, total: page.totalPages })}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page.currentPage >= page.totalPages}
                  onClick={() => setSearch({ value, page: page.currentPage + 1 })}
                >
                  {t("responses.respondent.next")}
                </Button>
              </div>
            )}
          </div>
        )}
      </div>
    </Dialog>
  );
}
