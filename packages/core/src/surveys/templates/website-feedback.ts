import type { SurveyTemplate } from "./survey-template";

/** Website feedback: why people came, whether they found it, and where the site let them down. */
export const websiteFeedbackTemplate: SurveyTemplate = {
  id: "website-feedback",
  questions: [
    { type: "multiple-choice", allowOther: true, required: true },
    { type: "yes-no", required: true },
    { type: "rating", maxRating: 10, required: true },
    { type: "url" },
    { type: "textarea" },
  ],
  texts: {
    en: {
      name: "Website feedback",
      summary: "Find out whether visitors find what they came for.",
      title: "Website Feedback",
      description: "Help us make our website easier to use. It only takes a minute.",
      questions: [
        {
          title: "What brought you to our website today?",
          choices: ["Learn about our products", "Compare prices", "Get support", "Buy something"],
        },
        { title: "Did you find what you were looking for?" },
        { title: "How easy was the website to use?" },
        { title: "Which page had a problem?", description: "Optional. Paste the page’s address." },
        { title: "What was missing or confusing?" },
      ],
    },
    es: {
      name: "Opinión sobre el sitio web",
      summary: "Averigua si los visitantes encuentran lo que buscan.",
      title: "Opinión sobre el sitio web",
      description: "Ayúdenos a que nuestro sitio web sea más fácil de usar. Solo le llevará un minuto.",
      questions: [
        {
          title: "¿Qué le trajo hoy a nuestro sitio web?",
          choices: ["Conocer nuestros productos", "Comparar precios", "Obtener ayuda", "Hacer una compra"],
        },
        { title: "¿Encontró lo que buscaba?" },
        { title: "¿Qué tan fácil fue usar el sitio web?" },
        { title: "¿En qué página tuvo un problema?", description: "Opcional. Pegue la dirección de la página." },
        { title: "¿Qué echó en falta o qué le resultó confuso?" },
      ],
    },
    fr: {
      name: "Avis sur le site web",
      summary: "Vérifiez si les visiteurs trouvent ce qu’ils cherchent.",
      title: "Votre avis sur notre site",
      description: "Aidez-nous à rendre notre site plus simple à utiliser. Cela ne prend qu’une minute.",
      questions: [
        {
          title: "Qu’est-ce qui vous a amené sur notre site aujourd’hui ?",
          choices: ["Découvrir nos produits", "Comparer les prix", "Obtenir de l’aide", "Faire un achat"],
        },
        { title: "Avez-vous trouvé ce que vous cherchiez ?" },
        { title: "Le site était-il facile à utiliser ?" },
        { title: "Sur quelle page avez-vous rencontré un problème ?", description: "Facultatif. Collez l’adresse de la page." },
        { title: "Qu’est-ce qui manquait ou qui était confus ?" },
      ],
    },
    de: {
      name: "Website-Feedback",
      summary: "Finden Sie heraus, ob Besucher finden, was sie suchen.",
      title: "Feedback zu unserer Website",
      description: "Helfen Sie uns, unsere Website einfacher zu machen. Es dauert nur eine Minute.",
      questions: [
        {
          title: "Was hat Sie heute auf unsere Website geführt?",
          choices: ["Mich über Produkte informieren", "Preise vergleichen", "Hilfe erhalten", "Etwas kaufen"],
        },
        { title: "Haben Sie gefunden, wonach Sie gesucht haben?" },
        { title: "Wie einfach war die Website zu bedienen?" },
        { title: "Auf welcher Seite gab es ein Problem?", description: "Optional. Fügen Sie die Adresse der Seite ein." },
        { title: "Was hat gefehlt oder war unklar?" },
      ],
    },
    pt: {
      name: "Feedback sobre o site",
      summary: "Descubra se os visitantes encontram o que procuram.",
      title: "Feedback sobre o site",
      description: "Ajude-nos a tornar nosso site mais fácil de usar. Leva só um minuto.",
      questions: [
        {
          title: "O que trouxe você ao nosso site hoje?",
          choices: ["Conhecer nossos produtos", "Comparar preços", "Obter suporte", "Fazer uma compra"],
        },
        { title: "Você encontrou o que procurava?" },
        { title: "Quão fácil foi usar o site?" },
        { title: "Em qual página houve um problema?", description: "Opcional. Cole o endereço da página." },
        { title: "O que faltou ou ficou confuso?" },
      ],
    },
  },
};
