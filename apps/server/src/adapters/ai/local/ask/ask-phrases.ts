import { FALLBACK_LANGUAGE, type Language } from "@sondar/core/i18n/languages";

/** Who a group is, named with the question that places it. */
export type GroupName =
  | { kind: "everyone" }
  | { kind: "promoters" | "detractors"; title: string }
  | { kind: "scores"; title: string; from: number; to: number };

/** The local engine's sentences for answering a question about the responses, in one language. */
export interface AskPhrases {
  unplaced: string;
  suggestions: [string, string, string];
  noText: string;
  noScored: string;
  group: (g: GroupName) => string;
  /** The responses that mention the term in any answer, of all responses read. */
  responses: (count: number, total: number, term: string) => string;
  responsesFigure: (term: string) => string;
  count: (count: number, total: number, term: string, title: string) => string;
  countFigure: (term: string, title: string) => string;
  /** The answers to a choice question that picked an option the term names. */
  chose: (count: number, total: number, options: readonly string[], title: string) => string;
  choseFigure: (options: readonly string[], title: string) => string;
  themes: (group: string, answers: number, title: string, tone: "positive" | "negative" | null, list: string) => string;
  noThemes: (group: string, answers: number, title: string) => string;
  groupFigure: (group: string, title: string) => string;
}

/** "de" before a group: "de les détracteurs" is written "des détracteurs". */
const ofFr = (group: string) => (group.startsWith("les ") ? `des ${group.slice(4)}` : `de ${group}`);
/** "de" before a group: "de os detratores" is written "dos detratores". */
const ofPt = (group: string) => (group.startsWith("os ") ? `dos ${group.slice(3)}` : `de ${group}`);

const range = (from: number, to: number) => (from === to ? `${from}` : `${from}–${to}`);
/** Options named in quotes, the last joined by the language's "or". */
const either = (options: readonly string[], or: string, open = '"', close = '"') =>
  options.map((option) => `${open}${option}${close}`).join(` ${or} `);

const en: AskPhrases = {
  unplaced: "I can't answer that from your responses, so I won't guess. Try a question like one of these:",
  suggestions: ["What do people who gave 9–10 like?", "How many mention price?", "What do detractors complain about?"],
  noText: "This survey has no written answers to read yet.",
  noScored: "No question of this survey was scored that way, so I can't tell who those respondents are.",
  group: (g) =>
    g.kind === "everyone"
      ? "everyone"
      : g.kind === "scores"
        ? `those who gave "${g.title}" ${range(g.from, g.to)}`
        : `the ${g.kind} (${g.kind === "promoters" ? "9–10" : "0–6"}) of "${g.title}"`,
  responses: (count, total, term) => `${count} of ${total} responses mention "${term}".`,
  responsesFigure: (term) => `Responses that mention "${term}"`,
  count: (count, total, term, title) => `${count} of ${total} answers to "${title}" mention "${term}".`,
  countFigure: (term, title) => `Answers to "${title}" that mention "${term}"`,
  chose: (count, total, options, title) => `${count} of ${total} answers to "${title}" chose ${either(options, "or")}.`,
  choseFigure: (options, title) => `Answers to "${title}" that chose ${either(options, "or")}`,
  themes: (group, answers, title, tone, items) =>
    `In the ${answers} answers to "${title}" from ${group}, the ${tone === "positive" ? "things they like" : tone === "negative" ? "complaints" : "themes"} mentioned most: ${items}.`,
  noThemes: (group, answers, title) =>
    `${answers} answers to "${title}" come from ${group}, but no theme of that kind is shared by two of them.`,
  groupFigure: (group, title) => `Answers to "${title}" from ${group}`,
};

const es: AskPhrases = {
  unplaced: "No puedo responder a eso con tus respuestas y no voy a adivinar. Prueba con una pregunta como estas:",
  suggestions: ["¿Qué les gusta a quienes dieron 9–10?", "¿Cuántos mencionan el precio?", "¿De qué se quejan los detractores?"],
  noText: "Esta encuesta aún no tiene respuestas escritas que leer.",
  noScored: "Ninguna pregunta de esta encuesta se puntuó así, así que no sé quiénes son esos encuestados.",
  group: (g) =>
    g.kind === "everyone"
      ? "todos"
      : g.kind === "scores"
        ? `quienes dieron ${range(g.from, g.to)} a "${g.title}"`
        : `los ${g.kind === "promoters" ? "promotores (9–10)" : "detractores (0–6)"} de "${g.title}"`,
  responses: (count, total, term) => `${count} de ${total} respuestas a la encuesta mencionan "${term}".`,
  responsesFigure: (term) => `Respuestas a la encuesta que mencionan "${term}"`,
  count: (count, total, term, title) => `${count} de ${total} respuestas a "${title}" mencionan "${term}".`,
  countFigure: (term, title) => `Respuestas a "${title}" que mencionan "${term}"`,
  chose: (count, total, options, title) => `${count} de ${total} respuestas a "${title}" eligieron ${either(options, "o")}.`,
  choseFigure: (options, title) => `Respuestas a "${title}" que eligieron ${either(options, "o")}`,
  themes: (group, answers, title, tone, items) =>
    `En las ${answers} respuestas a "${title}" de ${group}, ${tone === "positive" ? "lo que más les gusta" : tone === "negative" ? "las quejas más mencionadas" : "los temas más mencionados"}: ${items}.`,
  noThemes: (group, answers, title) =>
    `${answers} respuestas a "${title}" vienen de ${group}, pero ningún tema de ese tipo lo comparten dos de ellas.`,
  groupFigure: (group, title) => `Respuestas a "${title}" de ${group}`,
};

const fr: AskPhrases = {
  unplaced:
    "Je ne peux pas répondre à cela à partir de vos réponses, et je ne devinerai pas. Essayez une question comme celles-ci :",
  suggestions: ["Qu'aiment ceux qui ont donné 9–10 ?", "Combien mentionnent le prix ?", "De quoi se plaignent les détracteurs ?"],
  noText: "Ce questionnaire n'a pas encore de réponses écrites à lire.",
  noScored: "Aucune question de ce questionnaire n'a été notée ainsi : je ne peux pas savoir qui sont ces répondants.",
  group: (g) =>
    g.kind === "everyone"
      ? "tout le monde"
      : g.kind === "scores"
        ? `ceux qui ont donné ${range(g.from, g.to)} à « ${g.title} »`
        : `les ${g.kind === "promoters" ? "promoteurs (9–10)" : "détracteurs (0–6)"} de « ${g.title} »`,
  responses: (count, total, term) => `${count} des ${total} réponses au questionnaire mentionnent « ${term} ».`,
  responsesFigure: (term) => `Réponses au questionnaire qui mentionnent « ${term} »`,
  count: (count, total, term, title) => `${count} des ${total} réponses à « ${title} » mentionnent « ${term} ».`,
  countFigure: (term, title) => `Réponses à « ${title} » qui mentionnent « ${term} »`,
  chose: (count, total, options, title) =>
    `${count} des ${total} réponses à « ${title} » ont choisi ${either(options, "ou", "« ", " »")}.`,
  choseFigure: (options, title) => `Réponses à « ${title} » qui ont choisi ${either(options, "ou", "« ", " »")}`,
  themes: (group, answers, title, tone, items) =>
    `Dans les ${answers} réponses à « ${title} » ${ofFr(group)}, ${tone === "positive" ? "ce qu'ils apprécient le plus" : tone === "negative" ? "les plaintes les plus citées" : "les thèmes les plus cités"} : ${items}.`,
  noThemes: (group, answers, title) =>
    `${answers} réponses à « ${title} » viennent ${ofFr(group)}, mais aucun thème de ce genre n'est partagé par deux d'entre elles.`,
  groupFigure: (group, title) => `Réponses à « ${title} » ${ofFr(group)}`,
};

const de: AskPhrases = {
  unplaced: "Das kann ich aus Ihren Antworten nicht beantworten, und ich rate nicht. Versuchen Sie eine Frage wie diese:",
  suggestions: ["Was mögen die, die 9–10 gegeben haben?", "Wie viele erwähnen den Preis?", "Worüber beschweren sich Kritiker?"],
  noText: "Diese Umfrage hat noch keine schriftlichen Antworten.",
  noScored: "Keine Frage dieser Umfrage wurde so bewertet; ich kann nicht sagen, wer diese Befragten sind.",
  group: (g) =>
    g.kind === "everyone"
      ? "allen"
      : g.kind === "scores"
        ? `denen, die „${g.title}“ mit ${range(g.from, g.to)} bewertet haben`
        : `den ${g.kind === "promoters" ? "Promotoren (9–10)" : "Kritikern (0–6)"} von „${g.title}“`,
  responses: (count, total, term) => `${count} von ${total} Rückmeldungen erwähnen „${term}“.`,
  responsesFigure: (term) => `Rückmeldungen, die „${term}“ erwähnen`,
  count: (count, total, term, title) => `${count} von ${total} Antworten auf „${title}“ erwähnen „${term}“.`,
  countFigure: (term, title) => `Antworten auf „${title}“, die „${term}“ erwähnen`,
  chose: (count, total, options, title) =>
    `${count} von ${total} Antworten auf „${title}“ wählten ${either(options, "oder", "„", "“")}.`,
  choseFigure: (options, title) => `Antworten auf „${title}“, die ${either(options, "oder", "„", "“")} wählten`,
  themes: (group, answers, title, tone, items) =>
    `In den ${answers} Antworten auf „${title}“ von ${group} ${tone === "positive" ? "wird am häufigsten gelobt" : tone === "negative" ? "wird am häufigsten beklagt" : "kommen diese Themen am häufigsten vor"}: ${items}.`,
  noThemes: (group, answers, title) =>
    `${answers} Antworten auf „${title}“ stammen von ${group}, aber kein solches Thema teilen zwei von ihnen.`,
  groupFigure: (group, title) => `Antworten auf „${title}“ von ${group}`,
};

const pt: AskPhrases = {
  unplaced: "Não consigo responder a isso com as suas respostas e não vou adivinhar. Experimente uma pergunta como estas:",
  suggestions: ["Do que gostam os que deram 9–10?", "Quantos mencionam o preço?", "Do que reclamam os detratores?"],
  noText: "Esta pesquisa ainda não tem respostas escritas para ler.",
  noScored: "Nenhuma pergunta desta pesquisa foi pontuada assim, então não sei quem são esses respondentes.",
  group: (g) =>
    g.kind === "everyone"
      ? "todos"
      : g.kind === "scores"
        ? `quem deu ${range(g.from, g.to)} a "${g.title}"`
        : `os ${g.kind === "promoters" ? "promotores (9–10)" : "detratores (0–6)"} de "${g.title}"`,
  responses: (count, total, term) => `${count} de ${total} respostas à pesquisa mencionam "${term}".`,
  responsesFigure: (term) => `Respostas à pesquisa que mencionam "${term}"`,
  count: (count, total, term, title) => `${count} de ${total} respostas a "${title}" mencionam "${term}".`,
  countFigure: (term, title) => `Respostas a "${title}" que mencionam "${term}"`,
  chose: (count, total, options, title) => `${count} de ${total} respostas a "${title}" escolheram ${either(options, "ou")}.`,
  choseFigure: (options, title) => `Respostas a "${title}" que escolheram ${either(options, "ou")}`,
  themes: (group, answers, title, tone, items) =>
    `Nas ${answers} respostas a "${title}" ${ofPt(group)}, ${tone === "positive" ? "o que mais agrada" : tone === "negative" ? "as reclamações mais citadas" : "os temas mais citados"}: ${items}.`,
  noThemes: (group, answers, title) =>
    `${answers} respostas a "${title}" vêm ${ofPt(group)}, mas nenhum tema desse tipo é comum a duas delas.`,
  groupFigure: (group, title) => `Respostas a "${title}" ${ofPt(group)}`,
};

const PHRASES: Record<Language, AskPhrases> = { en, es, fr, de, pt };

export function askPhrasesFor(language: Language | undefined): AskPhrases {
  return PHRASES[language ?? FALLBACK_LANGUAGE];
}
