import type { SurveyTemplate } from "./survey-template";

/** Onboarding: how the first weeks went for a new customer, with a call offered. */
export const onboardingTemplate: SurveyTemplate = {
  id: "onboarding",
  questions: [
    { type: "statement" },
    { type: "date" },
    { type: "likert", likertType: "agreement", required: true },
    { type: "rating", maxRating: 5, required: true },
    { type: "phone" },
    { type: "time" },
    { type: "textarea" },
  ],
  texts: {
    en: {
      name: "Onboarding",
      summary: "Check how new customers get started and where they need help.",
      title: "How Is Your Start Going?",
      description: "You joined us recently. Tell us how getting started went so we can help.",
      questions: [
        { title: "Welcome aboard!", description: "A few quick questions about your first weeks with us." },
        { title: "When did you start using our product?" },
        {
          title: "Getting set up was easy.",
          choices: ["Strongly disagree", "Disagree", "Neutral", "Agree", "Strongly agree"],
        },
        { title: "How helpful were our welcome guides and emails?" },
        { title: "Your phone number, if you would like a call from our team", description: "Optional." },
        { title: "What time of day suits you best for a call?", description: "Optional." },
        { title: "What almost stopped you from getting started?" },
      ],
    },
    es: {
      name: "Incorporación de clientes",
      summary: "Comprueba cómo empiezan los nuevos clientes y dónde necesitan ayuda.",
      title: "¿Qué tal están siendo sus comienzos?",
      description: "Se unió a nosotros hace poco. Cuéntenos cómo fueron sus primeros pasos para poder ayudarle.",
      questions: [
        { title: "¡Le damos la bienvenida!", description: "Unas preguntas rápidas sobre sus primeras semanas con nosotros." },
        { title: "¿Cuándo empezó a usar nuestro producto?" },
        {
          title: "La configuración inicial fue sencilla.",
          choices: ["Totalmente en desacuerdo", "En desacuerdo", "Neutral", "De acuerdo", "Totalmente de acuerdo"],
        },
        { title: "¿Qué tan útiles fueron nuestras guías y correos de bienvenida?" },
        { title: "Su número de teléfono, si desea que nuestro equipo le llame", description: "Opcional." },
        { title: "¿A qué hora del día le viene mejor una llamada?", description: "Opcional." },
        { title: "¿Qué estuvo a punto de impedirle empezar?" },
      ],
    },
    fr: {
      name: "Prise en main",
      summary: "Voyez comment les nouveaux clients démarrent et où ils ont besoin d’aide.",
      title: "Comment se passent vos débuts ?",
      description: "Vous nous avez rejoints récemment. Racontez-nous vos premiers pas pour que nous puissions vous aider.",
      questions: [
        { title: "Bienvenue parmi nous !", description: "Quelques questions rapides sur vos premières semaines avec nous." },
        { title: "Quand avez-vous commencé à utiliser notre produit ?" },
        {
          title: "La mise en place a été simple.",
          choices: ["Pas du tout d’accord", "Pas d’accord", "Neutre", "D’accord", "Tout à fait d’accord"],
        },
        { title: "Nos guides et e-mails de bienvenue vous ont-ils été utiles ?" },
        { title: "Votre numéro de téléphone, si vous souhaitez être rappelé par notre équipe", description: "Facultatif." },
        { title: "À quelle heure un appel vous conviendrait-il le mieux ?", description: "Facultatif." },
        { title: "Qu’est-ce qui a failli vous empêcher de commencer ?" },
      ],
    },
    de: {
      name: "Onboarding",
      summary: "Prüfen Sie, wie neue Kunden starten und wo sie Hilfe brauchen.",
      title: "Wie läuft Ihr Start?",
      description: "Sie sind seit Kurzem dabei. Erzählen Sie uns, wie der Einstieg lief, damit wir helfen können.",
      questions: [
        { title: "Willkommen an Bord!", description: "Ein paar kurze Fragen zu Ihren ersten Wochen mit uns." },
        { title: "Seit wann nutzen Sie unser Produkt?" },
        {
          title: "Die Einrichtung war einfach.",
          choices: ["Stimme überhaupt nicht zu", "Stimme nicht zu", "Neutral", "Stimme zu", "Stimme voll und ganz zu"],
        },
        { title: "Wie hilfreich waren unsere Einführungsanleitungen und E-Mails?" },
        { title: "Ihre Telefonnummer, falls unser Team Sie anrufen soll", description: "Optional." },
        { title: "Zu welcher Uhrzeit passt Ihnen ein Anruf am besten?", description: "Optional." },
        { title: "Was hätte Sie beinahe vom Start abgehalten?" },
      ],
    },
    pt: {
      name: "Integração de clientes",
      summary: "Veja como os novos clientes começam e onde precisam de ajuda.",
      title: "Como está sendo o seu começo?",
      description: "Você chegou há pouco tempo. Conte-nos como foram os primeiros passos para podermos ajudar.",
      questions: [
        { title: "Boas-vindas!", description: "Algumas perguntas rápidas sobre suas primeiras semanas conosco." },
        { title: "Quando você começou a usar nosso produto?" },
        {
          title: "A configuração inicial foi fácil.",
          choices: ["Discordo totalmente", "Discordo", "Neutro", "Concordo", "Concordo totalmente"],
        },
        { title: "Quão úteis foram nossos guias e e-mails de boas-vindas?" },
        { title: "Seu telefone, caso queira uma ligação da nossa equipe", description: "Opcional." },
        { title: "Qual horário do dia é melhor para uma ligação?", description: "Opcional." },
        { title: "O que quase impediu você de começar?" },
      ],
    },
  },
};
