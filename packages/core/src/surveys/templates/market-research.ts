import type { SurveyTemplate } from "./survey-template";

/** Market research: who buys, where, how much, and what decides a purchase. */
export const marketResearchTemplate: SurveyTemplate = {
  id: "market-research",
  questions: [
    { type: "dropdown", required: true },
    { type: "multiple-choice", allowOther: true, required: true },
    { type: "number", min: 0, max: 100000 },
    { type: "checkbox", required: true },
    { type: "likert", likertType: "importance", required: true },
    { type: "email" },
  ],
  texts: {
    en: {
      name: "Market research",
      summary: "Learn about your audience, their habits and what drives purchases.",
      title: "Market Research Survey",
      description: "Help us understand your needs and buying habits. It takes about three minutes.",
      questions: [
        { title: "What is your age group?", choices: ["Under 18", "18–24", "25–34", "35–44", "45–54", "55–64", "65 or older"] },
        {
          title: "Where do you usually buy products like ours?",
          choices: ["Online shops", "Physical stores", "Directly from the brand", "Marketplaces"],
        },
        { title: "About how much do you spend on this kind of product each month?", description: "In your own currency." },
        {
          title: "What influences your choice the most?",
          choices: ["Price", "Quality", "Brand", "Reviews", "Recommendations from friends", "Sustainability"],
        },
        {
          title: "How important is a low price to you?",
          choices: ["Not important", "Slightly important", "Moderately important", "Important", "Very important"],
        },
        { title: "Your email address, if you would like to hear about the results", description: "Optional." },
      ],
    },
    es: {
      name: "Estudio de mercado",
      summary: "Conoce a tu público, sus hábitos y qué impulsa sus compras.",
      title: "Encuesta de estudio de mercado",
      description: "Ayúdenos a entender sus necesidades y hábitos de compra. Le llevará unos tres minutos.",
      questions: [
        {
          title: "¿Cuál es su rango de edad?",
          choices: ["Menos de 18", "18–24", "25–34", "35–44", "45–54", "55–64", "65 o más"],
        },
        {
          title: "¿Dónde suele comprar productos como los nuestros?",
          choices: ["Tiendas en línea", "Tiendas físicas", "Directamente a la marca", "Plataformas de venta"],
        },
        { title: "¿Cuánto gasta aproximadamente en este tipo de producto al mes?", description: "En su propia moneda." },
        {
          title: "¿Qué influye más en su elección?",
          choices: ["Precio", "Calidad", "Marca", "Opiniones", "Recomendaciones de amigos", "Sostenibilidad"],
        },
        {
          title: "¿Qué importancia tiene para usted un precio bajo?",
          choices: ["Nada importante", "Poco importante", "Moderadamente importante", "Importante", "Muy importante"],
        },
        { title: "Su correo electrónico, si desea conocer los resultados", description: "Opcional." },
      ],
    },
    fr: {
      name: "Étude de marché",
      summary: "Découvrez votre public, ses habitudes et ce qui motive ses achats.",
      title: "Questionnaire d’étude de marché",
      description: "Aidez-nous à comprendre vos besoins et vos habitudes d’achat. Comptez environ trois minutes.",
      questions: [
        {
          title: "Quelle est votre tranche d’âge ?",
          choices: ["Moins de 18 ans", "18–24 ans", "25–34 ans", "35–44 ans", "45–54 ans", "55–64 ans", "65 ans ou plus"],
        },
        {
          title: "Où achetez-vous habituellement des produits comme les nôtres ?",
          choices: ["Boutiques en ligne", "Magasins physiques", "Directement auprès de la marque", "Places de marché"],
        },
        { title: "Combien dépensez-vous environ par mois pour ce type de produit ?", description: "Dans votre propre devise." },
        {
          title: "Qu’est-ce qui influence le plus votre choix ?",
          choices: ["Le prix", "La qualité", "La marque", "Les avis", "Les recommandations d’amis", "La durabilité"],
        },
        {
          title: "Quelle importance accordez-vous à un prix bas ?",
          choices: ["Pas important", "Peu important", "Moyennement important", "Important", "Très important"],
        },
        { title: "Votre adresse e-mail, si vous souhaitez connaître les résultats", description: "Facultatif." },
      ],
    },
    de: {
      name: "Marktforschung",
      summary: "Lernen Sie Ihre Zielgruppe, ihre Gewohnheiten und Kaufgründe kennen.",
      title: "Marktforschungsumfrage",
      description: "Helfen Sie uns, Ihre Bedürfnisse und Ihr Kaufverhalten zu verstehen. Das dauert etwa drei Minuten.",
      questions: [
        { title: "Wie alt sind Sie?", choices: ["Unter 18", "18–24", "25–34", "35–44", "45–54", "55–64", "65 oder älter"] },
        {
          title: "Wo kaufen Sie Produkte wie unsere normalerweise?",
          choices: ["In Onlineshops", "Im Geschäft vor Ort", "Direkt beim Hersteller", "Auf Marktplätzen"],
        },
        { title: "Wie viel geben Sie ungefähr pro Monat für solche Produkte aus?", description: "In Ihrer eigenen Währung." },
        {
          title: "Was beeinflusst Ihre Wahl am meisten?",
          choices: ["Preis", "Qualität", "Marke", "Bewertungen", "Empfehlungen von Freunden", "Nachhaltigkeit"],
        },
        {
          title: "Wie wichtig ist Ihnen ein niedriger Preis?",
          choices: ["Nicht wichtig", "Wenig wichtig", "Mittelmäßig wichtig", "Wichtig", "Sehr wichtig"],
        },
        { title: "Ihre E-Mail-Adresse, falls Sie die Ergebnisse erhalten möchten", description: "Optional." },
      ],
    },
    pt: {
      name: "Pesquisa de mercado",
      summary: "Conheça seu público, seus hábitos e o que motiva as compras.",
      title: "Pesquisa de mercado",
      description: "Ajude-nos a entender suas necessidades e hábitos de compra. Leva cerca de três minutos.",
      questions: [
        {
          title: "Qual é a sua faixa etária?",
          choices: ["Menos de 18", "18–24", "25–34", "35–44", "45–54", "55–64", "65 ou mais"],
        },
        {
          title: "Onde você costuma comprar produtos como os nossos?",
          choices: ["Lojas online", "Lojas físicas", "Direto com a marca", "Marketplaces"],
        },
        { title: "Quanto você gasta, em média, com esse tipo de produto por mês?", description: "Na sua própria moeda." },
        {
          title: "O que mais influencia a sua escolha?",
          choices: ["Preço", "Qualidade", "Marca", "Avaliações", "Indicações de amigos", "Sustentabilidade"],
        },
        {
          title: "Qual a importância de um preço baixo para você?",
          choices: ["Nada importante", "Pouco importante", "Moderadamente importante", "Importante", "Muito importante"],
        },
        { title: "Seu e-mail, caso queira conhecer os resultados", description: "Opcional." },
      ],
    },
  },
};
