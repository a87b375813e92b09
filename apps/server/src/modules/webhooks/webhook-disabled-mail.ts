import { asLanguage, type Language } from "@sondar/core/i18n/languages";
import type { MailMessage } from "../../adapters/mail/mail-adapter";
import { escapeHtml, mailLayout } from "../../adapters/mail/mail-layout";

interface DisabledMailText {
  subject: (v: { product: string }) => string;
  body: (v: { url: string }) => string;
  action: string;
}

/** The mail to an endpoint's owner when it was switched off for failing, in every language. */
const TEXTS: Record<Language, DisabledMailText> = {
  en: {
    subject: ({ product }) => `${product}: a webhook was switched off`,
    body: ({ url }) =>
      `Deliveries to ${url} have failed for more than a day, so we switched this webhook off. Events that happen now are not sent to it. Fix the receiver, then switch the webhook on again in Settings → Webhooks; deliveries still waiting will be sent.`,
    action: "Open webhook settings",
  },
  es: {
    subject: ({ product }) => `${product}: se ha desactivado un webhook`,
    body: ({ url }) =>
      `Los envíos a ${url} llevan más de un día fallando, así que hemos desactivado este webhook. Los eventos que ocurran ahora no se le envían. Corrige el receptor y vuelve a activar el webhook en Configuración → Webhooks; los envíos pendientes se enviarán.`,
    action: "Abrir la configuración de webhooks",
  },
  fr: {
    subject: ({ product }) => `${product} : un webhook a été désactivé`,
    body: ({ url }) =>
      `Les envois vers ${url} échouent depuis plus d'un jour : nous avons donc désactivé ce webhook. Les événements qui surviennent maintenant ne lui sont pas envoyés. Corrigez le récepteur, puis réactivez le webhook dans Paramètres → Webhooks ; les envois en attente partiront.`,
    action: "Ouvrir les paramètres des webhooks",
  },
  de: {
    subject: ({ product }) => `${product}: Ein Webhook wurde ausgeschaltet`,
    body: ({ url }) =>
      `Zustellungen an ${url} schlagen seit mehr als einem Tag fehl, daher haben wir diesen Webhook ausgeschaltet. Neue Ereignisse werden nicht mehr an ihn gesendet. Beheben Sie den Empfänger und schalten Sie den Webhook unter Einstellungen → Webhooks wieder ein; wartende Zustellungen werden dann gesendet.`,
    action: "Webhook-Einstellungen öffnen",
  },
  pt: {
    subject: ({ product }) => `${product}: um webhook foi desativado`,
    body: ({ url }) =>
      `As entregas para ${url} estão falhando há mais de um dia, por isso desativamos este webhook. Os eventos que acontecerem agora não serão enviados para ele. Corrija o receptor e ative o webhook de novo em Configurações → Webhooks; as entregas pendentes serão enviadas.`,
    action: "Abrir as configurações de webhooks",
  },
};

/** The mail in the owner's language (English when unknown), in our one mail layout, its link to Settings → Webhooks. */
export function webhookDisabledMail(input: {
  language: string | null;
  product: string;
  to: string;
  endpointUrl: string;
  settingsUrl: string;
}): MailMessage {
  const language = asLanguage(input.language);
  const text = TEXTS[language];
  const subject = text.subject({ product: input.product });
  const body = text.body({ url: input.endpointUrl });
  return {
    to: input.to,
    subject,
    text: `${body}\n\n${text.action}: ${input.settingsUrl}`,
    html: mailLayout(input.product, subject, escapeHtml(body), { url: input.settingsUrl, label: text.action }, language),
  };
}
