import type { BillingInvoice } from "@sondar/core/plans/billing-replies";
import { fromCents } from "@sondar/core/plans/pricing";
import { ExternalLink, FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { formatMoney } from "../../lib/format-money";

const STATUS_TONES: Record<string, "green" | "amber" | "slate"> = {
  paid: "green",
  open: "amber",
  payment_due: "amber",
  not_paid: "amber",
};

/** The provider's invoices, newest first: date, amount, status, and a link where the provider has one. */
export function InvoiceList({ invoices, title }: { invoices: BillingInvoice[]; title?: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium" });
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">{title ?? t("billing.invoices.title")}</h2>
      {invoices.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t("billing.invoices.empty")}</p>
      ) : (
        <ul aria-label={title ?? t("billing.invoices.title")} className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm">
              <FileText aria-hidden className="h-4 w-4 shrink-0 text-slate-400" />
              <span className="min-w-28 font-medium">{date.format(new Date(invoice.date))}</span>
              <Badge tone={STATUS_TONES[invoice.status] ?? "slate"}>
                {t(`billing.invoices.status.${invoice.status}`, { defaultValue: invoice.status })}
              </Badge>
              <span className="ml-auto font-semibold tabular-nums">
                {formatMoney(fromCents(invoice.amount), language, invoice.currency)}
              </span>
              {invoice.url && (
                <a
                  href={invoice.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-brand-600 hover:underline dark:text-brand-400"
                >
                  {t("billing.invoices.view")}
                  <ExternalLink aria-hidden className="h-3.5 w-3.5" />
                  <span className="sr-only">{t("billing.invoices.newTab")}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
