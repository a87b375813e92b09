import type { Language } from "@sondar/core/i18n/languages";
import { surveyContentSchema, type SurveyContent } from "@sondar/core/surveys/survey-schema";

/** What the sample survey says, in one language; `{product}` is the product's name. */
interface SampleTexts {
  title: string;
  description: string;
  feeling: string;
  firstUse: string;
  uses: [string, string, string, string];
  recommend: string;
  notLikely: string;
  veryLikely: string;
  aiDraft: string;
  pleasure: string;
  pleasureHint: string;
  welcome: string;
  completion: string;
}

const TEXTS: Record<Language, SampleTexts> = {
  en: {
    title: "{product} sample survey",
    description: "A two-minute tour of what your respondents see.",
    feeling: "How do you feel about the surveys you are usually sent?",
    firstUse: "What would you use a survey for first?",
    uses: ["Customer feedback", "Employee engagement", "Event registration", "Market research"],
    recommend: "How likely are you to recommend answering one question at a time to a friend?",
    notLikely: "Not likely",
    veryLikely: "Very likely",
    aiDraft: "Would you let AI draft the first version of your next survey?",
    pleasure: "What would make a survey a pleasure to answer?",
    pleasureHint: "Optional. A sentence is plenty.",
    welcome: "This is a sample survey made with {product}. It takes about two minutes: one question at a time, on any device.",
    completion: "Thank you! That is what your respondents will see. Build your own survey with {product}.",
  },
  es: {
    title: "Encuesta de ejemplo de {product}",
    description: "Un recorrido de dos minutos por lo que ven las personas que responden.",
    feeling: "¿Qué te parecen las encuestas que sueles recibir?",
    firstUse: "¿Para qué usarías primero una encuesta?",
    uses: ["Opiniones de clientes", "Compromiso de los empleados", "Inscripción a eventos", "Estudios de mercado"],
    recommend: "¿Qué probabilidad hay de que recomiendes a un amigo responder una pregunta cada vez?",
    notLikely: "Poco probable",
    veryLikely: "Muy probable",
    aiDraft: "¿Dejarías que la IA redactara la primera versión de tu próxima encuesta?",
    pleasure: "¿Qué haría que responder una encuesta fuera un placer?",
    pleasureHint: "Opcional. Basta con una frase.",
    welcome:
      "Esta es una encuesta de ejemplo hecha con {product}. Dura unos dos minutos: una pregunta cada vez, en cualquier dispositivo.",
    completion: "¡Gracias! Eso es lo que verán las personas que respondan. Crea tu propia encuesta con {product}.",
  },
  fr: {
    title: "Exemple de sondage {product}",
    description: "Une visite de deux minutes de ce que voient vos répondants.",
    feeling: "Que pensez-vous des sondages que vous recevez d'habitude ?",
    firstUse: "Pour quoi utiliseriez-vous d'abord un sondage ?",
    uses: ["Avis clients", "Engagement des salariés", "Inscription à un événement", "Étude de marché"],
    recommend: "Quelle est la probabilité que vous recommandiez à un ami de répondre à une question à la fois ?",
    notLikely: "Peu probable",
    veryLikely: "Très probable",
    aiDraft: "Laisseriez-vous l'IA rédiger la première version de votre prochain sondage ?",
    pleasure: "Qu'est-ce qui rendrait un sondage agréable à remplir ?",
    pleasureHint: "Facultatif. Une phrase suffit.",
    welcome:
      "Ceci est un sondage d'exemple créé avec {product}. Il prend environ deux minutes : une question à la fois, sur n'importe quel appareil.",
    completion: "Merci ! C'est ce que verront vos répondants. Créez votre propre sondage avec {product}.",
  },
  de: {
    title: "Beispielumfrage von {product}",
    description: "Eine zweiminütige Tour durch das, was Ihre Befragten sehen.",
    feeling: "Wie finden Sie die Umfragen, die Sie üblicherweise erhalten?",
    firstUse: "Wofür würden Sie eine Umfrage zuerst nutzen?",
    uses: ["Kundenfeedback", "Mitarbeiterengagement", "Anmeldung zu Veranstaltungen", "Marktforschung"],
    recommend: "Wie wahrscheinlich ist es, dass Sie einem Freund empfehlen, eine Frage nach der anderen zu beantworten?",
    notLikely: "Unwahrscheinlich",
    veryLikely: "Sehr wahrscheinlich",
    aiDraft: "Würden Sie die erste Fassung Ihrer nächsten Umfrage von einer KI entwerfen lassen?",
    pleasure: "Was würde das Beantworten einer Umfrage zum Vergnügen machen?",
    pleasureHint: "Optional. Ein Satz genügt.",
    welcome:
      "Dies ist eine Beispielumfrage, erstellt mit {product}. Sie dauert etwa zwei Minuten: eine Frage nach der anderen, auf jedem Gerät.",
    completion: "Vielen Dank! So sieht es für Ihre Befragten aus. Erstellen Sie Ihre eigene Umfrage mit {product}.",
  },
  pt: {
    title: "Pesquisa de exemplo — {product}",
    description: "Um passeio de dois minutos pelo que seus respondentes veem.",
    feeling: "O que você acha das pesquisas que costuma receber?",
    firstUse: "Para que você usaria uma pesquisa primeiro?",
    uses: ["Feedback de clientes", "Engajamento de funcionários", "Inscrição em eventos", "Pesquisa de mercado"],
    recommend: "Qual a probabilidade de você recomendar a um amigo responder uma pergunta de cada vez?",
    notLikely: "Pouco provável",
    veryLikely: "Muito provável",
    aiDraft: "Você deixaria a IA escrever a primeira versão da sua próxima pesquisa?",
    pleasure: "O que tornaria um prazer responder a uma pesquisa?",
    pleasureHint: "Opcional. Uma frase basta.",
    welcome:
      "Esta é uma pesquisa de exemplo feita com {product}. Leva cerca de dois minutos: uma pergunta de cada vez, em qualquer dispositivo.",
    completion: "Obrigado! É isso que seus respondentes verão. Crie sua própria pesquisa com {product}.",
  },
};

/** The sample survey in `language`: a short tour of the respondent screen (welcome, five kinds of question, completion). */
export function sampleSurveyContent(productName: string, language: Language): SurveyContent {
  const named = (text: string) => text.replaceAll("{product}", productName);
  const texts = TEXTS[language];
  return surveyContentSchema.parse({
    title: named(texts.title),
    description: texts.description,
    questions: [
      { id: "q_sample_rating", type: "rating", title: texts.feeling, maxRating: 5, required: true },
      { id: "q_sample_use", type: "multiple-choice", title: texts.firstUse, options: texts.uses, allowOther: true },
      {
        id: "q_sample_nps",
        type: "scale",
        title: texts.recommend,
        scaleSettings: { min: 0, max: 10, step: 1, leftLabel: texts.notLikely, rightLabel: texts.veryLikely },
      },
      { id: "q_sample_ai", type: "yes-no", title: texts.aiDraft },
      { id: "q_sample_wish", type: "textarea", title: texts.pleasure, description: texts.pleasureHint },
    ],
    settings: { welcomeMessage: named(texts.welcome), completionMessage: named(texts.completion) },
  });
}
