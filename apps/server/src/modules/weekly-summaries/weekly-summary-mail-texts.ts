import type { Language } from "@sondar/core/i18n/languages";

/** Intl.PluralRules' category for a count, reduced to the two our languages write differently. */
export type Plural = "one" | "other";

/** A count as the text shows it (formatted for the language) and its plural category. */
export interface Count {
  n: string;
  plural: Plural;
}

export interface WeeklySummaryText {
  subject: (v: { product: string; total: Count }) => string;
  heading: string;
  /** `period` is the week, formatted for the language ("Nov 16 – 22, 2026"). */
  intro: (v: { period: string; total: Count }) => string;
  /** One survey's line; `rate` is formatted ("83%") or null when no response was started that week. */
  survey: (v: { responses: Count; rate: string | null }) => string;
  rateNote: string;
  /** Surveys left out of a long list. */
  more: (v: { surveys: Count }) => string;
  viewResponses: string;
  button: string;
  footer: (v: { product: string }) => string;
}

/**
 * The weekly summary in every language (docs/product/notifications-and-interface.md#weekly-summary);
 * the type makes each language carry each text.
 */
export const WEEKLY_SUMMARY_TEXTS: Record<Language, WeeklySummaryText> = {
  en: {
    subject: ({ product, total }) =>
      `Your ${product} weekly summary: ${total.n} new ${total.plural === "one" ? "response" : "responses"}`,
    heading: "Your weekly summary",
    intro: ({ period, total }) =>
      `Last week (${period}) your surveys received ${total.n} new complete ${total.plural === "one" ? "response" : "responses"}.`,
    survey: ({ responses, rate }) =>
      `${responses.n} new complete ${responses.plural === "one" ? "response" : "responses"}${rate ? `, completion rate ${rate}` : ""}`,
    rateNote: "The completion rate is the share of the responses started last week that were completed.",
    more: ({ surveys }) => `…and ${surveys.n} more ${surveys.plural === "one" ? "survey" : "surveys"} with new responses.`,
    viewResponses: "View responses",
    button: "Open your dashboard",
    footer: ({ product }) =>
      `You get this mail because Weekly Summary is on in your ${product} settings. It goes out on Mondays when your surveys had new responses.`,
  },
  es: {
    subject: ({ product, total }) =>
      `Tu resumen semanal de ${product}: ${total.n} ${total.plural === "one" ? "respuesta nueva" : "respuestas nuevas"}`,
    heading: "Tu resumen semanal",
    intro: ({ period, total }) =>
      `La semana pasada (${period}) tus encuestas recibieron ${total.n} ${total.plural === "one" ? "respuesta completa nueva" : "respuestas completas nuevas"}.`,
    survey: ({ responses, rate }) =>
      `${responses.n} ${responses.plural === "one" ? "respuesta completa nueva" : "respuestas completas nuevas"}${rate ? `, tasa de finalización: ${rate}` : ""}`,
    rateNote: "La tasa de finalización es la parte de las respuestas empezadas la semana pasada que se completaron.",
    more: ({ surveys }) =>
      `…y ${surveys.n} ${surveys.plural === "one" ? "encuesta más" : "encuestas más"} con respuestas nuevas.`,
    viewResponses: "Ver respuestas",
    button: "Abrir tu panel",
    footer: ({ product }) =>
      `Recibes este correo porque el resumen semanal está activado en tu configuración de ${product}. Se envía los lunes cuando tus encuestas han recibido respuestas nuevas.`,
  },
  fr: {
    subject: ({ product, total }) =>
      `Votre résumé hebdomadaire ${product} : ${total.n} ${total.plural === "one" ? "nouvelle réponse" : "nouvelles réponses"}`,
    heading: "Votre résumé hebdomadaire",
    intro: ({ period, total }) =>
      `La semaine dernière (${period}), vos sondages ont reçu ${total.n} ${total.plural === "one" ? "nouvelle réponse complète" : "nouvelles réponses complètes"}.`,
    survey: ({ responses, rate }) =>
      `${responses.n} ${responses.plural === "one" ? "nouvelle réponse complète" : "nouvelles réponses complètes"}${rate ? `, taux de complétion : ${rate}` : ""}`,
    rateNote: "Le taux de complétion est la part des réponses commencées la semaine dernière qui ont été terminées.",
    more: ({ surveys }) =>
      `… et ${surveys.n} ${surveys.plural === "one" ? "autre sondage" : "autres sondages"} avec de nouvelles réponses.`,
    viewResponses: "Voir les réponses",
    button: "Ouvrir votre tableau de bord",
    footer: ({ product }) =>
      `Vous recevez cet e-mail car le résumé hebdomadaire est activé dans vos paramètres ${product}. Il est envoyé le lundi lorsque vos sondages ont reçu de nouvelles réponses.`,
  },
  de: {
    subject: ({ product, total }) =>
      `Ihre wöchentliche ${product}-Zusammenfassung: ${total.n} ${total.plural === "one" ? "neue Antwort" : "neue Antworten"}`,
    heading: "Ihre wöchentliche Zusammenfassung",
    intro: ({ period, total }) =>
      `Letzte Woche (${period}) haben Ihre Umfragen ${total.n} ${total.plural === "one" ? "neue vollständige Antwort" : "neue vollständige Antworten"} erhalten.`,
    survey: ({ responses, rate }) =>
      `${responses.n} ${responses.plural === "one" ? "neue vollständige Antwort" : "neue vollständige Antworten"}${rate ? `, Abschlussquote: ${rate}` : ""}`,
    rateNote: "Die Abschlussquote ist der Anteil der letzte Woche begonnenen Antworten, die abgeschlossen wurden.",
    more: ({ surveys }) =>
      `… und ${surveys.n} ${surveys.plural === "one" ? "weitere Umfrage" : "weitere Umfragen"} mit neuen Antworten.`,
    viewResponses: "Antworten ansehen",
    button: "Dashboard öffnen",
    footer: ({ product }) =>
      `Sie erhalten diese E-Mail, weil die wöchentliche Zusammenfassung in Ihren ${product}-Einstellungen aktiviert ist. Sie wird montags verschickt, wenn Ihre Umfragen neue Antworten erhalten haben.`,
  },
  pt: {
    subject: ({ product, total }) =>
      `Seu resumo semanal do ${product}: ${total.n} ${total.plural === "one" ? "nova resposta" : "novas respostas"}`,
    heading: "Seu resumo semanal",
    intro: ({ period, total }) =>
      `Na semana passada (${period}), suas pesquisas receberam ${total.n} ${total.plural === "one" ? "nova resposta completa" : "novas respostas completas"}.`,
    survey: ({ responses, rate }) =>
      `${responses.n} ${responses.plural === "one" ? "nova resposta completa" : "novas respostas completas"}${rate ? `, taxa de conclusão: ${rate}` : ""}`,
    rateNote: "A taxa de conclusão é a parte das respostas iniciadas na semana passada que foram concluídas.",
    more: ({ surveys }) => `… e mais ${surveys.n} ${surveys.plural === "one" ? "pesquisa" : "pesquisas"} com novas respostas.`,
    viewResponses: "Ver respostas",
    button: "Abrir seu painel",
    footer: ({ product }) =>
      `Você recebe este e-mail porque o resumo semanal está ativado nas suas configurações do ${product}. Ele é enviado às segundas-feiras quando suas pesquisas receberam novas respostas.`,
  },
};
