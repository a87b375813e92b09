import { BarChart3, Globe2, Lock, Paintbrush, Sparkles, Wand2 } from "lucide-react";
import type { BillingPeriod } from "@sondar/core/plans/plans";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { PricingSection } from "./pricing-section";
import { SiteFooter, SiteHeader } from "./site-header";
import { useGetStarted } from "./use-get-started";

const features = [
  { key: "builder", Icon: Wand2 },
  { key: "design", Icon: Paintbrush },
  { key: "realtime", Icon: BarChart3 },
  { key: "secure", Icon: Lock },
  { key: "share", Icon: Globe2 },
  { key: "ai", Icon: Sparkles },
] as const;

export default function LandingPage() {
  const { t } = useTranslation();
  // Every 'Get started' on the page checks out the period the pricing toggle shows.
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  const { getStarted, pending } = useGetStarted();
  const onGetStarted = () => getStarted(period);
  return (
    <div className="min-h-screen">
      <SiteHeader onGetStarted={onGetStarted} busy={pending !== null} />
      <main>
        <section className="bg-gradient-to-b from-brand-50 to-transparent dark:from-slate-900">
          <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28">
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-700 dark:bg-brand-950 dark:text-brand-200">
              <Sparkles aria-hidden className="h-4 w-4" />
              {t("landing.badge")}
            </p>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">{t("landing.heroTitle")}</h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t("landing.heroBody")}</p>
            <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to="/register">{t("landing.startTrial")}</Link>
              </Button>
              <Button asChild size="lg" variant="secondary">
                <Link to="/login">{t("site.signIn")}</Link>
              </Button>
            </div>
            <p className="mt-4 text-sm text-slate-500">{t("landing.trialNote")}</p>
          </div>
        </section>
        <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight">
            {t("landing.featuresTitle")}
          </h2>
          <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {features.map(({ key, Icon }) => (
              <Card key={key} className="p-6">
                <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-600 text-white">
                  <Icon aria-hidden className="h-5 w-5" />
                </span>
                <h3 className="mt-4 font-semibold">{t(`landing.features.${key}.title`)}</h3>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t(`landing.features.${key}.body`)}</p>
              </Card>
            ))}
          </div>
        </section>
        <PricingSection period={period} onPeriodChange={setPeriod} onGetStarted={onGetStarted} busy={pending !== null} />
        <section className="mx-auto max-w-4xl px-4 pb-24 text-center sm:px-6">
          {/* Not a Card: the card's white background would win over the brand colour (white on white). */}
          <div className="rounded-2xl bg-brand-600 p-10 text-white shadow-sm dark:bg-brand-700">
            <h2 className="text-3xl font-bold">{t("landing.ctaTitle")}</h2>
            <p className="mt-3 text-brand-100">{t("landing.ctaBody")}</p>
            <Button size="lg" variant="secondary" className="mt-8" onClick={onGetStarted} disabled={pending !== null}>
              {t("site.getStarted")}
            </Button>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
