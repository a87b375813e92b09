import type { SurveyTemplate } from "./survey-template";

/** Churn reasons: why a customer leaves, what they used, and whether they might return. */
export const churnReasonsTemplate: SurveyTemplate = {
  id: "churn-reasons",
  questions: [
    { type: "multiple-choice", allowOther: true, required: true },
    { type: "checkbox" },
    { type: "rating", maxRating: 5 },
    { type: "yes-no" },
    { type: "textarea" },
  ],
  texts: {
    en: {
      name: "Churn reasons",
      summary: "Learn why customers leave and what could win them back.",
      title: "Sorry to See You Go",
      description: "Please tell us why you are leaving. Your answer helps us do better.",
      questions: [
        {
          title: "What is the main reason you are leaving?",
          choices: ["Too expensive", "Missing features", "Hard to use", "Switched to another product", "No longer needed"],
        },
        {
          title: "What did you use us for?",
          choices: ["Work", "Personal projects", "Teaching or studying", "Trying it out"],
        },
        { title: "How would you rate the value for money?" },
        { title: "Would you consider coming back in the future?" },
        { title: "Is there anything we could have done to keep you?" },
      ],
    },
    es: {
      name: "Motivos de baja",
      summary: "Descubre por qué se van los clientes y qué podría recuperarlos.",
      title: "Lamentamos que se vaya",
      description: "Cuéntenos por qué se va. Su respuesta nos ayuda a mejorar.",
      questions: [
        {
          title: "¿Cuál es el motivo principal de su baja?",
          choices: [
            "Es demasiado caro",
            "Faltan funciones",
            "Es difícil de usar",
            "Me cambié a otro producto",
            "Ya no lo necesito",
          ],
        },
        {
          title: "¿Para qué nos utilizaba?",
          choices: ["Trabajo", "Proyectos personales", "Docencia o estudios", "Solo para probar"],
        },
        { title: "¿Cómo valoraría la relación calidad-precio?" },
        { title: "¿Consideraría volver en el futuro?" },
        { title: "¿Hay algo que podríamos haber hecho para que se quedara?" },
      ],
    },
    fr: {
      name: "Raisons de départ",
      summary: "Comprenez pourquoi vos clients partent et ce qui pourrait les faire revenir.",
      title: "Nous regrettons votre départ",
      description: "Dites-nous pourquoi vous partez. Votre réponse nous aide à nous améliorer.",
      questions: [
        {
          title: "Quelle est la principale raison de votre départ ?",
          choices: [
            "Trop cher",
            "Fonctionnalités manquantes",
            "Difficile à utiliser",
            "Passage à un autre produit",
            "Je n’en ai plus besoin",
          ],
        },
        {
          title: "Pour quoi nous utilisiez-vous ?",
          choices: ["Le travail", "Des projets personnels", "L’enseignement ou les études", "Un simple essai"],
        },
        { title: "Comment évaluez-vous le rapport qualité-prix ?" },
        { title: "Envisageriez-vous de revenir à l’avenir ?" },
        { title: "Aurions-nous pu faire quelque chose pour vous garder ?" },
      ],
    },
    de: {
      name: "Kündigungsgründe",
      summary: "Erfahren Sie, warum Kunden gehen und was sie zurückholen könnte.",
      title: "Schade, dass Sie gehen",
      description: "Bitte sagen Sie uns, warum Sie kündigen. Ihre Antwort hilft uns, besser zu werden.",
      questions: [
        {
          title: "Was ist der Hauptgrund für Ihre Kündigung?",
          choices: [
            "Zu teuer",
            "Fehlende Funktionen",
            "Zu kompliziert",
            "Wechsel zu einem anderen Produkt",
            "Nicht mehr benötigt",
          ],
        },
        {
          title: "Wofür haben Sie uns genutzt?",
          choices: ["Für die Arbeit", "Für private Projekte", "Für Unterricht oder Studium", "Nur zum Ausprobieren"],
        },
        { title: "Wie bewerten Sie das Preis-Leistungs-Verhältnis?" },
        { title: "Könnten Sie sich vorstellen, später zurückzukommen?" },
        { title: "Hätten wir etwas tun können, damit Sie bleiben?" },
      ],
    },
    pt: {
      name: "Motivos de cancelamento",
      summary: "Entenda por que os clientes saem e o que poderia trazê-los de volta.",
      title: "Que pena que você está indo embora",
      description: "Conte-nos por que você está saindo. Sua resposta nos ajuda a melhorar.",
      questions: [
        {
          title: "Qual é o principal motivo do cancelamento?",
          choices: ["Caro demais", "Faltam recursos", "Difícil de usar", "Mudei para outro produto", "Não preciso mais"],
        },
        {
          title: "Para que você nos usava?",
          choices: ["Trabalho", "Projetos pessoais", "Ensino ou estudos", "Apenas para testar"],
        },
        { title: "Como você avalia o custo-benefício?" },
        { title: "Você consideraria voltar no futuro?" },
        { title: "Havia algo que poderíamos ter feito para você ficar?" },
      ],
    },
  },
};
