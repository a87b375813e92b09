import type { SurveyTemplate } from "./survey-template";

/** Course evaluation: which course, the instructor, expectations, course parts and difficulty. */
export const courseEvaluationTemplate: SurveyTemplate = {
  id: "course-evaluation",
  questions: [
    { type: "text", required: true },
    { type: "rating", maxRating: 5, required: true },
    { type: "likert", likertType: "agreement", required: true },
    { type: "matrix", required: true },
    { type: "scale", min: 1, max: 5 },
    { type: "textarea" },
  ],
  texts: {
    en: {
      name: "Course evaluation",
      summary: "Collect student feedback on a course and its teaching.",
      title: "Course Evaluation",
      description: "Your feedback helps us improve this course for future students.",
      questions: [
        { title: "Which course are you evaluating?" },
        { title: "How would you rate the instructor?" },
        {
          title: "The course met my expectations.",
          choices: ["Strongly disagree", "Disagree", "Neutral", "Agree", "Strongly agree"],
        },
        {
          title: "How would you rate these parts of the course?",
          choices: ["Content", "Materials", "Pace", "Assignments and exams"],
          columns: ["Poor", "Fair", "Good", "Excellent"],
        },
        { title: "How difficult was the course?", left: "Very easy", right: "Very difficult" },
        { title: "What would you change about this course?" },
      ],
    },
    es: {
      name: "Evaluación de un curso",
      summary: "Recoge la opinión del alumnado sobre un curso y su docencia.",
      title: "Evaluación del curso",
      description: "Su opinión nos ayuda a mejorar este curso para futuros estudiantes.",
      questions: [
        { title: "¿Qué curso está evaluando?" },
        { title: "¿Cómo valoraría al profesor o la profesora?" },
        {
          title: "El curso cumplió mis expectativas.",
          choices: ["Totalmente en desacuerdo", "En desacuerdo", "Neutral", "De acuerdo", "Totalmente de acuerdo"],
        },
        {
          title: "¿Cómo valoraría estas partes del curso?",
          choices: ["Contenido", "Materiales", "Ritmo", "Tareas y exámenes"],
          columns: ["Malo", "Regular", "Bueno", "Excelente"],
        },
        { title: "¿Qué tan difícil le resultó el curso?", left: "Muy fácil", right: "Muy difícil" },
        { title: "¿Qué cambiaría de este curso?" },
      ],
    },
    fr: {
      name: "Évaluation de cours",
      summary: "Recueillez l’avis des élèves sur un cours et son enseignement.",
      title: "Évaluation du cours",
      description: "Votre avis nous aide à améliorer ce cours pour les prochains élèves.",
      questions: [
        { title: "Quel cours évaluez-vous ?" },
        { title: "Quelle note donnez-vous à l’enseignant ?" },
        {
          title: "Le cours a répondu à mes attentes.",
          choices: ["Pas du tout d’accord", "Pas d’accord", "Neutre", "D’accord", "Tout à fait d’accord"],
        },
        {
          title: "Comment évaluez-vous ces aspects du cours ?",
          choices: ["Contenu", "Supports", "Rythme", "Devoirs et examens"],
          columns: ["Insuffisant", "Moyen", "Bon", "Excellent"],
        },
        { title: "Quel était le niveau de difficulté du cours ?", left: "Très facile", right: "Très difficile" },
        { title: "Que changeriez-vous dans ce cours ?" },
      ],
    },
    de: {
      name: "Kursbewertung",
      summary: "Holen Sie Rückmeldungen zu einem Kurs und zur Lehre ein.",
      title: "Kursbewertung",
      description: "Ihr Feedback hilft uns, diesen Kurs für künftige Teilnehmende zu verbessern.",
      questions: [
        { title: "Welchen Kurs bewerten Sie?" },
        { title: "Wie bewerten Sie die Lehrkraft?" },
        {
          title: "Der Kurs hat meine Erwartungen erfüllt.",
          choices: ["Stimme überhaupt nicht zu", "Stimme nicht zu", "Neutral", "Stimme zu", "Stimme voll und ganz zu"],
        },
        {
          title: "Wie bewerten Sie diese Teile des Kurses?",
          choices: ["Inhalte", "Materialien", "Tempo", "Aufgaben und Prüfungen"],
          columns: ["Schlecht", "Ausreichend", "Gut", "Sehr gut"],
        },
        { title: "Wie schwierig war der Kurs?", left: "Sehr leicht", right: "Sehr schwer" },
        { title: "Was würden Sie an diesem Kurs ändern?" },
      ],
    },
    pt: {
      name: "Avaliação de curso",
      summary: "Colete a opinião dos alunos sobre um curso e o ensino.",
      title: "Avaliação do curso",
      description: "Sua opinião nos ajuda a melhorar este curso para os próximos alunos.",
      questions: [
        { title: "Qual curso você está avaliando?" },
        { title: "Como você avalia o professor ou a professora?" },
        {
          title: "O curso atendeu às minhas expectativas.",
          choices: ["Discordo totalmente", "Discordo", "Neutro", "Concordo", "Concordo totalmente"],
        },
        {
          title: "Como você avalia estas partes do curso?",
          choices: ["Conteúdo", "Materiais", "Ritmo", "Trabalhos e provas"],
          columns: ["Ruim", "Regular", "Bom", "Excelente"],
        },
        { title: "Qual foi o nível de dificuldade do curso?", left: "Muito fácil", right: "Muito difícil" },
        { title: "O que você mudaria neste curso?" },
      ],
    },
  },
};
