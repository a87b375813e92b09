import type { Language } from "@sondar/core/i18n/languages";
import type { MailMessage } from "../../adapters/mail/mail-adapter";
import { linkMail, type LinkMailWords } from "../../adapters/mail/mail-layout";

const WORDS: Record<Language, LinkMailWords> = {
  en: {
    subject: "Continue your survey: {title}",
    heading: "Continue where you left off",
    body: "Open this link on any device to continue “{title}” with the answers you gave so far. It works for {days} days, until you submit.",
    button: "Continue the survey",
  },
  es: {
    subject: "Continúa tu encuesta: {title}",
    heading: "Continúa donde lo dejaste",
    body: "Abre este enlace en cualquier dispositivo para continuar «{title}» con las respuestas que ya diste. Funciona durante {days} días, hasta que envíes.",
    button: "Continuar la encuesta",
  },
  fr: {
    subject: "Reprenez votre sondage : {title}",
    heading: "Reprenez là où vous en étiez",
    body: "Ouvrez ce lien sur n'importe quel appareil pour reprendre « {title} » avec les réponses déjà données. Il fonctionne {days} jours, jusqu'à l'envoi.",
    button: "Reprendre le sondage",
  },
  de: {
    subject: "Setzen Sie Ihre Umfrage fort: {title}",
    heading: "Machen Sie dort weiter, wo Sie aufgehört haben",
    body: "Öffnen Sie diesen Link auf einem beliebigen Gerät, um „{title}“ mit Ihren bisherigen Antworten fortzusetzen. Er gilt {days} Tage lang, bis Sie absenden.",
    button: "Umfrage fortsetzen",
  },
  pt: {
    subject: "Continue sua pesquisa: {title}",
    heading: "Continue de onde parou",
    body: "Abra este link em qualquer dispositivo para continuar “{title}” com as respostas que você já deu. Ele funciona por {days} dias, até você enviar.",
    button: "Continuar a pesquisa",
  },
};

/** The mail that carries a "Continue on another device" link, in the respondent page's language. */
export function resumeMail(input: {
  to: string;
  url: string;
  surveyTitle: string;
  language: Language;
  days: number;
  product: string;
}): MailMessage {
  return linkMail({ ...input, words: WORDS[input.language], vars: { title: input.surveyTitle, days: String(input.days) } });
}
