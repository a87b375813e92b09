import type { SurveyTemplate } from "./survey-template";

/** Net Promoter Score: the 0–10 recommendation question, the reason, and what would raise it. */
export const npsTemplate: SurveyTemplate = {
  id: "nps",
  questions: [
    { type: "scale", min: 0, max: 10, required: true },
    { type: "textarea", required: true },
    { type: "checkbox" },
    { type: "dropdown" },
    { type: "textarea" },
  ],
  texts: {
    en: {
      name: "Net Promoter Score (NPS)",
      summary: "Ask how likely people are to recommend you, and why.",
      title: "How likely are you to recommend us?",
      description: "Your answers help us understand what we do well and where to improve.",
      questions: [
        {
          title: "How likely are you to recommend us to a friend or colleague?",
          left: "Not at all likely",
          right: "Extremely likely",
        },
        { title: "What is the main reason for your score?" },
        {
          title: "What do you value most about us?",
          choices: ["Quality", "Price", "Customer service", "Ease of use", "Reliability"],
        },
        {
          title: "How long have you been our customer?",
          choices: ["Less than 6 months", "6 to 12 months", "1 to 3 years", "More than 3 years"],
        },
        { title: "What one thing would make you more likely to recommend us?" },
      ],
    },
    es: {
      name: "Net Promoter Score (NPS)",
      summary: "Pregunta qué probabilidad hay de que te recomienden, y por qué.",
      title: "¿Qué probabilidad hay de que nos recomiende?",
      description: "Sus respuestas nos ayudan a entender qué hacemos bien y dónde mejorar.",
      questions: [
        {
          title: "¿Qué probabilidad hay de que nos recomiende a un amigo o colega?",
          left: "Nada probable",
          right: "Muy probable",
        },
        { title: "¿Cuál es el motivo principal de su puntuación?" },
        {
          title: "¿Qué es lo que más valora de nosotros?",
          choices: ["Calidad", "Precio", "Atención al cliente", "Facilidad de uso", "Fiabilidad"],
        },
        {
          title: "¿Desde cuándo es cliente nuestro?",
          choices: ["Menos de 6 meses", "De 6 a 12 meses", "De 1 a 3 años", "Más de 3 años"],
        },
        { title: "¿Qué cambio haría más probable que nos recomendara?" },
      ],
    },
    fr: {
      name: "Net Promoter Score (NPS)",
      summary: "Demandez s’ils vous recommanderaient, et pourquoi.",
      title: "Nous recommanderiez-vous ?",
      description: "Vos réponses nous aident à comprendre ce qui fonctionne et ce qu’il faut améliorer.",
      questions: [
        {
          title: "Quelle est la probabilité que vous nous recommandiez à un ami ou à un collègue ?",
          left: "Pas du tout probable",
          right: "Très probable",
        },
        { title: "Quelle est la principale raison de votre note ?" },
        {
          title: "Qu’appréciez-vous le plus chez nous ?",
          choices: ["La qualité", "Le prix", "Le service client", "La facilité d’utilisation", "La fiabilité"],
        },
        {
          title: "Depuis combien de temps êtes-vous client ?",
          choices: ["Moins de 6 mois", "De 6 à 12 mois", "De 1 à 3 ans", "Plus de 3 ans"],
        },
        { title: "Quelle amélioration vous donnerait davantage envie de nous recommander ?" },
      ],
    },
    de: {
      name: "Net Promoter Score (NPS)",
      summary: "Fragen Sie, wie wahrscheinlich eine Weiterempfehlung ist – und warum.",
      title: "Würden Sie uns weiterempfehlen?",
      description: "Ihre Antworten zeigen uns, was wir gut machen und wo wir besser werden können.",
      questions: [
        {
          title: "Wie wahrscheinlich ist es, dass Sie uns einem Freund oder Kollegen empfehlen?",
          left: "Sehr unwahrscheinlich",
          right: "Äußerst wahrscheinlich",
        },
        { title: "Was ist der wichtigste Grund für Ihre Bewertung?" },
        {
          title: "Was schätzen Sie an uns am meisten?",
          choices: ["Qualität", "Preis", "Kundenservice", "Einfache Bedienung", "Zuverlässigkeit"],
        },
        {
          title: "Wie lange sind Sie schon Kunde bei uns?",
          choices: ["Weniger als 6 Monate", "6 bis 12 Monate", "1 bis 3 Jahre", "Mehr als 3 Jahre"],
        },
        { title: "Was würde Sie eher dazu bringen, uns weiterzuempfehlen?" },
      ],
    },
    pt: {
      name: "Net Promoter Score (NPS)",
      summary: "Pergunte a probabilidade de recomendarem você, e por quê.",
      title: "Qual a probabilidade de você nos recomendar?",
      description: "Suas respostas nos ajudam a entender o que fazemos bem e onde melhorar.",
      questions: [
        {
          title: "Qual a probabilidade de você nos recomendar a um amigo ou colega?",
          left: "Nada provável",
          right: "Extremamente provável",
        },
        { title: "Qual é o principal motivo da sua nota?" },
        {
          title: "O que você mais valoriza em nós?",
          choices: ["Qualidade", "Preço", "Atendimento ao cliente", "Facilidade de uso", "Confiabilidade"],
        },
        {
          title: "Há quanto tempo você é nosso cliente?",
          choices: ["Menos de 6 meses", "De 6 a 12 meses", "De 1 a 3 anos", "Mais de 3 anos"],
        },
        { title: "O que faria você ter mais vontade de nos recomendar?" },
      ],
    },
  },
};
