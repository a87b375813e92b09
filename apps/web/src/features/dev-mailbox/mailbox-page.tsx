import { devMailboxReplySchema } from "@sondar/core/notifications/dev-mailbox-reply";
import { useQuery } from "@tanstack/react-query";
import { Inbox, RefreshCw } from "lucide-react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AuthLayout } from "../../components/auth-layout";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { apiFetch } from "../../lib/api-client";

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** Renders mail text with its links clickable; everything else stays plain text. */
function MailText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm text-slate-700 dark:text-slate-300">
      {text.split(URL_PATTERN).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} className="font-medium text-brand-600 underline dark:text-brand-400">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

/** Outside production, where mail goes to the outbox: read it here. */
export default function MailboxPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const to = params.get("to") ?? "";
  const query = useQuery({
    queryKey: ["dev-mailbox", to],
    queryFn: () => apiFetch(`/api/dev/mailbox${to ? `?to=${encodeURIComponent(to)}` : ""}`, { schema: devMailboxReplySchema }),
    retry: false,
  });

  return (
    <AuthLayout>
      <div className="mb-4 flex items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t("mailbox.title")}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {to ? t("mailbox.for", { email: to }) : t("mailbox.description")}
          </p>
        </div>
        <Button variant="secondary" size="icon" aria-label={t("mailbox.refresh")} onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden className="h-4 w-4" />
        </Button>
      </div>
      {query.isPending && <Spinner label={t("common.loading")} />}
      {query.isError && <Notice tone="error">{t("mailbox.unavailable")}</Notice>}
      {query.data?.messages.length === 0 && (
        <EmptyState icon={Inbox} title={t("mailbox.empty")}>
          {t("mailbox.emptyHint")}
        </EmptyState>
      )}
      <ul className="space-y-4">
        {query.data?.messages.map((m) => (
          <li key={m.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <p className="font-semibold">{m.subject}</p>
            <p className="mb-2 text-xs text-slate-500">
              {m.to} · {new Date(m.createdAt).toLocaleString(i18n.resolvedLanguage)}
            </p>
            <MailText text={m.text} />
          </li>
        ))}
      </ul>
    </AuthLayout>
  );
}
