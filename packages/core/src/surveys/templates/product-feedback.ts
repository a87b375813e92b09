import type { SurveyTemplate } from "./survey-template";

/** Product feedback: usage, ease of use, feature priorities and a screenshot of problems. */
export const productFeedbackTemplate: SurveyTemplate = {
  id: "product-feedback",
  questions: [
    { type: "multiple-choice", required: true },
    { type: "rating", maxRating: 5, required: true },
    { type: "ranking" },
    { type: "textarea" },
    { type: "file-upload" },
  ],
  texts: {
    en: {
      name: "Product feedback",
      summary: "Find out how people use your product and what to build next.",
      title: "Product Feedback",
      description: "Tell us what works for you and what we should build next.",
      questions: [
        { title: "How often do you use the product?", choices: ["Several times a day", "Daily", "Weekly", "Rarely"] },
        { title: "How easy is the product to use?" },
        {
          title: "Rank these possible improvements by importance to you",
          choices: ["Speed", "New features", "Design", "Integrations", "Documentation"],
        },
        { title: "What is the one feature you would add or change?" },
        {
          title: "Share a screenshot of a problem you ran into",
          description: "Optional. Images or PDF, up to 10 MB.",
        },
      ],
    },
    es: {
      name: "Opinión sobre el producto",
      summary: "Descubre cómo usan tu producto y qué desarrollar después.",
      title: "Opinión sobre el producto",
      description: "Cuéntenos qué le funciona y qué deberíamos crear a continuación.",
      questions: [
        {
          title: "¿Con qué frecuencia usa el producto?",
          choices: ["Varias veces al día", "A diario", "Semanalmente", "Rara vez"],
        },
        { title: "¿Qué tan fácil de usar es el producto?" },
        {
          title: "Ordene estas posibles mejoras según su importancia para usted",
          choices: ["Velocidad", "Nuevas funciones", "Diseño", "Integraciones", "Documentación"],
        },
        { title: "¿Qué función añadiría o cambiaría?" },
        {
          title: "Comparta una captura de pantalla de un problema que haya encontrado",
          description: "Opcional. Imágenes o PDF, hasta 10 MB.",
        },
      ],
    },
    fr: {
      name: "Avis sur le produit",
      summary: "Découvrez comment votre produit est utilisé et quoi développer ensuite.",
      title: "Votre avis sur le produit",
      description: "Dites-nous ce qui vous convient et ce que nous devrions développer ensuite.",
      questions: [
        {
          title: "À quelle fréquence utilisez-vous le produit ?",
          choices: ["Plusieurs fois par jour", "Tous les jours", "Chaque semaine", "Rarement"],
        },
        { title: "Le produit est-il facile à utiliser ?" },
        {
          title: "Classez ces améliorations possibles selon leur importance pour vous",
          choices: ["Rapidité", "Nouvelles fonctionnalités", "Design", "Intégrations", "Documentation"],
        },
        { title: "Quelle fonctionnalité ajouteriez-vous ou modifieriez-vous ?" },
        {
          title: "Partagez une capture d’écran d’un problème rencontré",
          description: "Facultatif. Images ou PDF, jusqu’à 10 Mo.",
        },
      ],
    },
    de: {
      name: "Produktfeedback",
      summary: "Erfahren Sie, wie Ihr Produkt genutzt wird und was als Nächstes kommen soll.",
      title: "Feedback zum Produkt",
      description: "Sagen Sie uns, was für Sie funktioniert und was wir als Nächstes entwickeln sollten.",
      questions: [
        { title: "Wie oft nutzen Sie das Produkt?", choices: ["Mehrmals täglich", "Täglich", "Wöchentlich", "Selten"] },
        { title: "Wie einfach ist das Produkt zu bedienen?" },
        {
          title: "Ordnen Sie diese möglichen Verbesserungen nach ihrer Bedeutung für Sie",
          choices: ["Geschwindigkeit", "Neue Funktionen", "Design", "Integrationen", "Dokumentation"],
        },
        { title: "Welche Funktion würden Sie hinzufügen oder ändern?" },
        {
          title: "Teilen Sie einen Screenshot eines Problems, auf das Sie gestoßen sind",
          description: "Optional. Bilder oder PDF, bis 10 MB.",
        },
      ],
    },
    pt: {
      name: "Feedback sobre o produto",
      summary: "Descubra como usam seu produto e o que desenvolver em seguida.",
      title: "Feedback sobre o produto",
      description: "Conte-nos o que funciona para você e o que devemos criar em seguida.",
      questions: [
        {
          title: "Com que frequência você usa o produto?",
          choices: ["Várias vezes ao dia", "Diariamente", "Semanalmente", "Raramente"],
        },
        { title: "Quão fácil é usar o produto?" },
        {
          title: "Ordene estas possíveis melhorias pela importância para você",
          choices: ["Velocidade", "Novos recursos", "Design", "Integrações", "Documentação"],
        },
        { title: "Que recurso você adicionaria ou mudaria?" },
        {
          title: "Compartilhe uma captura de tela de um problema que você encontrou",
          description: "Opcional. Imagens ou PDF, até 10 MB.",
        },
      ],
    },
  },
};
