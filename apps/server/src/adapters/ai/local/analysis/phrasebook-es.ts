import type { TextFinding } from "./collect-findings";
import { localeFormat } from "./locale-format";
import type { NpsBand } from "./nps-band";
import type { Phrasebook } from "./phrasebook";
import type { Tone } from "./phrases";
import type { RatedScore } from "./rated-scores";
import { quote, scoreSpan } from "./wording";

const { decimal, percent, count, plural, list, languageName } = localeFormat("es");

const BANDS: Record<NpsBand, string> = {
  "world-class": "de primer nivel",
  excellent: "excelente",
  good: "bueno",
  "needs attention": "necesita atención",
};

/** Each tone as said of the answers ("las respuestas son…") and of the tone itself ("el tono es…"). */
const TONES: Record<Tone, { answers: string; tone: string }> = {
  "mostly positive": { answers: "mayormente positivas", tone: "mayormente positivo" },
  "mostly negative": { answers: "mayormente negativas", tone: "mayormente negativo" },
  "mostly neutral": { answers: "mayormente neutras", tone: "mayormente neutro" },
  mixed: { answers: "mixtas", tone: "mixto" },
};

/** A predicate: "obtiene una media de 4,2 en una escala de 1 a 5". */
function describeScore(score: RatedScore): string {
  const scale = `en una escala de ${decimal(score.range.min)} a ${decimal(score.range.max)}`;
  if (score.topBox) {
    const [a, b] = score.topBox.labels;
    return `obtiene un ${percent(score.topBox.percent)} de respuestas ${quote(a)} o ${quote(b)} (media de ${decimal(score.average)} ${scale})`;
  }
  return `obtiene una media de ${decimal(score.average)} ${scale}`;
}

/** "las 12 respuestas a "…"", "las 300 más recientes de las 1204 respuestas a "…"" or "la única respuesta a "…"". */
function answersOf(text: TextFinding): string {
  const title = quote(text.title);
  if (text.analyzed < text.answeredCount)
    return `las ${text.analyzed} más recientes de las ${text.answeredCount} respuestas a ${title}`;
  return text.analyzed === 1 ? `la única respuesta a ${title}` : `las ${text.analyzed} respuestas a ${title}`;
}

// The summary gives positive and negative only, as in every language; a question's line adds neutral.
const sentiments = (c: { positive: number; negative: number; neutral?: number }) =>
  list([
    count(c.positive, "positiva", "positivas"),
    count(c.negative, "negativa", "negativas"),
    ...(c.neutral === undefined ? [] : [count(c.neutral, "neutra", "neutras")]),
  ]);

export const phrasebookEs: Phrasebook = {
  analyzedResponses(total, surveyTitle, period) {
    const when = !period ? "" : "on" in period ? ` el ${period.on}` : ` del ${period.from} al ${period.to}`;
    return `Se ${plural(total, "analizó", "analizaron")} ${count(total, "respuesta", "respuestas")} a la encuesta ${quote(surveyTitle)}${when}.`;
  },
  fewerThanAdvised: (advised) =>
    `Son menos de las ${advised} respuestas recomendadas, así que toma los resultados como primeras señales.`,
  npsHeadline: (nps) => `El Net Promoter Score es ${decimal(nps.score)} (${BANDS[nps.band]}).`,
  highestAndLowest: (best, worst) => `${quote(best.title)} es la pregunta mejor valorada y ${quote(worst.title)}, la peor.`,
  ratedAlone: (score) => `${quote(score.title)} ${describeScore(score)}.`,
  openEndedTone: (tone, c) =>
    `Las respuestas abiertas son ${TONES[tone].answers} (${sentiments({ positive: c.positive, negative: c.negative })} de ${c.analyzed}).`,
  mostCommonAnswer: (title, option) =>
    `La respuesta más frecuente a ${quote(title)} es ${quote(option.label)} (${percent(option.percent)}).`,
  completeShare: (rate) => `El ${percent(rate)} de las respuestas están completas.`,
  focusFirst: (titles) => `Como pediste, los resultados sobre ${list(titles.map(quote))} aparecen primero.`,

  onlyFewResponses: (total, advised) =>
    `Solo ${count(total, "respuesta", "respuestas")} por ahora: por debajo de ${advised}, cada nueva respuesta puede mover mucho estos porcentajes.`,
  completion: (c) =>
    `El ${percent(c.rate)} de las respuestas están completas (${count(c.complete, "completa", "completas")}, ${count(c.partial, "parcial", "parciales")}).`,
  npsBreakdown: (n) =>
    `El Net Promoter Score de ${quote(n.title)} es ${decimal(n.score)} (${BANDS[n.band]}): ${percent(n.promotersPercent)} de promotores, ` +
    `${percent(n.passivesPercent)} de pasivos y ${percent(n.detractorsPercent)} de detractores sobre ${count(n.answeredCount, "respuesta", "respuestas")}.`,
  highestRated: (score) => `Mejor valorada: ${quote(score.title)} ${describeScore(score)}.`,
  lowestRated: (score) => `Peor valorada: ${quote(score.title)} ${describeScore(score)}.`,
  textTone: (t, tone) => `De ${answersOf(t)}: ${sentiments(t)}; el tono es ${TONES[tone].tone}.`,
  toneNotRead: (t) =>
    `El tono de ${answersOf(t)} no se puntúa: el análisis integrado solo lee el tono en inglés, y el texto está en ${languageName(t.language)}.`,
  recurringThemes: (title, themes) =>
    `Temas recurrentes en las respuestas a ${quote(title)}: ${list(themes.map((t) => `${quote(t.term)} (${count(t.mentions, "respuesta", "respuestas")})`))}.`,
  nearTie: (title, first, second) =>
    `${quote(first.label)} (${percent(first.percent)}) y ${quote(second.label)} (${percent(second.percent)}) están prácticamente empatadas en ${quote(title)}.`,
  checkboxShare: (title, first, answered) =>
    `El ${percent(first.percent)} de quienes respondieron a ${quote(title)} (${count(answered, "persona", "personas")}) eligió ${quote(first.label)}.`,
  leadingAnswer: (title, first, answered, clear) =>
    `${quote(first.label)} es la respuesta ${clear ? "claramente preferida" : "más frecuente"} a ${quote(title)}, con el ${percent(first.percent)} de ${count(answered, "respuesta", "respuestas")}.`,
  rankingExtremes: (r) =>
    `En ${quote(r.title)}, ${quote(r.best.item)} ocupa el puesto más alto (posición media ${decimal(r.best.meanPosition)}) y ${quote(r.worst.item)}, el más bajo (${decimal(r.worst.meanPosition)}).`,
  matrixExtremes({ title, mostLast, mostFirst }) {
    const leads = [mostLast, mostFirst].flatMap((c) =>
      c ? [`${quote(c.row)} recibió la mayor proporción de respuestas ${quote(c.column)} (${percent(c.percent)})`] : [],
    );
    return `En ${quote(title)}, ${list(leads)}.`;
  },
  numberRange: (n) =>
    `Las respuestas a ${quote(n.title)} tienen una media de ${decimal(n.average)}, con valores de ${decimal(n.min)} a ${decimal(n.max)}.`,
  crossTab(tab, theme) {
    const span = scoreSpan(tab.scoreFrom, tab.scoreTo, decimal);
    const answers = `${count(tab.respondents, "respuesta", "respuestas")} a ${quote(tab.textQuestionTitle)}`;
    const group = {
      low: `quienes puntuaron ${quote(tab.ratedQuestionTitle)} con ${span} (${answers})`,
      detractors: `los detractores de ${quote(tab.ratedQuestionTitle)} (${span}; ${answers})`,
      promoters: `los promotores de ${quote(tab.ratedQuestionTitle)} (${span}; ${answers})`,
    }[tab.segment];
    const others = theme.othersShare === null ? "" : `, frente al ${percent(theme.othersShare)} del resto`;
    return `De ${group}, el ${percent(theme.share)} menciona ${quote(theme.label)}${others}.`;
  },
  nothingToCompare: (total) =>
    `${count(total, "respuesta recopilada", "respuestas recopiladas")}; la encuesta no tiene preguntas de valoración, de opción ni abiertas que comparar.`,

  collectMore: (advised) =>
    `Recopila al menos ${advised} respuestas antes de actuar según estos resultados: vuelve a compartir el enlace de la encuesta o envía un recordatorio.`,
  lookIntoWeakest: (score, lowestOfSeveral) =>
    `Revisa primero ${quote(score.title)}: ${describeScore(score)}, ${lowestOfSeveral ? "lo que la convierte en la pregunta peor valorada" : "por debajo de la mitad de su escala"}. ` +
    "Una pregunta de seguimiento sobre el porqué mostraría qué hay que corregir.",
  mainProblem: (theme, title, analyzed) =>
    `El principal problema es ${quote(theme.term)}: lo menciona el ${percent(theme.share)} de las respuestas a ${quote(title)} (${decimal(theme.mentions)} de ${decimal(analyzed)}).`,
  addressComplaint: (term, title) =>
    `Atiende el tema ${quote(term.term)}: aparece en ${count(term.mentions, "respuesta negativa", "respuestas negativas")} a ${quote(title)}.`,
  readNegativeAnswers: (t) =>
    `Lee con atención ${answersOf(t)}: ${t.negative} de ${t.analyzed} ${plural(t.negative, "es negativa", "son negativas")}.`,
  contactDetractors: (n) =>
    `Contacta con los detractores de ${quote(n.title)} (el ${percent(n.detractorsPercent)} puntuó de 0 a 6) para saber qué falló: reducir los detractores es lo que más rápido sube la puntuación.`,
  convertPassives: (n) =>
    `Convierte a los pasivos en promotores: pregunta al ${percent(n.passivesPercent)} que puntuó 7 u 8 en ${quote(n.title)} qué haría falta para que fuera un 9 o un 10.`,
  askPromoters: (n) =>
    `Pide reseñas o recomendaciones a tus promotores (el ${percent(n.promotersPercent)} en ${quote(n.title)}) mientras su entusiasmo está en lo más alto.`,
  raiseCompletion: (rate) =>
    `Solo el ${percent(rate)} de los encuestados terminó: acorta la encuesta o adelanta las preguntas más importantes.`,
  tieFollowUp: (title, first, second) =>
    `${quote(first.label)} y ${quote(second.label)} están prácticamente empatadas en ${quote(title)}: una pregunta de seguimiento podría mostrar qué las diferencia.`,
  reconsiderLastRanked: (r) => `Replantéate ${quote(r.worst.item)}: de media, quedó en último lugar en ${quote(r.title)}.`,
  keepStrength: (score) => `Mantén lo que funciona bien en ${quote(score.title)}: ${describeScore(score)}.`,
  keepCollecting: () => "Sigue recopilando respuestas y vuelve a ejecutar el análisis para ver si estos resultados se mantienen.",
};
