import type { Language } from "@sondar/core/i18n/languages";
import type { MailMessage } from "../../adapters/mail/mail-adapter";
import { linkMail, type LinkMailWords } from "../../adapters/mail/mail-layout";

const WORDS: Record<Language, LinkMailWords> = {
  en: {
    subject: "Your {product} data is ready",
    heading: "Your data is ready to download",
    body: "The archive holds your account, your surveys with their responses, and the organizations you own. Open the link while signed in; it works for {days} days.",
    button: "Download my data",
  },
  es: {
    subject: "Tus datos de {product} están listos",
    heading: "Tus datos están listos para descargar",
    body: "El archivo contiene tu cuenta, tus encuestas con sus respuestas y las organizaciones que posees. Abre el enlace con tu sesión iniciada; funciona durante {days} días.",
    button: "Descargar mis datos",
  },
  fr: {
    subject: "Vos données {product} sont prêtes",
    heading: "Vos données sont prêtes à être téléchargées",
    body: "L'archive contient votre compte, vos sondages avec leurs réponses et les organisations dont vous êtes propriétaire. Ouvrez le lien en étant connecté ; il fonctionne {days} jours.",
    button: "Télécharger mes données",
  },
  de: {
    subject: "Ihre {product}-Daten sind bereit",
    heading: "Ihre Daten stehen zum Download bereit",
    body: "Das Archiv enthält Ihr Konto, Ihre Umfragen mit ihren Antworten und die Organisationen, deren Inhaber Sie sind. Öffnen Sie den Link, während Sie angemeldet sind; er gilt {days} Tage lang.",
    button: "Meine Daten herunterladen",
  },
  pt: {
    subject: "Seus dados do {product} estão prontos",
    heading: "Seus dados estão prontos para baixar",
    body: "O arquivo contém sua conta, suas pesquisas com as respostas e as organizações das quais você é proprietário. Abra o link com a sessão iniciada; ele funciona por {days} dias.",
    button: "Baixar meus dados",
  },
};

/** The mail carrying the "Download my data" link, in the user's language (decision 294). */
export function myDataMail(input: { to: string; url: string; language: Language; days: number; product: string }): MailMessage {
  return linkMail({ ...input, words: WORDS[input.language], vars: { product: input.product, days: String(input.days) } });
}
