import type { SurveyTemplate } from "./survey-template";

/** Customer satisfaction: overall score, support, resolution and what to improve. */
export const customerSatisfactionTemplate: SurveyTemplate = {
  id: "customer-satisfaction",
  questions: [
    { type: "rating", maxRating: 5, required: true },
    { type: "multiple-choice", required: true },
    { type: "likert", likertType: "satisfaction", required: true },
    { type: "yes-no", required: true },
    { type: "textarea" },
    { type: "email" },
  ],
  texts: {
    en: {
      name: "Customer satisfaction",
      summary: "Measure how happy customers are and what to improve.",
      title: "Customer Satisfaction Survey",
      description: "Thank you for being our customer. This short survey takes about two minutes.",
      questions: [
        { title: "Overall, how satisfied are you with our service?" },
        {
          title: "How often do you use our products or services?",
          choices: ["Every day", "Every week", "Every month", "Less than once a month"],
        },
        {
          title: "How satisfied are you with our customer support?",
          choices: ["Very dissatisfied", "Dissatisfied", "Neutral", "Satisfied", "Very satisfied"],
        },
        { title: "Did we solve your last request to your satisfaction?" },
        { title: "What could we do better?", description: "Any detail helps us improve." },
        { title: "Your email address, if you would like us to reply", description: "Optional." },
      ],
    },
    es: {
      name: "Satisfacción del cliente",
      summary: "Mide la satisfacción de tus clientes y qué mejorar.",
      title: "Encuesta de satisfacción del cliente",
      description: "Gracias por confiar en nosotros. Esta breve encuesta le llevará unos dos minutos.",
      questions: [
        { title: "En general, ¿qué tan satisfecho está con nuestro servicio?" },
        {
          title: "¿Con qué frecuencia utiliza nuestros productos o servicios?",
          choices: ["Todos los días", "Todas las semanas", "Todos los meses", "Menos de una vez al mes"],
        },
        {
          title: "¿Qué tan satisfecho está con nuestra atención al cliente?",
          choices: ["Muy insatisfecho", "Insatisfecho", "Neutral", "Satisfecho", "Muy satisfecho"],
        },
        { title: "¿Resolvimos su última solicitud de forma satisfactoria?" },
        { title: "¿Qué podríamos hacer mejor?", description: "Cualquier detalle nos ayuda a mejorar." },
        { title: "Su correo electrónico, si desea que le respondamos", description: "Opcional." },
      ],
    },
    fr: {
      name: "Satisfaction client",
      summary: "Mesurez la satisfaction de vos clients et ce qu’il faut améliorer.",
      title: "Enquête de satisfaction client",
      description: "Merci de votre confiance. Ce court questionnaire prend environ deux minutes.",
      questions: [
        { title: "Dans l’ensemble, êtes-vous satisfait de notre service ?" },
        {
          title: "À quelle fréquence utilisez-vous nos produits ou services ?",
          choices: ["Tous les jours", "Toutes les semaines", "Tous les mois", "Moins d’une fois par mois"],
        },
        {
          title: "Êtes-vous satisfait de notre service client ?",
          choices: ["Très insatisfait", "Insatisfait", "Neutre", "Satisfait", "Très satisfait"],
        },
        { title: "Avons-nous traité votre dernière demande à votre satisfaction ?" },
        { title: "Que pourrions-nous améliorer ?", description: "Chaque détail nous aide à progresser." },
        { title: "Votre adresse e-mail, si vous souhaitez une réponse", description: "Facultatif." },
      ],
    },
    de: {
      name: "Kundenzufriedenheit",
      summary: "Messen Sie, wie zufrieden Ihre Kunden sind und was besser werden kann.",
      title: "Umfrage zur Kundenzufriedenheit",
      description: "Vielen Dank, dass Sie unser Kunde sind. Diese kurze Umfrage dauert etwa zwei Minuten.",
      questions: [
        { title: "Wie zufrieden sind Sie insgesamt mit unserem Service?" },
        {
          title: "Wie oft nutzen Sie unsere Produkte oder Dienstleistungen?",
          choices: ["Täglich", "Wöchentlich", "Monatlich", "Seltener als einmal im Monat"],
        },
        {
          title: "Wie zufrieden sind Sie mit unserem Kundenservice?",
          choices: ["Sehr unzufrieden", "Unzufrieden", "Neutral", "Zufrieden", "Sehr zufrieden"],
        },
        { title: "Haben wir Ihr letztes Anliegen zu Ihrer Zufriedenheit gelöst?" },
        { title: "Was könnten wir besser machen?", description: "Jedes Detail hilft uns weiter." },
        { title: "Ihre E-Mail-Adresse, falls Sie eine Antwort wünschen", description: "Optional." },
      ],
    },
    pt: {
      name: "Satisfação do cliente",
      summary: "Meça a satisfação dos seus clientes e o que melhorar.",
      title: "Pesquisa de satisfação do cliente",
      description: "Obrigado por ser nosso cliente. Esta pesquisa rápida leva cerca de dois minutos.",
      questions: [
        { title: "De modo geral, qual é o seu nível de satisfação com o nosso serviço?" },
        {
          title: "Com que frequência você usa nossos produtos ou serviços?",
          choices: ["Todos os dias", "Toda semana", "Todo mês", "Menos de uma vez por mês"],
        },
        {
          title: "Qual é o seu nível de satisfação com o nosso atendimento ao cliente?",
          choices: ["Muito insatisfeito", "Insatisfeito", "Neutro", "Satisfeito", "Muito satisfeito"],
        },
        { title: "Resolvemos sua última solicitação de forma satisfatória?" },
        { title: "O que poderíamos fazer melhor?", description: "Qualquer detalhe nos ajuda a melhorar." },
        { title: "Seu e-mail, caso queira uma resposta", description: "Opcional." },
      ],
    },
  },
};
