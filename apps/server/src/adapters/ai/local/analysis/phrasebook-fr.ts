import type { TextFinding } from "./collect-findings";
import { localeFormat } from "./locale-format";
import type { NpsBand } from "./nps-band";
import type { Phrasebook } from "./phrasebook";
import type { Tone } from "./phrases";
import type { RatedScore } from "./rated-scores";
import { quote, scoreSpan } from "./wording";

const { decimal, percent, count, plural, list, languageName } = localeFormat("fr");

/** French typography: a no-break space before ":" and ";" in the sentence's own words; inserted titles stay as they are. */
function fr(words: TemplateStringsArray, ...values: (string | number)[]): string {
  return words.reduce((out, part, i) => out + part.replace(/ ([:;])/g, "\u00a0$1") + String(values[i] ?? ""), "");
}

const BANDS: Record<NpsBand, string> = {
  "world-class": "de classe mondiale",
  excellent: "excellent",
  good: "bon",
  "needs attention": "à améliorer",
};

/** Each tone as said of the answers ("les réponses sont…") and of the tone itself ("le ton est…"). */
const TONES: Record<Tone, { answers: string; tone: string }> = {
  "mostly positive": { answers: "plutôt positives", tone: "plutôt positif" },
  "mostly negative": { answers: "plutôt négatives", tone: "plutôt négatif" },
  "mostly neutral": { answers: "plutôt neutres", tone: "plutôt neutre" },
  mixed: { answers: "partagées", tone: "mitigé" },
};

/** A predicate: "obtient une moyenne de 4,2 sur une échelle de 1 à 5". */
function describeScore(score: RatedScore): string {
  const scale = `sur une échelle de ${decimal(score.range.min)} à ${decimal(score.range.max)}`;
  if (score.topBox) {
    const [a, b] = score.topBox.labels;
    return `obtient ${percent(score.topBox.percent)} de réponses ${quote(a)} ou ${quote(b)} (moyenne de ${decimal(score.average)} ${scale})`;
  }
  return `obtient une moyenne de ${decimal(score.average)} ${scale}`;
}

/** "les 12 réponses à "…"", "les 300 plus récentes des 1204 réponses à "…"" or "l'unique réponse à "…"". */
function answersOf(text: TextFinding): string {
  const title = quote(text.title);
  if (text.analyzed < text.answeredCount)
    return `les ${text.analyzed} plus récentes des ${text.answeredCount} réponses à ${title}`;
  return text.analyzed === 1 ? `l'unique réponse à ${title}` : `les ${text.analyzed} réponses à ${title}`;
}

// The summary gives positive and negative only, as in every language; a question's line adds neutral.
const sentiments = (c: { positive: number; negative: number; neutral?: number }) =>
  list([
    count(c.positive, "positive", "positives"),
    count(c.negative, "négative", "négatives"),
    ...(c.neutral === undefined ? [] : [count(c.neutral, "neutre", "neutres")]),
  ]);

/** "des 8 réponses à …", "de l'unique réponse à …": answersOf after "de". */
function deAnswersOf(text: TextFinding): string {
  const answers = answersOf(text);
  return answers.startsWith("les ") ? `des ${answers.slice(4)}` : `de ${answers}`;
}

export const phrasebookFr: Phrasebook = {
  analyzedResponses(total, surveyTitle, period) {
    const received = plural(total, "reçue", "reçues");
    const when = !period
      ? ""
      : "on" in period
        ? `, ${received} le ${period.on},`
        : `, ${received} du ${period.from} au ${period.to},`;
    return fr`${count(total, "réponse", "réponses")} au sondage ${quote(surveyTitle)}${when} ${plural(total, "a été analysée", "ont été analysées")}.`;
  },
  fewerThanAdvised: (advised) =>
    fr`C'est moins que les ${advised} réponses recommandées : considérez les résultats comme de premières tendances.`,
  npsHeadline: (nps) => fr`Le Net Promoter Score est de ${decimal(nps.score)} (${BANDS[nps.band]}).`,
  highestAndLowest: (best, worst) =>
    fr`${quote(best.title)} est la question la mieux notée et ${quote(worst.title)} la moins bien notée.`,
  ratedAlone: (score) => fr`${quote(score.title)} ${describeScore(score)}.`,
  openEndedTone: (tone, c) =>
    fr`Les réponses ouvertes sont ${TONES[tone].answers} (${sentiments({ positive: c.positive, negative: c.negative })} sur ${c.analyzed}).`,
  mostCommonAnswer: (title, option) =>
    fr`La réponse la plus fréquente à ${quote(title)} est ${quote(option.label)} (${percent(option.percent)}).`,
  completeShare: (rate) => fr`${percent(rate)} des réponses sont complètes.`,
  focusFirst: (titles) => fr`Comme demandé, les résultats concernant ${list(titles.map(quote))} viennent en premier.`,

  onlyFewResponses: (total, advised) =>
    fr`Seulement ${count(total, "réponse", "réponses")} pour l'instant : en dessous de ${advised}, chaque nouvelle réponse peut fortement faire varier ces pourcentages.`,
  completion: (c) =>
    fr`${percent(c.rate)} des réponses sont complètes (${count(c.complete, "complète", "complètes")}, ${count(c.partial, "partielle", "partielles")}).`,
  npsBreakdown: (n) =>
    fr`Le Net Promoter Score de ${quote(n.title)} est de ${decimal(n.score)} (${BANDS[n.band]}) : ${percent(n.promotersPercent)} de promoteurs, ` +
    fr`${percent(n.passivesPercent)} de passifs et ${percent(n.detractorsPercent)} de détracteurs sur ${count(n.answeredCount, "réponse", "réponses")}.`,
  highestRated: (score) => fr`Question la mieux notée : ${quote(score.title)} ${describeScore(score)}.`,
  lowestRated: (score) => fr`Question la moins bien notée : ${quote(score.title)} ${describeScore(score)}.`,
  textTone: (t, tone) => fr`Sur ${answersOf(t)} : ${sentiments(t)} ; le ton est ${TONES[tone].tone}.`,
  toneNotRead: (t) =>
    fr`Le ton ${deAnswersOf(t)} n'est pas évalué : l'analyse intégrée ne lit le ton qu'en anglais, et le texte est en ${languageName(t.language)}.`,
  recurringThemes: (title, themes) =>
    fr`Thèmes récurrents dans les réponses à ${quote(title)} : ${list(themes.map((t) => `${quote(t.term)} (${count(t.mentions, "réponse", "réponses")})`))}.`,
  nearTie: (title, first, second) =>
    fr`${quote(first.label)} (${percent(first.percent)}) et ${quote(second.label)} (${percent(second.percent)}) sont presque à égalité dans ${quote(title)}.`,
  checkboxShare: (title, first, answered) =>
    fr`${percent(first.percent)} des personnes ayant répondu à ${quote(title)} (${count(answered, "personne", "personnes")}) ont choisi ${quote(first.label)}.`,
  leadingAnswer: (title, first, answered, clear) =>
    fr`${quote(first.label)} est la réponse ${clear ? "nettement majoritaire" : "la plus fréquente"} à ${quote(title)}, avec ${percent(first.percent)} sur ${count(answered, "réponse", "réponses")}.`,
  rankingExtremes: (r) =>
    fr`Dans ${quote(r.title)}, ${quote(r.best.item)} arrive en tête (position moyenne ${decimal(r.best.meanPosition)}) et ${quote(r.worst.item)} en dernier (${decimal(r.worst.meanPosition)}).`,
  matrixExtremes({ title, mostLast, mostFirst }) {
    const leads = [mostLast, mostFirst].flatMap((c) =>
      c ? [`${quote(c.row)} recueille la plus forte part de réponses ${quote(c.column)} (${percent(c.percent)})`] : [],
    );
    return fr`Dans ${quote(title)}, ${list(leads)}.`;
  },
  numberRange: (n) =>
    fr`Les réponses à ${quote(n.title)} vont de ${decimal(n.min)} à ${decimal(n.max)}, avec une moyenne de ${decimal(n.average)}.`,
  crossTab(tab, theme) {
    const span = scoreSpan(tab.scoreFrom, tab.scoreTo, decimal);
    const answers = fr`${count(tab.respondents, "réponse", "réponses")} à ${quote(tab.textQuestionTitle)}`;
    const group = {
      low: fr`les personnes qui ont noté ${quote(tab.ratedQuestionTitle)} ${span} (${answers})`,
      detractors: fr`les détracteurs de ${quote(tab.ratedQuestionTitle)} (${span} ; ${answers})`,
      promoters: fr`les promoteurs de ${quote(tab.ratedQuestionTitle)} (${span} ; ${answers})`,
    }[tab.segment];
    const others = theme.othersShare === null ? "" : fr`, contre ${percent(theme.othersShare)} des autres`;
    return fr`Parmi ${group}, ${percent(theme.share)} mentionnent ${quote(theme.label)}${others}.`;
  },
  nothingToCompare: (total) =>
    fr`${count(total, "réponse recueillie", "réponses recueillies")} ; le sondage ne contient aucune question de notation, à choix ou ouverte à comparer.`,

  collectMore: (advised) =>
    fr`Recueillez au moins ${advised} réponses avant d'agir sur ces résultats : partagez à nouveau le lien du sondage ou envoyez un rappel.`,
  lookIntoWeakest: (score, lowestOfSeveral) =>
    fr`Examinez d'abord ${quote(score.title)} : elle ${describeScore(score)}, ${lowestOfSeveral ? "ce qui en fait la question la moins bien notée" : "soit en dessous du milieu de son échelle"}. ` +
    "Une question de suivi demandant pourquoi montrerait ce qu'il faut corriger.",
  mainProblem: (theme, title, analyzed) =>
    fr`Le principal problème est ${quote(theme.term)} : ${percent(theme.share)} des réponses à ${quote(title)} le mentionnent (${decimal(theme.mentions)} sur ${decimal(analyzed)}).`,
  addressComplaint: (term, title) =>
    fr`Traitez le sujet ${quote(term.term)} : il revient dans ${count(term.mentions, "réponse négative", "réponses négatives")} à ${quote(title)}.`,
  readNegativeAnswers: (t) =>
    fr`Lisez attentivement ${answersOf(t)} : ${t.negative} sur ${t.analyzed} ${plural(t.negative, "est négative", "sont négatives")}.`,
  contactDetractors: (n) =>
    fr`Contactez les détracteurs de ${quote(n.title)} (${percent(n.detractorsPercent)} ont donné une note de 0 à 6) pour comprendre ce qui n'a pas fonctionné : réduire le nombre de détracteurs est le moyen le plus rapide d'améliorer le score.`,
  convertPassives: (n) =>
    fr`Transformez les passifs en promoteurs : demandez aux ${percent(n.passivesPercent)} qui ont donné 7 ou 8 à ${quote(n.title)} ce qui les ferait passer à 9 ou 10.`,
  askPromoters: (n) =>
    fr`Demandez des avis ou des recommandations à vos promoteurs (${percent(n.promotersPercent)} pour ${quote(n.title)}) tant que leur enthousiasme est au plus haut.`,
  raiseCompletion: (rate) =>
    fr`Seuls ${percent(rate)} des répondants sont allés jusqu'au bout : raccourcissez le sondage ou placez les questions les plus importantes plus tôt.`,
  tieFollowUp: (title, first, second) =>
    fr`${quote(first.label)} et ${quote(second.label)} sont presque à égalité dans ${quote(title)} : une question de suivi pourrait montrer ce qui les distingue.`,
  reconsiderLastRanked: (r) =>
    fr`Reconsidérez ${quote(r.worst.item)} : c'est l'élément classé en dernier, en moyenne, dans ${quote(r.title)}.`,
  keepStrength: (score) => fr`Préservez ce qui fonctionne dans ${quote(score.title)} : elle ${describeScore(score)}.`,
  keepCollecting: () => fr`Continuez à recueillir des réponses et relancez l'analyse pour voir si ces résultats se confirment.`,
};
