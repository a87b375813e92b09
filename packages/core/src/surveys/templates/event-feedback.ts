import type { SurveyTemplate } from "./survey-template";

/** Event feedback: overall rating, highlights, priorities for next time. */
export const eventFeedbackTemplate: SurveyTemplate = {
  id: "event-feedback",
  questions: [
    { type: "rating", maxRating: 5, required: true },
    { type: "checkbox" },
    { type: "ranking" },
    { type: "yes-no", required: true },
    { type: "textarea" },
  ],
  texts: {
    en: {
      name: "Event feedback",
      summary: "Learn what attendees enjoyed and what to change next time.",
      title: "Event Feedback",
      description: "Thank you for joining us. Tell us how the event went for you.",
      questions: [
        { title: "How would you rate the event overall?" },
        {
          title: "Which parts of the event did you enjoy?",
          choices: ["Talks", "Workshops", "Networking", "Venue", "Food and drinks"],
        },
        {
          title: "Rank what matters most to you for our next event",
          description: "Drag the items into order, most important first.",
          choices: ["Speakers", "Networking time", "Location", "Date and time", "Ticket price"],
        },
        { title: "Would you attend our next event?" },
        { title: "Any other comments or suggestions?" },
      ],
    },
    es: {
      name: "Opinión sobre un evento",
      summary: "Descubre qué disfrutaron los asistentes y qué cambiar la próxima vez.",
      title: "Opinión sobre el evento",
      description: "Gracias por acompañarnos. Cuéntenos qué le pareció el evento.",
      questions: [
        { title: "¿Cómo valoraría el evento en general?" },
        {
          title: "¿Qué partes del evento disfrutó?",
          choices: ["Charlas", "Talleres", "Networking", "Lugar", "Comida y bebida"],
        },
        {
          title: "Ordene lo que más le importa para nuestro próximo evento",
          description: "Arrastre los elementos, del más importante al menos importante.",
          choices: ["Ponentes", "Tiempo para networking", "Ubicación", "Fecha y hora", "Precio de la entrada"],
        },
        { title: "¿Asistiría a nuestro próximo evento?" },
        { title: "¿Algún otro comentario o sugerencia?" },
      ],
    },
    fr: {
      name: "Retour sur un événement",
      summary: "Découvrez ce que les participants ont aimé et ce qu’il faut changer.",
      title: "Votre avis sur l’événement",
      description: "Merci d’avoir participé. Dites-nous comment s’est passé l’événement pour vous.",
      questions: [
        { title: "Quelle note donnez-vous à l’événement dans son ensemble ?" },
        {
          title: "Quelles parties de l’événement avez-vous appréciées ?",
          choices: ["Conférences", "Ateliers", "Rencontres", "Lieu", "Repas et boissons"],
        },
        {
          title: "Classez ce qui compte le plus pour vous lors de notre prochain événement",
          description: "Faites glisser les éléments, le plus important en premier.",
          choices: ["Intervenants", "Temps d’échange", "Lieu", "Date et horaire", "Prix du billet"],
        },
        { title: "Participeriez-vous à notre prochain événement ?" },
        { title: "Avez-vous d’autres remarques ou suggestions ?" },
      ],
    },
    de: {
      name: "Veranstaltungsfeedback",
      summary: "Erfahren Sie, was Teilnehmenden gefiel und was Sie ändern sollten.",
      title: "Feedback zur Veranstaltung",
      description: "Danke für Ihre Teilnahme. Erzählen Sie uns, wie Ihnen die Veranstaltung gefallen hat.",
      questions: [
        { title: "Wie bewerten Sie die Veranstaltung insgesamt?" },
        {
          title: "Welche Teile der Veranstaltung haben Ihnen gefallen?",
          choices: ["Vorträge", "Workshops", "Networking", "Veranstaltungsort", "Essen und Getränke"],
        },
        {
          title: "Was ist Ihnen bei unserer nächsten Veranstaltung am wichtigsten?",
          description: "Ziehen Sie die Punkte in eine Reihenfolge, das Wichtigste zuerst.",
          choices: ["Referenten", "Zeit für Networking", "Ort", "Datum und Uhrzeit", "Ticketpreis"],
        },
        { title: "Würden Sie an unserer nächsten Veranstaltung teilnehmen?" },
        { title: "Haben Sie weitere Anmerkungen oder Vorschläge?" },
      ],
    },
    pt: {
      name: "Avaliação de evento",
      summary: "Saiba do que os participantes gostaram e o que mudar da próxima vez.",
      title: "Avaliação do evento",
      description: "Obrigado pela sua participação. Conte-nos como foi o evento para você.",
      questions: [
        { title: "Como você avalia o evento de modo geral?" },
        {
          title: "De quais partes do evento você gostou?",
          choices: ["Palestras", "Oficinas", "Networking", "Local", "Comida e bebida"],
        },
        {
          title: "Ordene o que mais importa para você no nosso próximo evento",
          description: "Arraste os itens, do mais importante para o menos importante.",
          choices: ["Palestrantes", "Tempo para networking", "Localização", "Data e horário", "Preço do ingresso"],
        },
        { title: "Você participaria do nosso próximo evento?" },
        { title: "Tem algum outro comentário ou sugestão?" },
      ],
    },
  },
};
