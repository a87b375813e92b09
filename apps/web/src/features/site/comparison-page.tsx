import { getPlanPrices } from "@sondar/core/plans/plan-prices";
import { Check, Minus } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useAppConfig } from "../../lib/app-config";
import { formatMoney } from "../../lib/format-money";
import { ComparisonCta } from "./comparison-cta";
import { SiteFooter, SiteHeaderFrame } from "./site-header";
import { TestimonialCards } from "./testimonial-cards";
import { useGetStarted } from "./use-get-started";
import { useSitePath } from "./use-site-path";

/** The competitor's published monthly list prices the page compares with (docs/product/public-site.md#comparison). */
const THEIR_PLANS = [
  { key: "basic", monthlyUsd: 25 },
  { key: "plus", monthlyUsd: 50 },
  { key: "business", monthlyUsd: 83 },
] as const;

/** Rows of the feature table, and whether the competitor includes the feature on every plan. */
const FEATURES = [
  { key: "oneAtATime", theirs: true },
  { key: "questionTypes", theirs: false },
  { key: "branching", theirs: false },
  { key: "aiDraft", theirs: false },
  { key: "aiAnalysis", theirs: false },
  { key: "unlimited", theirs: false },
  { key: "branding", theirs: false },
  { key: "exports", theirs: false },
  { key: "embed", theirs: true },
] as const;

const STEPS = ["one", "two", "three"] as const;

/** A section of the page under its centred heading. */
function Section({ id, title, className, children }: { id: string; title: string; className: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      <h2 id={`${id}-title`} className="text-center text-3xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The Typeform comparison: hero, features, prices, savings, testimonials, switching steps, call to action. */
export default function ComparisonPage() {
  const { t, i18n } = useTranslation();
  const { productName } = useAppConfig();
  const { getStarted, pending } = useGetStarted();
  const { appPathTo } = useSitePath();
  const prices = getPlanPrices();
  const usd = (amount: number) => formatMoney(amount, i18n.language);
  const product = { product: productName };
  const theirYearly = Object.fromEntries(THEIR_PLANS.map((plan) => [plan.key, usd(plan.monthlyUsd * 12)]));
  const k = (key: string) => `staticPages.comparison.${key}`;
  return (
    <div className="min-h-screen">
      <SiteHeaderFrame>
        <Button asChild size="sm" className="whitespace-nowrap">
          <Link to={appPathTo("/register")}>{t(k("try"), product)}</Link>
        </Button>
      </SiteHeaderFrame>
      <main>
        <section className="bg-gradient-to-b from-brand-50 to-transparent dark:from-slate-900">
          <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
            <Badge tone="green">{t(k("cheaper"))}</Badge>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">{t("staticPages.typeform-alternative")}</h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t(k("heroBody"))}</p>
            <Button size="lg" className="mt-10" onClick={() => getStarted("yearly")} disabled={pending !== null}>
              {t("staticPages.comparisonCta.getStarted")}
            </Button>
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t(k("trialNote"))}</p>
          </div>
        </section>

        <Section id="features" title={t(k("featuresTitle"))} className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
          <div className="mt-10 overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 dark:bg-slate-900">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t(k("featureColumn"))}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {productName}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Typeform
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {FEATURES.map(({ key, theirs }) => (
                  <tr key={key}>
                    <th scope="row" className="px-4 py-3 font-normal">
                      {t(k(`rows.${key}`))}
                    </th>
                    <td className="px-4 py-3">
                      <span className="inline-flex items-center gap-1.5 font-medium text-emerald-700 dark:text-emerald-300">
                        <Check aria-hidden className="h-4 w-4" />
                        {t(k("included"))}
                      </span>
                    </td>
                    <td className="px-4 py-3 text-slate-600 dark:text-slate-400">
                      <span className="inline-flex items-center gap-1.5">
                        {theirs ? <Check aria-hidden className="h-4 w-4" /> : <Minus aria-hidden className="h-4 w-4" />}
                        {t(k(theirs ? "included" : "dependsOnPlan"))}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>

        <Section id="pricing" title={t(k("pricingTitle"))} className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            <li>
              <Card className="h-full p-6 ring-2 ring-brand-600">
                <h3 className="font-semibold">{t(k("ourPlan"), product)}</h3>
                <p className="mt-3 text-2xl font-extrabold">{t(k("perMonth"), { price: usd(prices.yearlyPerMonthUsd) })}</p>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                  {t(k("ourPlanNote"), { price: usd(prices.yearlyUsd), monthly: usd(prices.monthlyUsd) })}
                </p>
              </Card>
            </li>
            {THEIR_PLANS.map((plan) => (
              <li key={plan.key}>
                <Card className="h-full p-6">
                  <h3 className="font-semibold">{t(k("theirPlan"), { plan: t(k(`plans.${plan.key}`)) })}</h3>
                  <p className="mt-3 text-2xl font-extrabold">{t(k("perMonth"), { price: usd(plan.monthlyUsd) })}</p>
                  <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                    {t(k("theirPlanNote"), { price: theirYearly[plan.key] })}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
          <Card className="mx-auto mt-10 max-w-3xl p-8 text-center">
            <h3 className="text-2xl font-bold">{t(k("savingsTitle"))}</h3>
            <p className="mt-3 text-slate-700 dark:text-slate-300">
              {t(k("savingsBody"), { ...product, ...theirYearly, ours: usd(prices.yearlyUsd) })}
            </p>
            <p className="mt-4">
              <Badge tone="green">{t(k("cheaper"))}</Badge>
            </p>
            <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">{t(k("pricesNote"))}</p>
          </Card>
        </Section>

        <Section id="testimonials" title={t(k("testimonialsTitle"))} className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <TestimonialCards prefix={k("testimonials")} />
        </Section>

        <Section id="steps" title={t(k("stepsTitle"))} className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
          <ol className="mt-10 grid gap-6 sm:grid-cols-3">
            {STEPS.map((key, index) => (
              <li key={key}>
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold">{t(k(`steps.${key}.title`))}</h3>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t(k(`steps.${key}.body`))}</p>
              </li>
            ))}
          </ol>
        </Section>

        <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6">
          <ComparisonCta />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
