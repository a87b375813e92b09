import type { TextFinding } from "./collect-findings";
import { localeFormat } from "./locale-format";
import type { NpsBand } from "./nps-band";
import type { Phrasebook } from "./phrasebook";
import type { Tone } from "./phrases";
import type { RatedScore } from "./rated-scores";
import { quote, scoreSpan } from "./wording";

const { decimal, percent, count, plural, list, languageName } = localeFormat("de");

const BANDS: Record<NpsBand, string> = {
  "world-class": "Weltklasse",
  excellent: "exzellent",
  good: "gut",
  "needs attention": "verbesserungsbedürftig",
};

// Predicative, so the same words serve "die Antworten sind…" and "der Grundton ist…".
const TONE: Record<Tone, string> = {
  "mostly positive": "überwiegend positiv",
  "mostly negative": "überwiegend negativ",
  "mostly neutral": "überwiegend neutral",
  mixed: "gemischt",
};

/** A predicate: "erreicht im Durchschnitt 4,2 auf einer Skala von 1 bis 5". */
function describeScore(score: RatedScore): string {
  const scale = `auf einer Skala von ${decimal(score.range.min)} bis ${decimal(score.range.max)}`;
  if (score.topBox) {
    const [a, b] = score.topBox.labels;
    return `wird zu ${percent(score.topBox.percent)} mit ${quote(a)} oder ${quote(b)} beantwortet (Durchschnitt ${decimal(score.average)} ${scale})`;
  }
  return `erreicht im Durchschnitt ${decimal(score.average)} ${scale}`;
}

/** "den 12 Antworten auf "…"" (dative) or "die 12 Antworten auf "…"" (accusative), the most recent ones when not all were read. */
function answersOf(text: TextFinding, dative: boolean): string {
  const title = quote(text.title);
  const the = dative ? "den" : "die";
  if (text.analyzed < text.answeredCount)
    return `${the} ${text.analyzed} neuesten der ${text.answeredCount} Antworten auf ${title}`;
  if (text.analyzed === 1) return dative ? `der einzigen Antwort auf ${title}` : `die einzige Antwort auf ${title}`;
  return `${the} ${text.analyzed} Antworten auf ${title}`;
}

export const phrasebookDe: Phrasebook = {
  analyzedResponses(total, surveyTitle, period) {
    const when = !period ? "" : "on" in period ? ` vom ${period.on}` : ` vom ${period.from} bis zum ${period.to}`;
    return `${count(total, "Antwort", "Antworten")} auf die Umfrage ${quote(surveyTitle)}${when} ${plural(total, "wurde", "wurden")} analysiert.`;
  },
  fewerThanAdvised: (advised) =>
    `Das sind weniger als die empfohlenen ${advised} Antworten; betrachten Sie die Ergebnisse daher als erste Hinweise.`,
  npsHeadline: (nps) => `Der Net Promoter Score liegt bei ${decimal(nps.score)} (${BANDS[nps.band]}).`,
  highestAndLowest: (best, worst) =>
    `${quote(best.title)} ist die am besten bewertete Frage, ${quote(worst.title)} die am schlechtesten bewertete.`,
  ratedAlone: (score) => `${quote(score.title)} ${describeScore(score)}.`,
  openEndedTone: (tone, c) =>
    `Die offenen Antworten sind ${TONE[tone]} (${c.positive} von ${c.analyzed} positiv, ${c.negative} negativ).`,
  mostCommonAnswer: (title, option) =>
    `Die häufigste Antwort auf ${quote(title)} ist ${quote(option.label)} (${percent(option.percent)}).`,
  completeShare: (rate) => `${percent(rate)} der Antworten sind vollständig.`,
  focusFirst: (titles) => `Wie gewünscht stehen die Ergebnisse zu ${list(titles.map(quote))} an erster Stelle.`,

  onlyFewResponses: (total, advised) =>
    `Bisher nur ${count(total, "Antwort", "Antworten")}: Unter ${advised} kann jede neue Antwort diese Prozentwerte stark verschieben.`,
  completion: (c) =>
    `${percent(c.rate)} der Antworten sind vollständig (${c.complete} vollständige, ${c.partial} unvollständige).`,
  npsBreakdown: (n) =>
    `Der Net Promoter Score für ${quote(n.title)} liegt bei ${decimal(n.score)} (${BANDS[n.band]}): ${percent(n.promotersPercent)} Promotoren, ` +
    `${percent(n.passivesPercent)} Passive und ${percent(n.detractorsPercent)} Kritiker bei ${count(n.answeredCount, "Antwort", "Antworten")}.`,
  highestRated: (score) => `Am besten bewertet: ${quote(score.title)} ${describeScore(score)}.`,
  lowestRated: (score) => `Am schlechtesten bewertet: ${quote(score.title)} ${describeScore(score)}.`,
  textTone: (t, tone) =>
    `Von ${answersOf(t, true)}: ${list([`${t.positive} positiv`, `${t.negative} negativ`, `${t.neutral} neutral`])}; der Grundton ist ${TONE[tone]}.`,
  toneNotRead: (t) =>
    `Bei ${answersOf(t, true)} wird der Grundton nicht bewertet: Die eingebaute Analyse liest den Ton nur auf Englisch, und der Text ist auf ${languageName(t.language)}.`,
  recurringThemes: (title, themes) =>
    `Wiederkehrende Themen in den Antworten auf ${quote(title)}: ${list(themes.map((t) => `${quote(t.term)} (${count(t.mentions, "Antwort", "Antworten")})`))}.`,
  nearTie: (title, first, second) =>
    `${quote(first.label)} (${percent(first.percent)}) und ${quote(second.label)} (${percent(second.percent)}) liegen bei ${quote(title)} nahezu gleichauf.`,
  checkboxShare: (title, first, answered) =>
    `${percent(first.percent)} derjenigen, die ${quote(title)} beantwortet haben (${count(answered, "Person", "Personen")}), wählten ${quote(first.label)}.`,
  leadingAnswer: (title, first, answered, clear) =>
    `${quote(first.label)} ist die ${clear ? "klar bevorzugte" : "häufigste"} Antwort auf ${quote(title)}, mit ${percent(first.percent)} von ${count(answered, "Antwort", "Antworten")}.`,
  rankingExtremes: (r) =>
    `In ${quote(r.title)} wird ${quote(r.best.item)} am höchsten eingestuft (durchschnittliche Position ${decimal(r.best.meanPosition)}) und ${quote(r.worst.item)} am niedrigsten (${decimal(r.worst.meanPosition)}).`,
  matrixExtremes({ title, mostLast, mostFirst }) {
    // One verb for both clauses: "In … erhält A am häufigsten … und B am häufigsten …".
    const leads = [mostLast, mostFirst].flatMap((c) =>
      c ? [`${quote(c.row)} am häufigsten die Antwort ${quote(c.column)} (${percent(c.percent)})`] : [],
    );
    return `In ${quote(title)} erhält ${list(leads)}.`;
  },
  numberRange: (n) =>
    `Die Antworten auf ${quote(n.title)} liegen zwischen ${decimal(n.min)} und ${decimal(n.max)}, im Durchschnitt bei ${decimal(n.average)}.`,
  crossTab(tab, theme) {
    const span = scoreSpan(tab.scoreFrom, tab.scoreTo, decimal);
    const answers = `${count(tab.respondents, "Antwort", "Antworten")} auf ${quote(tab.textQuestionTitle)}`;
    // The relative clause of "low" ends with a comma before the main clause.
    const group = {
      low: `denen, die ${quote(tab.ratedQuestionTitle)} mit ${span} bewertet haben (${answers}),`,
      detractors: `den Kritikern bei ${quote(tab.ratedQuestionTitle)} (${span}; ${answers})`,
      promoters: `den Promotoren bei ${quote(tab.ratedQuestionTitle)} (${span}; ${answers})`,
    }[tab.segment];
    const others = theme.othersShare === null ? "" : `, gegenüber ${percent(theme.othersShare)} der Übrigen`;
    return `Von ${group} nennen ${percent(theme.share)} ${quote(theme.label)}${others}.`;
  },
  nothingToCompare: (total) =>
    `${count(total, "Antwort", "Antworten")} gesammelt; die Umfrage enthält keine Bewertungs-, Auswahl- oder offenen Fragen zum Vergleichen.`,

  collectMore: (advised) =>
    `Sammeln Sie mindestens ${advised} Antworten, bevor Sie auf Grundlage dieser Ergebnisse handeln: Teilen Sie den Link zur Umfrage erneut oder senden Sie eine Erinnerung.`,
  lookIntoWeakest: (score, lowestOfSeveral) =>
    `Sehen Sie sich zuerst ${quote(score.title)} an: Die Frage ${describeScore(score)} und ${lowestOfSeveral ? "ist damit die am schlechtesten bewertete Frage" : "liegt damit unter der Mitte ihrer Skala"}. ` +
    "Eine Folgefrage nach dem Warum würde zeigen, was zu verbessern ist.",
  mainProblem: (theme, title, analyzed) =>
    `Das wichtigste Problem ist ${quote(theme.term)}: ${percent(theme.share)} der Antworten auf ${quote(title)} nennen es (${decimal(theme.mentions)} von ${decimal(analyzed)}).`,
  addressComplaint: (term, title) =>
    `Gehen Sie das Thema ${quote(term.term)} an: Es kommt in ${count(term.mentions, "negativen Antwort", "negativen Antworten")} auf ${quote(title)} vor.`,
  readNegativeAnswers: (t) =>
    `Lesen Sie ${answersOf(t, false)} genau: ${t.negative} von ${t.analyzed} ${plural(t.negative, "ist", "sind")} negativ.`,
  contactDetractors: (n) =>
    `Kontaktieren Sie die Kritiker von ${quote(n.title)} (${percent(n.detractorsPercent)} vergaben 0 bis 6 Punkte), um zu erfahren, was schiefgelaufen ist: Weniger Kritiker verbessern den Score am schnellsten.`,
  convertPassives: (n) =>
    `Machen Sie Passive zu Promotoren: Fragen Sie die ${percent(n.passivesPercent)}, die bei ${quote(n.title)} 7 oder 8 vergeben haben, was für eine 9 oder 10 fehlt.`,
  askPromoters: (n) =>
    `Bitten Sie Ihre Promotoren (${percent(n.promotersPercent)} bei ${quote(n.title)}) um Bewertungen oder Empfehlungen, solange ihre Begeisterung groß ist.`,
  raiseCompletion: (rate) =>
    `Nur ${percent(rate)} der Befragten haben die Umfrage abgeschlossen: Kürzen Sie die Umfrage oder stellen Sie die wichtigsten Fragen weiter nach vorne.`,
  tieFollowUp: (title, first, second) =>
    `${quote(first.label)} und ${quote(second.label)} liegen bei ${quote(title)} nahezu gleichauf: Eine Folgefrage könnte zeigen, was sie unterscheidet.`,
  reconsiderLastRanked: (r) =>
    `Überdenken Sie ${quote(r.worst.item)}: Bei ${quote(r.title)} landete dieser Punkt im Durchschnitt auf dem letzten Platz.`,
  keepStrength: (score) => `Behalten Sie bei, was bei ${quote(score.title)} gut funktioniert: Die Frage ${describeScore(score)}.`,
  keepCollecting: () =>
    "Sammeln Sie weiter Antworten und führen Sie die Analyse erneut aus, um zu sehen, ob sich diese Ergebnisse bestätigen.",
};
