import type { Language } from "@sondar/core/i18n/languages";
import type { Count as FormattedCount } from "../weekly-summaries/weekly-summary-mail-texts";

/** A count with whether it is exactly one ("a new response" rather than "1 new responses"). */
export interface Count extends FormattedCount {
  single: boolean;
}

export interface ResponseAlertText {
  /** One survey: its title and how many responses it got. */
  subjectOne: (v: { title: string; total: Count }) => string;
  /** Several surveys: the total and how many surveys. */
  subjectMany: (v: { total: Count; surveys: Count }) => string;
  introOne: (v: { title: string; total: Count }) => string;
  introMany: string;
  /** A survey's line in a list. */
  responses: (v: { total: Count }) => string;
  seeResponses: string;
  viewResponses: string;
  footer: (v: { product: string; minutes: Count }) => string;
}

const one = (c: Count, singular: string, plural: string) => (c.plural === "one" ? singular : plural);

/**
 * The owner's response alert in every language (docs/product/notifications-and-interface.md);
 * the type makes each language carry each text.
 */
export const RESPONSE_ALERT_TEXTS: Record<Language, ResponseAlertText> = {
  en: {
    subjectOne: ({ title, total }) => (total.single ? `New response to "${title}"` : `${total.n} new responses to "${title}"`),
    subjectMany: ({ total, surveys }) => `${total.n} new responses to ${surveys.n} surveys`,
    introOne: ({ title, total }) => `Your survey "${title}" has ${total.single ? "a new response" : `${total.n} new responses`}.`,
    introMany: "Your surveys have new responses:",
    responses: ({ total }) => `${total.n} new ${one(total, "response", "responses")}`,
    seeResponses: "See the responses:",
    viewResponses: "View responses",
    footer: ({ product, minutes }) =>
      `You get this mail because survey response alerts are on in your ${product} settings; responses that arrive close together are told in one mail, and each survey at most once every ${minutes.n} minutes.`,
  },
  es: {
    subjectOne: ({ title, total }) =>
      total.single ? `Nueva respuesta a «${title}»` : `${total.n} respuestas nuevas a «${title}»`,
    subjectMany: ({ total, surveys }) => `${total.n} respuestas nuevas a ${surveys.n} encuestas`,
    introOne: ({ title, total }) =>
      `Tu encuesta «${title}» tiene ${total.single ? "una respuesta nueva" : `${total.n} respuestas nuevas`}.`,
    introMany: "Tus encuestas tienen respuestas nuevas:",
    responses: ({ total }) => `${total.n} ${one(total, "respuesta nueva", "respuestas nuevas")}`,
    seeResponses: "Ver las respuestas:",
    viewResponses: "Ver respuestas",
    footer: ({ product, minutes }) =>
      `Recibes este correo porque las alertas de respuestas están activadas en tus ajustes de ${product}. Las respuestas que llegan seguidas se avisan en un solo correo, y cada encuesta como mucho una vez cada ${minutes.n} minutos.`,
  },
  fr: {
    subjectOne: ({ title, total }) =>
      total.single ? `Nouvelle réponse à « ${title} »` : `${total.n} nouvelles réponses à « ${title} »`,
    subjectMany: ({ total, surveys }) => `${total.n} nouvelles réponses à ${surveys.n} sondages`,
    introOne: ({ title, total }) =>
      `Votre sondage « ${title} » a ${total.single ? "une nouvelle réponse" : `${total.n} nouvelles réponses`}.`,
    introMany: "Vos sondages ont de nouvelles réponses :",
    responses: ({ total }) => `${total.n} ${one(total, "nouvelle réponse", "nouvelles réponses")}`,
    seeResponses: "Voir les réponses :",
    viewResponses: "Voir les réponses",
    footer: ({ product, minutes }) =>
      `Vous recevez ce message car les alertes de réponses sont activées dans vos paramètres ${product}. Les réponses arrivées à peu d'intervalle sont regroupées dans un seul message, et chaque sondage au plus une fois toutes les ${minutes.n} minutes.`,
  },
  de: {
    subjectOne: ({ title, total }) => (total.single ? `Neue Antwort auf „${title}“` : `${total.n} neue Antworten auf „${title}“`),
    subjectMany: ({ total, surveys }) => `${total.n} neue Antworten auf ${surveys.n} Umfragen`,
    introOne: ({ title, total }) =>
      `Ihre Umfrage „${title}“ hat ${total.single ? "eine neue Antwort" : `${total.n} neue Antworten`}.`,
    introMany: "Ihre Umfragen haben neue Antworten:",
    responses: ({ total }) => `${total.n} ${one(total, "neue Antwort", "neue Antworten")}`,
    seeResponses: "Zu den Antworten:",
    viewResponses: "Antworten ansehen",
    footer: ({ product, minutes }) =>
      `Sie erhalten diese E-Mail, weil Antwortbenachrichtigungen in Ihren ${product}-Einstellungen aktiviert sind. Kurz nacheinander eintreffende Antworten werden in einer E-Mail gemeldet, jede Umfrage höchstens einmal alle ${minutes.n} Minuten.`,
  },
  pt: {
    subjectOne: ({ title, total }) => (total.single ? `Nova resposta a "${title}"` : `${total.n} novas respostas a "${title}"`),
    subjectMany: ({ total, surveys }) => `${total.n} novas respostas em ${surveys.n} pesquisas`,
    introOne: ({ title, total }) =>
      `Sua pesquisa "${title}" tem ${total.single ? "uma nova resposta" : `${total.n} novas respostas`}.`,
    introMany: "Suas pesquisas têm novas respostas:",
    responses: ({ total }) => `${total.n} ${one(total, "nova resposta", "novas respostas")}`,
    seeResponses: "Veja as respostas:",
    viewResponses: "Ver respostas",
    footer: ({ product, minutes }) =>
      `Você recebe este e-mail porque os alertas de respostas estão ativados nas suas configurações do ${product}. Respostas que chegam próximas são avisadas em um só e-mail, e cada pesquisa no máximo uma vez a cada ${minutes.n} minutos.`,
  },
};
