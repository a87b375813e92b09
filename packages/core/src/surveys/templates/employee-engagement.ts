import type { SurveyTemplate } from "./survey-template";

/** Employee engagement: anonymous pulse on pride, workplace factors and the employer score. */
export const employeeEngagementTemplate: SurveyTemplate = {
  id: "employee-engagement",
  questions: [
    { type: "statement" },
    { type: "likert", likertType: "agreement", required: true },
    { type: "matrix", required: true },
    { type: "scale", min: 0, max: 10, required: true },
    { type: "dropdown" },
    { type: "textarea" },
  ],
  texts: {
    en: {
      name: "Employee engagement",
      summary: "Understand how your team feels about their work.",
      title: "Employee Engagement Survey",
      description: "Help us make this a better place to work. Your answers are anonymous.",
      questions: [
        {
          title: "Before you start",
          description: "This survey is anonymous. Please answer honestly; there are no right or wrong answers.",
        },
        {
          title: "I am proud to work here.",
          choices: ["Strongly disagree", "Disagree", "Neutral", "Agree", "Strongly agree"],
        },
        {
          title: "How would you rate the following?",
          choices: ["Workload", "Recognition", "Career growth", "Teamwork", "Communication from leadership"],
          columns: ["Poor", "Fair", "Good", "Excellent"],
        },
        {
          title: "How likely are you to recommend us as a place to work?",
          left: "Not at all likely",
          right: "Extremely likely",
        },
        {
          title: "Which area do you work in?",
          choices: ["Operations", "Sales and marketing", "Product and engineering", "Support", "Administration", "Other"],
        },
        { title: "What one change would improve your work life the most?" },
      ],
    },
    es: {
      name: "Compromiso de los empleados",
      summary: "Descubre cómo se siente tu equipo con su trabajo.",
      title: "Encuesta de compromiso de los empleados",
      description: "Ayúdenos a hacer de este un mejor lugar de trabajo. Sus respuestas son anónimas.",
      questions: [
        {
          title: "Antes de empezar",
          description: "Esta encuesta es anónima. Responda con sinceridad; no hay respuestas correctas ni incorrectas.",
        },
        {
          title: "Me siento orgulloso de trabajar aquí.",
          choices: ["Totalmente en desacuerdo", "En desacuerdo", "Neutral", "De acuerdo", "Totalmente de acuerdo"],
        },
        {
          title: "¿Cómo valora los siguientes aspectos?",
          choices: [
            "Carga de trabajo",
            "Reconocimiento",
            "Desarrollo profesional",
            "Trabajo en equipo",
            "Comunicación de la dirección",
          ],
          columns: ["Mala", "Regular", "Buena", "Excelente"],
        },
        {
          title: "¿Qué probabilidad hay de que nos recomiende como lugar de trabajo?",
          left: "Nada probable",
          right: "Muy probable",
        },
        {
          title: "¿En qué área trabaja?",
          choices: ["Operaciones", "Ventas y marketing", "Producto e ingeniería", "Soporte", "Administración", "Otra"],
        },
        { title: "¿Qué cambio mejoraría más su vida laboral?" },
      ],
    },
    fr: {
      name: "Engagement des collaborateurs",
      summary: "Comprenez ce que votre équipe ressent au travail.",
      title: "Enquête d’engagement des collaborateurs",
      description: "Aidez-nous à faire de notre entreprise un meilleur lieu de travail. Vos réponses sont anonymes.",
      questions: [
        {
          title: "Avant de commencer",
          description: "Ce questionnaire est anonyme. Répondez sincèrement : il n’y a pas de bonne ou de mauvaise réponse.",
        },
        {
          title: "Je suis fier de travailler ici.",
          choices: ["Pas du tout d’accord", "Pas d’accord", "Neutre", "D’accord", "Tout à fait d’accord"],
        },
        {
          title: "Comment évaluez-vous les points suivants ?",
          choices: [
            "Charge de travail",
            "Reconnaissance",
            "Évolution de carrière",
            "Travail d’équipe",
            "Communication de la direction",
          ],
          columns: ["Insuffisant", "Moyen", "Bon", "Excellent"],
        },
        {
          title: "Quelle est la probabilité que vous recommandiez notre entreprise comme employeur ?",
          left: "Pas du tout probable",
          right: "Très probable",
        },
        {
          title: "Dans quel service travaillez-vous ?",
          choices: ["Opérations", "Ventes et marketing", "Produit et ingénierie", "Support", "Administration", "Autre"],
        },
        { title: "Quel changement améliorerait le plus votre quotidien au travail ?" },
      ],
    },
    de: {
      name: "Mitarbeiterengagement",
      summary: "Erfahren Sie, wie Ihr Team seine Arbeit erlebt.",
      title: "Umfrage zum Mitarbeiterengagement",
      description: "Helfen Sie uns, ein besserer Arbeitsplatz zu werden. Ihre Antworten sind anonym.",
      questions: [
        {
          title: "Bevor Sie beginnen",
          description: "Diese Umfrage ist anonym. Bitte antworten Sie ehrlich; es gibt keine richtigen oder falschen Antworten.",
        },
        {
          title: "Ich bin stolz darauf, hier zu arbeiten.",
          choices: ["Stimme überhaupt nicht zu", "Stimme nicht zu", "Neutral", "Stimme zu", "Stimme voll und ganz zu"],
        },
        {
          title: "Wie bewerten Sie die folgenden Punkte?",
          choices: [
            "Arbeitsbelastung",
            "Anerkennung",
            "Entwicklungsmöglichkeiten",
            "Zusammenarbeit im Team",
            "Kommunikation der Führung",
          ],
          columns: ["Schlecht", "Ausreichend", "Gut", "Sehr gut"],
        },
        {
          title: "Wie wahrscheinlich ist es, dass Sie uns als Arbeitgeber empfehlen?",
          left: "Sehr unwahrscheinlich",
          right: "Äußerst wahrscheinlich",
        },
        {
          title: "In welchem Bereich arbeiten Sie?",
          choices: ["Betrieb", "Vertrieb und Marketing", "Produkt und Entwicklung", "Support", "Verwaltung", "Anderer Bereich"],
        },
        { title: "Welche eine Veränderung würde Ihren Arbeitsalltag am meisten verbessern?" },
      ],
    },
    pt: {
      name: "Engajamento dos colaboradores",
      summary: "Entenda como sua equipe se sente em relação ao trabalho.",
      title: "Pesquisa de engajamento dos colaboradores",
      description: "Ajude-nos a tornar este um lugar melhor para trabalhar. Suas respostas são anônimas.",
      questions: [
        {
          title: "Antes de começar",
          description: "Esta pesquisa é anônima. Responda com sinceridade; não há respostas certas ou erradas.",
        },
        {
          title: "Tenho orgulho de trabalhar aqui.",
          choices: ["Discordo totalmente", "Discordo", "Neutro", "Concordo", "Concordo totalmente"],
        },
        {
          title: "Como você avalia os seguintes aspectos?",
          choices: [
            "Carga de trabalho",
            "Reconhecimento",
            "Crescimento profissional",
            "Trabalho em equipe",
            "Comunicação da liderança",
          ],
          columns: ["Ruim", "Regular", "Bom", "Excelente"],
        },
        {
          title: "Qual a probabilidade de você nos recomendar como lugar para trabalhar?",
          left: "Nada provável",
          right: "Extremamente provável",
        },
        {
          title: "Em que área você trabalha?",
          choices: ["Operações", "Vendas e marketing", "Produto e engenharia", "Suporte", "Administração", "Outra"],
        },
        { title: "Que mudança mais melhoraria o seu dia a dia no trabalho?" },
      ],
    },
  },
};
