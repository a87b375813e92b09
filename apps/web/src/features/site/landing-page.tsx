import type { BillingPeriod } from "@sondar/core/plans/plans";
import { sampleSurveyPath } from "@sondar/core/site/sample-survey";
import { ArrowRight, BarChart3, Globe2, Lock, Paintbrush, Sparkles, Wand2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { LandingAiSection } from "./landing-ai-section";
import { PricingSection } from "./pricing-section";
import { SiteFooter, SiteHeader } from "./site-header";
import { TestimonialCards } from "./testimonial-cards";
import { useGetStarted } from "./use-get-started";
import { useSitePath } from "./use-site-path";

const features = [
  { key: "builder", Icon: Wand2 },
  { key: "design", Icon: Paintbrush },
  { key: "realtime", Icon: BarChart3 },
  { key: "secure", Icon: Lock },
  { key: "share", Icon: Globe2 },
  { key: "ai", Icon: Sparkles },
] as const;

/** The link to the sample survey in the page's language (docs/product/public-site.md#landing). */
function SampleSurveyLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const { language } = useSitePath();
  return (
    <Link
      to={sampleSurveyPath(language)}
      className={`inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline ${className}`}
    >
      {t("landing.trySample")}
      <ArrowRight aria-hidden className="h-4 w-4" />
    </Link>
  );
}

export default function LandingPage() {
  const { t } = useTranslation();
  // Every 'Get started' on the page checks out the period the pricing toggle shows.
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  const { getStarted, pending } = useGetStarted();
  const { appPathTo } = useSitePath();
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
                <Link to={appPathTo("/register")}>{t("landing.startTrial")}</Link>
              </Button>
              <Button asChild size="lg" variant="secondary">
                <Link to={appPathTo("/login")}>{t("site.signIn")}</Link>
              </Button>
            </div>
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t("landing.trialNote")}</p>
            <p className="mt-6">
              <SampleSurveyLink className="text-brand-700 dark:text-brand-300" />
            </p>
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
        <LandingAiSection />
        <PricingSection period={period} onPeriodChange={setPeriod} onGetStarted={onGetStarted} busy={pending !== null} />
        <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
          <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight">
            {t("landing.testimonialsTitle")}
          </h2>
          <TestimonialCards prefix="landing.testimonials" />
        </section>
        <section aria-labelledby="cta-title" className="mx-auto max-w-4xl px-4 pb-24 text-center sm:px-6">
          {/* Not a Card: its white background would win over the brand colour and leave white text on white. */}
          <div className="rounded-2xl bg-brand-700 p-10 text-white shadow-sm dark:bg-brand-800">
            <h2 id="cta-title" className="text-3xl font-bold">
              {t("landing.ctaTitle")}
            </h2>
            <p className="mt-3 text-brand-50">{t("landing.ctaBody")}</p>
            <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
              {/* Its own colours, not a Button variant's: white on the brand panel in both themes. */}
              <button
                type="button"
                onClick={onGetStarted}
                disabled={pending !== null}
                className="inline-flex h-12 items-center justify-center rounded-lg bg-white px-6 text-base font-medium text-brand-800 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-60"
              >
                {t("site.getStarted")}
              </button>
              <SampleSurveyLink className="text-white focus-visible:outline-white" />
            </div>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
