import { GENERATED_QUESTION_COUNT, generatedSurveySchema, type GeneratedSurvey } from "@sondar/core/ai/generated-survey";
import { LANGUAGES, type Language } from "@sondar/core/i18n/languages";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectIdeaLanguage } from "../detect-idea-language";
import { createLocalAi } from "../../local-ai";
import { generateLocalSurvey } from "../generate-local-survey";

/**
 * Frequent short words of each language, written here independently of the engine's tables: a
 * text belongs to the language whose words it uses most.
 */
const STOPWORDS: Record<Language, readonly string[]> = {
  en: "a the and you your how what of to with is are was were would for this our we us it about in on do did any which most very not at".split(
    " ",
  ),
  es: "el la los las del y de que tu tus te con para por es fue cómo qué cuál en una un nuestro nuestra muy más lo al se sobre".split(
    " ",
  ),
  fr: "le la les des du et de que vous votre vos pour est sur avec comment quel quelle une un nous notre pas plus ce qu d l au aux à".split(
    " ",
  ),
  de: "der die das den dem und sie ihre ihr ihnen wie was ist zu mit für über ein eine einen wir uns unser nicht sehr in im am zum es dass bei".split(
    " ",
  ),
  pt: "o a os as do da dos das e de que você sua seu com para por em no na é foi como qual um uma nosso nossa mais muito ao sobre".split(
    " ",
  ),
};

/** Common English words that none of the other four languages writes (so "service", "options", "do", "no" are not here). */
const ENGLISH_WORDS = new Set(
  ["the", "and", "you", "your", "how", "what", "with", "of", "are", "our", "we", "about", "please", "survey", "feedback"]
    .concat(["overall", "rate", "would", "could", "this", "that", "which", "very", "more", "most", "not", "yes", "did"])
    .concat(["does", "be", "been", "it", "its", "they", "their", "there", "here", "when", "where", "why", "who", "if"])
    .concat(["or", "but", "so", "can", "has", "have", "had", "should", "agree", "disagree", "satisfied", "likely"])
    .concat(["experience", "team", "staff", "content", "speed", "quality", "price", "value", "money", "time", "first"])
    .concat(["next", "friend", "colleague", "help", "improve", "easy", "use", "other", "none", "any", "some", "each"])
    .concat(["every", "good", "poor", "fair", "rarely", "never", "always", "often", "sometimes", "daily", "weekly"])
    .concat(["monthly", "strongly", "answer", "takes", "thank", "let"]),
);

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
const plain = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

function stopwordScores(text: string): Record<Language, number> {
  const found = wordsOf(text);
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, found.filter((w) => STOPWORDS[language].includes(w)).length]),
  ) as Record<Language, number>;
}

/** Every text a respondent or creator reads: title, description, questions and all their labels. */
function textFields(survey: GeneratedSurvey): string[] {
  const texts: string[] = [survey.title, survey.description];
  const collect = (value: unknown, key = ""): void => {
    if (typeof value === "string") {
      if (!["type", "id"].includes(key)) texts.push(value);
    } else if (Array.isArray(value)) value.forEach((item) => collect(item, key));
    else if (value && typeof value === "object") Object.entries(value).forEach(([k, v]) => collect(v, k));
  };
  survey.questions.forEach((question) => collect(question));
  return texts.filter((text) => text.trim());
}

interface Case {
  idea: string;
  /** Accent-free word parts of the idea's subject that the questions must use. */
  subject: string[];
}

/** Six ideas per language: the dialog's kinds of survey, an idea no domain knows, and a named theme. */
const CASES: Record<Language, Case[]> = {
  en: [
    { idea: "Feedback survey for our data visualisation webinar", subject: ["visualisation"] },
    { idea: "Customer feedback for a vegan restaurant in Lyon", subject: ["vegan"] },
    { idea: "Market research for a new meditation app", subject: ["meditation"] },
    { idea: "Survey about public library opening hours", subject: ["library"] },
    { idea: "Employee engagement survey at Globex", subject: ["globex"] },
    { idea: "Course feedback for the intro to Python class", subject: ["python"] },
  ],
  es: [
    { idea: "Encuesta de satisfacción para un restaurante vegano en Lyon", subject: ["vegan", "lyon"] },
    { idea: "Quiero una encuesta sobre el webinar de visualización de datos", subject: ["visualizacion"] },
    { idea: "Estudio de mercado para una nueva app de fitness", subject: ["fitness"] },
    { idea: "Encuesta sobre los horarios de la biblioteca municipal", subject: ["horarios", "biblioteca"] },
    { idea: "Clima laboral en nuestra empresa", subject: ["empresa"] },
    { idea: "Encuesta para los clientes de nuestra tienda de bicicletas", subject: ["bicicleta"] },
  ],
  fr: [
    { idea: "Questionnaire de satisfaction pour un restaurant vegan à Lyon", subject: ["vegan", "lyon"] },
    { idea: "Avis sur le webinaire sur la visualisation des données", subject: ["visualisation"] },
    { idea: "Étude de marché pour une nouvelle application de méditation", subject: ["meditation"] },
    { idea: "Enquête sur les horaires de la bibliothèque municipale", subject: ["horaires", "bibliotheque"] },
    { idea: "Évaluation de notre formation en gestion de projet", subject: ["gestion"] },
    { idea: "Enquête de satisfaction des clients de notre salon de coiffure", subject: ["coiffure"] },
  ],
  de: [
    { idea: "Umfrage zu unserem Webinar über Datenvisualisierung", subject: ["datenvisualisierung"] },
    { idea: "Kundenzufriedenheit in unserem veganen Restaurant in Lyon", subject: ["vegan", "lyon"] },
    { idea: "Marktforschung für eine neue Fitness-App", subject: ["fitness"] },
    { idea: "Umfrage zu den Öffnungszeiten der Stadtbibliothek", subject: ["offnungszeiten"] },
    { idea: "Mitarbeiterbefragung zur Zufriedenheit in unserem Unternehmen", subject: ["unternehmen"] },
    { idea: "Bewertung des Kurses zur Datenanalyse", subject: ["datenanalyse"] },
  ],
  pt: [
    { idea: "Pesquisa de satisfação para um restaurante vegano no Porto", subject: ["vegan", "porto"] },
    { idea: "Avaliação do webinar sobre visualização de dados", subject: ["visualizacao"] },
    { idea: "Pesquisa de mercado para um novo aplicativo de meditação", subject: ["meditacao"] },
    { idea: "Pesquisa sobre os horários da biblioteca municipal", subject: ["horarios", "biblioteca"] },
    { idea: "Pesquisa de clima organizacional para a nossa empresa", subject: ["empresa"] },
    { idea: "Avaliação do curso de fotografia para iniciantes", subject: ["fotografia"] },
  ],
};

/** Questions whose text uses the subject. */
const MIN_SUBJECT_QUESTIONS = 2;

const TABLE = LANGUAGES.flatMap((language) => CASES[language].map((c) => ({ ...c, language })));

describe("local generator in the idea's language", () => {
  it.each(TABLE)("[$language] $idea", async ({ idea, language, subject }) => {
    // The interface is in another language: the idea's own decides.
    const interfaceLanguage: Language = language === "en" ? "de" : "en";
    expect(detectIdeaLanguage(idea, interfaceLanguage)).toBe(language);
    const survey = await createLocalAi().generateSurvey(idea, { language: interfaceLanguage });

    // Schema-valid, five questions of mixed, sensible types.
    expect(generatedSurveySchema.safeParse(survey).success).toBe(true);
    expect(survey.questions).toHaveLength(GENERATED_QUESTION_COUNT);
    expect(new Set(survey.questions.map((q) => q.type)).size).toBeGreaterThanOrEqual(3);
    expect(["rating", "scale", "multiple-choice"]).toContain(survey.questions[0]?.type);
    expect(["textarea", "email"]).toContain(survey.questions.at(-1)?.type);
    for (const question of survey.questions) {
      if (question.type === "scale" && question.scaleSettings.max === 10 && question.scaleSettings.min === 0) {
        expect(question.scaleSettings.leftLabel).toBeTruthy();
      }
      if ("options" in question && question.options) expect(question.options.length).toBeGreaterThanOrEqual(2);
    }

    // The title names the survey; it is not the idea echoed.
    expect(plain(survey.title)).not.toBe(plain(idea));
    expect(plain(survey.title)).not.toContain(plain(idea));

    // Every text in the idea's language: the whole by its stopwords, each sentence-long field too.
    const fields = textFields(survey);
    const whole = stopwordScores(fields.join(" "));
    for (const other of LANGUAGES) if (other !== language) expect(whole[language], other).toBeGreaterThan(whole[other]);
    for (const field of fields.filter((f) => wordsOf(f).length >= 4)) {
      const scores = stopwordScores(field);
      // Names and Title Case titles may have no stopword at all; a field that has some has most of its own.
      expect(Math.max(...Object.values(scores)), field).toBe(scores[language]);
    }
    if (language !== "en") {
      const english = fields.flatMap((field) =>
        wordsOf(field)
          .filter((w) => ENGLISH_WORDS.has(w))
          .map((w) => `${w} in "${field}"`),
      );
      expect(english).toEqual([]);
    }

    // On topic: the idea's subject is in the questions.
    const mentioning = survey.questions.filter((question) => {
      const text = plain(JSON.stringify({ ...question, id: "" }));
      return subject.some((part) => text.includes(part));
    });
    expect(mentioning.length).toBeGreaterThanOrEqual(MIN_SUBJECT_QUESTIONS);
  });

  it("turns the dialog's own example ideas, in each language, into that language's kind of survey", async () => {
    const examplesIn = (language: Language) => {
      const file = new URL(`../../../../../../web/locales/${language}/translation.json`, import.meta.url);
      const texts = JSON.parse(readFileSync(file, "utf8")) as {
        dashboard: { ai: { example: Record<string, { prompt: string }> } };
      };
      return texts.dashboard.ai.example;
    };
    // What each example's title starts with, in the language of the interface it is shown in.
    const titles: Record<Language, Record<string, RegExp>> = {
      en: {
        customerSatisfaction: /Customer Satisfaction/,
        employeeEngagement: /Employee Engagement/,
        marketResearch: /Market Research/,
        eventFeedback: /Feedback/,
        productFeedback: /Product Feedback/,
      },
      es: {
        customerSatisfaction: /^Encuesta de satisfacción/,
        employeeEngagement: /^Encuesta de clima laboral/,
        marketResearch: /^Estudio de mercado/,
        eventFeedback: /^Valoración del evento/,
        productFeedback: /^Opinión sobre el producto/,
      },
      fr: {
        customerSatisfaction: /^Enquête de satisfaction/,
        employeeEngagement: /^Enquête d'engagement/,
        marketResearch: /^Étude de marché/,
        eventFeedback: /^Avis sur l'événement/,
        productFeedback: /^Avis sur le produit/,
      },
      de: {
        customerSatisfaction: /^Kundenzufriedenheitsumfrage/,
        employeeEngagement: /^Mitarbeiterbefragung/,
        marketResearch: /^Marktforschungsumfrage/,
        eventFeedback: /^Veranstaltungsbewertung/,
        productFeedback: /^Produktbewertung/,
      },
      pt: {
        customerSatisfaction: /^Pesquisa de satisfação/,
        employeeEngagement: /^Pesquisa de clima organizacional/,
        marketResearch: /^Pesquisa de mercado/,
        eventFeedback: /^Avaliação do evento/,
        productFeedback: /^Avaliação do produto/,
      },
    };
    for (const language of LANGUAGES) {
      for (const [kind, { prompt }] of Object.entries(examplesIn(language))) {
        const survey = await createLocalAi().generateSurvey(prompt, { language });
        expect(survey.title, `${language} ${prompt}`).toMatch(titles[language][kind] as RegExp);
        const whole = stopwordScores(textFields(survey).join(" "));
        expect(Math.max(...Object.values(whole)), prompt).toBe(whole[language]);
      }
    }
  });

  it("asks a webinar's audience about the speakers, its theme and the pace, in each language", () => {
    const webinars: Record<Language, [string, RegExp, RegExp, RegExp]> = {
      en: ["Feedback survey for our data visualisation webinar", /Speakers/, /content on data visualisation/, /pace/],
      es: [
        "Quiero una encuesta sobre el webinar de visualización de datos",
        /Ponentes/,
        /contenido sobre visualización de datos/,
        /ritmo/,
      ],
      fr: [
        "Avis sur le webinaire sur la visualisation des données",
        /Intervenants/,
        /thème « visualisation des données »/,
        /rythme/,
      ],
      de: ["Umfrage zu unserem Webinar über Datenvisualisierung", /Referent/, /Inhalte zum Thema Datenvisualisierung/, /Tempo/],
      pt: ["Avaliação do webinar sobre visualização de dados", /Palestrantes/, /conteúdo sobre visualização de dados/, /ritmo/],
    };
    for (const language of LANGUAGES) {
      const [idea, ...expected] = webinars[language];
      const text = JSON.stringify(generateLocalSurvey(idea, language).questions);
      for (const pattern of expected) expect(text, `${language}: ${pattern}`).toMatch(pattern);
    }
  });

  it("asks a vegan restaurant's guests about the food, the vegan options and the place itself", () => {
    const restaurants: [Language, string, RegExp[]][] = [
      [
        "en",
        "Customer feedback for a vegan restaurant in Lyon",
        [/vegan options/, /food and drinks/, /the vegan restaurant in Lyon/],
      ],
      [
        "es",
        "Encuesta de satisfacción para un restaurante vegano en Lyon",
        [/opciones veganas/, /comida/, /del restaurante vegano en Lyon/],
      ],
      [
        "fr",
        "Questionnaire de satisfaction pour un restaurant vegan à Lyon",
        [/options véganes/, /plats/, /du restaurant vegan à Lyon/],
      ],
      [
        "de",
        "Kundenzufriedenheit in unserem veganen Restaurant in Lyon",
        [/veganen Angebot/, /Speisen/, /unser veganes Restaurant in Lyon/],
      ],
      [
        "pt",
        "Pesquisa de satisfação para um restaurante vegano no Porto",
        [/opções veganas/, /comida/, /do restaurante vegano no Porto/],
      ],
    ];
    for (const [language, idea, patterns] of restaurants) {
      const text = JSON.stringify(generateLocalSurvey(idea, language));
      for (const pattern of patterns) expect(text, `${language}: ${pattern}`).toMatch(pattern);
    }
  });

  it("puts the article the idea's own determiner or noun asks for, contracted as each language writes it", () => {
    const title = (idea: string, language: Language) => generateLocalSurvey(idea, language).questions[0]?.title;
    expect(title("Estudio de mercado para una nueva app de fitness", "es")).toBe(
      "¿Qué interés tendrías en la nueva app de fitness?",
    );
    expect(title("Encuesta sobre los horarios de la biblioteca municipal", "es")).toBe(
      "En general, ¿cómo valoras los horarios de la biblioteca municipal?",
    );
    expect(JSON.stringify(generateLocalSurvey("Avis sur le webinaire sur la visualisation des données", "fr"))).toContain(
      "Merci d'avoir participé au webinaire",
    );
    expect(title("Pesquisa de mercado para um novo aplicativo de meditação", "pt")).toBe(
      "Qual seria o seu interesse no novo aplicativo de meditação?",
    );
    // A name takes no article; a French noun whose gender nothing tells is quoted rather than given a guessed one.
    expect(title("Questionnaire sur Zorblax", "fr")).toBe("Dans l'ensemble, comment évaluez-vous Zorblax ?");
    expect(title("Questionnaire sur le zorblax", "fr")).toBe("Dans l'ensemble, comment évaluez-vous le zorblax ?");
    // German: the accusative article and adjective endings, whatever case the idea wrote them in (decision 222).
    expect(title("Feedback der Teilnehmer unserer zweitägigen Entwicklerkonferenz in Lissabon", "de")).toBe(
      "Wie bewerten Sie unsere zweitägige Entwicklerkonferenz in Lissabon insgesamt?",
    );
    expect(title("Meinung der Anwohner zu den neuen Radwegen in Münster", "de")).toBe(
      "Wie bewerten Sie die neuen Radwege in Münster insgesamt?",
    );
  });

  it("leaves who answers, a survey metric and a place out of the subject and its theme", () => {
    const questions = (idea: string, language: Language) => generateLocalSurvey(idea, language).questions.map((q) => q.title);
    expect(questions("Encuesta para los asistentes a la feria de empleo de Valencia", "es")).toContain(
      "En general, ¿cómo valoras la feria de empleo de Valencia?",
    );
    expect(questions("Sondage pour les participants au festival de jazz de Montréal", "fr")).toEqual(
      expect.arrayContaining([
        "Dans l'ensemble, comment évaluez-vous le festival de jazz de Montréal ?",
        "Comment évaluez-vous le contenu sur le thème « jazz » ?",
      ]),
    );
    // With its own article the complement says whose it is, not what it is about.
    expect(questions("Sondage sur la cantine de l'école", "fr").join(" ")).not.toMatch(/offre d'école/);
    expect(questions("Quiero medir el NPS de nuestra aplicación móvil", "es")[0]).toBe(
      "¿Cómo valoras nuestra aplicación móvil en general?",
    );
  });

  it("gives ideas it cannot place a sensible survey in their language", async () => {
    const ideas: [string, Language, RegExp][] = [
      ["Encuesta", "es", /^Encuesta de opinión$/],
      ["Un questionnaire rapide, merci", "fr", /^Questionnaire/],
      ["Eine kurze Umfrage bitte", "de", /^Meinungsumfrage$/],
      ["Quero uma pesquisa", "pt", /^Pesquisa de opinião$/],
    ];
    for (const [idea, language, title] of ideas) {
      const survey = await createLocalAi().generateSurvey(idea);
      expect(survey.title, idea).toMatch(title);
      const whole = stopwordScores(textFields(survey).join(" "));
      expect(Math.max(...Object.values(whole)), idea).toBe(whole[language]);
      expect(survey.questions).toHaveLength(GENERATED_QUESTION_COUNT);
    }
  });

  it("adds the e-mail question and the 0–10 recommend scale in the idea's language", () => {
    const survey = generateLocalSurvey("Encuesta para nuestra panadería, queremos recomendaciones y un correo de contacto", "es");
    expect(survey.questions.at(-1)).toMatchObject({ type: "email", title: expect.stringContaining("correo electrónico") });
    expect(survey.questions).toContainEqual(
      expect.objectContaining({
        type: "scale",
        scaleSettings: expect.objectContaining({ min: 0, max: 10, leftLabel: "Nada probable" }),
      }),
    );
  });

  it("keeps replacement patterns typed in an idea as plain text, and never fills braces it types", () => {
    const survey = generateLocalSurvey("Encuesta sobre x$&y {focus}", "es");
    expect(survey.questions[0]?.title).toBe("En general, ¿cómo valoras «x$&y focus»?");
  });
});

describe("the survey's language", () => {
  it("is the idea's, whatever the interface", () => {
    expect(detectIdeaLanguage("Encuesta para un restaurante vegano", "en")).toBe("es");
    expect(detectIdeaLanguage("Survey for our restaurant", "es")).toBe("en");
    expect(detectIdeaLanguage("Enquête pour l'équipe", "de")).toBe("fr");
    expect(detectIdeaLanguage("Umfrage für unsere Kunden", "pt")).toBe("de");
    expect(detectIdeaLanguage("Pesquisa para a nossa loja", "es")).toBe("pt");
    // Borrowed words ("feedback", "workshop") count less than a language's own small words.
    expect(detectIdeaLanguage("Feedback del workshop de marketing", "en")).toBe("es");
    expect(detectIdeaLanguage("Net promoter score", "fr")).toBe("en");
    expect(detectIdeaLanguage("Survey for Café Lumière in Montréal", "fr")).toBe("en");
  });

  it("is the interface's when the idea does not tell", () => {
    expect(detectIdeaLanguage("Webinar", "pt")).toBe("pt");
    expect(detectIdeaLanguage("Lyon 2026", "fr")).toBe("fr");
    expect(detectIdeaLanguage("Lyon 2026")).toBe("en");
  });
});
