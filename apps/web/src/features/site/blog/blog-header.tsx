import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { SiteHeaderFrame } from "../site-header";
import { useSitePath } from "../use-site-path";

/** The blog's header: the site's header (its sections include the Blog) with 'Get Started' to sign-in. */
export function BlogHeader() {
  const { t } = useTranslation();
  const { appPathTo } = useSitePath();
  return (
    <SiteHeaderFrame>
      <Button asChild size="sm" className="whitespace-nowrap">
        <Link to={appPathTo("/login")}>{t("blog.getStarted")}</Link>
      </Button>
    </SiteHeaderFrame>
  );
}

/** The closing call to action of the index and of every article: sign in or start a trial. */
export function BlogCta() {
  const { t } = useTranslation();
  const { appPathTo } = useSitePath();
  return (
    <section
      aria-labelledby="blog-cta-title"
      className="mt-16 rounded-2xl bg-brand-700 px-6 py-10 text-center text-white sm:px-10"
    >
      <h2 id="blog-cta-title" className="text-2xl font-bold sm:text-3xl">
        {t("blog.ctaTitle")}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-brand-50">{t("blog.ctaBody")}</p>
      <Link
        to={appPathTo("/login")}
        className="mt-6 inline-flex h-12 items-center rounded-lg bg-white px-6 font-semibold text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {t("blog.ctaButton")}
      </Link>
    </section>
  );
}
