import { getPlanPrices } from "@sondar/core/plans/plan-prices";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useAppConfig } from "../../lib/app-config";
import { formatMoney } from "../../lib/format-money";
import { useGetStarted } from "./use-get-started";

/** The comparison page's call to action: 'Get Started' checks out the yearly Pro plan. */
export function ComparisonCta() {
  const { t, i18n } = useTranslation();
  const { productName } = useAppConfig();
  const { getStarted, pending } = useGetStarted();
  const prices = getPlanPrices();
  const usd = (amount: number) => formatMoney(amount, i18n.resolvedLanguage);
  return (
    <Card className="mt-10 p-8 text-center">
      <h2 className="text-2xl font-bold">{t("staticPages.comparisonCta.title", { product: productName })}</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {t("staticPages.comparisonCta.body", {
          perMonth: usd(prices.yearlyPerMonthUsd),
          price: usd(prices.yearlyUsd),
          saving: usd(prices.yearlySavingUsd),
        })}
      </p>
      <Button size="lg" className="mt-6" onClick={() => getStarted("yearly")} disabled={pending !== null}>
        {t("staticPages.comparisonCta.getStarted")}
      </Button>
    </Card>
  );
}
