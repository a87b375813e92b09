import { getPlanPrices } from "@sondar/core/plans/plan-prices";
import { CreditCard, Loader2, Lock } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Notice } from "../../components/ui/notice";
import { useAppConfig } from "../../lib/app-config";
import { goTo } from "../../lib/go-to";
import { describeApiError } from "../../lib/describe-api-error";
import { formatMoney } from "../../lib/format-money";
import { readPlanParam } from "../../lib/pending-checkout";
import { useSession } from "../../lib/session";
import { payLocalCheckout } from "./local-billing-api";
import { LocalBillingFrame } from "./local-billing-frame";

/** The local provider's checkout (`/billing/local/checkout?plan=monthly|yearly`): pay with the test card, or cancel. */
export default function LocalCheckoutPage() {
  const { t, i18n } = useTranslation();
  const { productName } = useAppConfig();
  const { data: me } = useSession();
  const [params] = useSearchParams();
  const plan = readPlanParam(params.get("plan"));
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const prices = getPlanPrices();
  const usd = (amount: number) => formatMoney(amount, i18n.resolvedLanguage);

  async function onPay() {
    if (!plan) return;
    setPaying(true);
    setError(null);
    try {
      goTo(await payLocalCheckout(plan));
    } catch (err) {
      setPaying(false);
      setError(describeApiError(err, t, t("errors.CHECKOUT_FAILED")));
    }
  }

  if (!plan) {
    return (
      <LocalBillingFrame title={t("billing.local.checkoutTitle")}>
        <Notice tone="error" title={t("billing.local.unknownPlan")}>
          <Link to="/billing" className="font-semibold underline">
            {t("billing.local.backToBilling", { product: productName })}
          </Link>
        </Notice>
      </LocalBillingFrame>
    );
  }

  const yearly = plan === "yearly";
  return (
    <LocalBillingFrame title={t("billing.local.checkoutTitle")}>
      <div className="grid gap-6 md:grid-cols-2">
        <Card className="p-6">
          <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{t("billing.local.subscribeTo")}</p>
          <h2 className="mt-1 text-xl font-bold">
            {t("landing.pricing.planName", { product: productName })} · {t(`billing.periods.${plan}`)}
          </h2>
          <p className="mt-4 text-3xl font-extrabold tracking-tight" data-testid="checkout-price">
            {t(`billing.pricePer.${plan}`, { price: usd(yearly ? prices.yearlyUsd : prices.monthlyUsd) })}
          </p>
          {yearly && (
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              {t("billing.local.yearlyPerMonth", { perMonth: usd(prices.yearlyPerMonthUsd) })}
              <Badge tone="green">{t("billing.yearlySavingBadge", { amount: usd(prices.yearlySavingUsd) })}</Badge>
            </div>
          )}
          <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
            {t("billing.local.renews", { period: t(`billing.periods.${plan}`) })}
          </p>
        </Card>
        <Card className="p-6">
          <h2 className="text-lg font-semibold">{t("billing.local.payment")}</h2>
          {me?.user.email && (
            <p className="mt-3 text-sm">
              <span className="text-slate-600 dark:text-slate-400">{t("billing.local.email")}</span>{" "}
              <span className="font-medium">{me.user.email}</span>
            </p>
          )}
          <div className="mt-4 flex items-center gap-3 rounded-xl border border-dashed border-slate-300 p-4 dark:border-slate-700">
            <CreditCard aria-hidden className="h-6 w-6 shrink-0 text-slate-500" />
            <div className="text-sm">
              <p className="font-mono font-medium tracking-wider">4242 4242 4242 4242</p>
              <p className="text-slate-600 dark:text-slate-400">{t("billing.local.testCard")}</p>
            </div>
          </div>
          {error && (
            <Notice tone="error" className="mt-4">
              {error}{" "}
              <Link to="/billing" className="font-semibold underline">
                {t("billing.local.backToBilling", { product: productName })}
              </Link>
            </Notice>
          )}
          <Button size="lg" className="mt-6 w-full" onClick={() => void onPay()} disabled={paying}>
            {paying ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <Lock aria-hidden className="h-4 w-4" />}
            {t("billing.local.pay")}
          </Button>
          <Button asChild variant="ghost" className="mt-2 w-full">
            <Link to="/billing?cancelled=true">{t("common.cancel")}</Link>
          </Button>
          <p className="mt-4 text-center text-xs text-slate-500 dark:text-slate-400">{t("billing.local.noMoney")}</p>
        </Card>
      </div>
    </LocalBillingFrame>
  );
}
