import type { ContactPageState } from "@sondar/core/site/contact-form";
import { Clock, Mail, MessageSquare } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/ui/card";
import { useAppConfig } from "../../../lib/app-config";
import { HelpPageFrame } from "../help-page-frame";
import { useSitePath } from "../use-site-path";
import { ContactForm } from "./contact-form";

/**
 * Contact ('Get in Touch'): the message form beside the ways to reach us and a link to Support.
 * `posted`: what became of the form posted to the page without JavaScript.
 */
export default function ContactPage({ posted }: { posted?: ContactPageState | undefined }) {
  const { t } = useTranslation();
  return (
    <HelpPageFrame title={t("contact.title")} subtitle={t("contact.subtitle")}>
      <div className="mt-10 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <Card className="relative p-6 sm:p-8">
          <h2 className="mb-6 text-xl font-semibold">{t("contact.formTitle")}</h2>
          <ContactForm posted={posted} />
        </Card>
        <ContactPanel />
      </div>
    </HelpPageFrame>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-semibold">
        <span aria-hidden className="text-brand-700 dark:text-brand-300">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 pl-7 text-sm text-slate-600 dark:text-slate-400">{children}</dd>
    </div>
  );
}

function ContactPanel() {
  const { t } = useTranslation();
  const { supportEmail } = useAppConfig();
  const { pathTo } = useSitePath();
  return (
    <Card className="h-fit p-6">
      <h2 className="text-lg font-semibold">{t("contact.panelTitle")}</h2>
      <dl className="mt-4 space-y-4">
        <Fact icon={<Mail className="h-5 w-5" />} label={t("contact.emailLabel")}>
          <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            {supportEmail}
          </a>
        </Fact>
        <Fact icon={<MessageSquare className="h-5 w-5" />} label={t("contact.responseTimeLabel")}>
          {t("contact.responseTime")}
        </Fact>
        <Fact icon={<Clock className="h-5 w-5" />} label={t("contact.hoursLabel")}>
          {t("contact.hours")}
        </Fact>
      </dl>
      <p className="mt-6 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
        {t("contact.supportPrompt")}{" "}
        <Link to={pathTo("support")} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          {t("contact.supportLink")}
        </Link>
      </p>
    </Card>
  );
}
