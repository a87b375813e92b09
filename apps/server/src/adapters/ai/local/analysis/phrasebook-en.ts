import type { TextFinding } from "./collect-findings";
import { localeFormat } from "./locale-format";
import type { Phrasebook } from "./phrasebook";
import type { RatedScore } from "./rated-scores";
import { quote, scoreSpan } from "./wording";

// British list style ("a, b and c", no serial comma), as the engine has always written; numbers read the same as in "en".
const { decimal, percent, count, plural, list, languageName } = localeFormat("en-GB");

/** "averaged 4.2 on a 1–5 scale"; for likert "has 62% choosing "Agree" or "Strongly Agree" (average 3.9 on a 1–5 scale)". */
function describeScore(score: RatedScore): string {
  const average = `${decimal(score.average)} on a ${decimal(score.range.min)}–${decimal(score.range.max)} scale`;
  if (score.topBox) {
    const [a, b] = score.topBox.labels;
    return `has ${percent(score.topBox.percent)} choosing ${quote(a)} or ${quote(b)} (average ${average})`;
  }
  return `averaged ${average}`;
}

/** "the 12 answers to "…"", "the only answer to "…"" or "the 300 most recent of 1204 answers to "…"". */
function answersOf(text: TextFinding): string {
  const which =
    text.analyzed < text.answeredCount
      ? `${decimal(text.analyzed)} most recent of ${decimal(text.answeredCount)}`
      : decimal(text.analyzed);
  if (text.analyzed === 1 && text.answeredCount === 1) return `the only answer to ${quote(text.title)}`;
  return `the ${which} answers to ${quote(text.title)}`;
}

const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export const phrasebookEn: Phrasebook = {
  analyzedResponses(total, surveyTitle, period) {
    const when = !period ? "" : "on" in period ? ` on ${period.on}` : ` from ${period.from} to ${period.to}`;
    return `${count(total, "response", "responses")} to ${quote(surveyTitle)} ${plural(total, "was", "were")} analyzed${when}.`;
  },
  fewerThanAdvised: (advised) => `That is fewer than the ${advised} advised, so treat the results as early signals.`,
  npsHeadline: (nps) => `The Net Promoter Score is ${decimal(nps.score)} (${nps.band}).`,
  highestAndLowest: (best, worst) => `${quote(best.title)} is the highest-rated question and ${quote(worst.title)} the lowest.`,
  ratedAlone: (score) => `${quote(score.title)} ${describeScore(score)}.`,
  openEndedTone: (tone, c) => `Open-ended answers are ${tone} (${c.positive} positive, ${c.negative} negative of ${c.analyzed}).`,
  mostCommonAnswer: (title, option) =>
    `The most common answer to ${quote(title)} is ${quote(option.label)} (${percent(option.percent)}).`,
  completeShare: (rate) => `${percent(rate)} of responses are complete.`,
  focusFirst: (titles) => `As asked, findings on ${list(titles.map(quote))} come first.`,

  onlyFewResponses: (total, advised) =>
    `Only ${count(total, "response", "responses")} so far: below ${advised}, each new answer can shift these percentages a lot.`,
  completion: (c) => `${percent(c.rate)} of responses are complete (${c.complete} complete, ${c.partial} partial).`,
  npsBreakdown: (n) =>
    `The Net Promoter Score for ${quote(n.title)} is ${decimal(n.score)} (${n.band}): ${percent(n.promotersPercent)} promoters, ` +
    `${percent(n.passivesPercent)} passives and ${percent(n.detractorsPercent)} detractors among ${count(n.answeredCount, "answer", "answers")}.`,
  highestRated: (score) => `Highest rated: ${quote(score.title)} ${describeScore(score)}.`,
  lowestRated: (score) => `Lowest rated: ${quote(score.title)} ${describeScore(score)}.`,
  textTone: (t, tone) =>
    t.analyzed === 1
      ? `${capitalize(answersOf(t))} is ${t.positive ? "positive" : t.negative ? "negative" : "neutral"}.`
      : `Of ${answersOf(t)}, ${t.positive} are positive, ${t.negative} negative and ${t.neutral} neutral: the tone is ${tone}.`,
  toneNotRead: (t) =>
    `The tone of ${answersOf(t)} is not scored: the built-in analysis reads tone in English only, and the text is in ${languageName(t.language)}.`,
  recurringThemes: (title, themes) =>
    `Recurring themes in answers to ${quote(title)}: ${list(themes.map((t) => `${quote(t.term)} (${count(t.mentions, "answer", "answers")})`))}.`,
  nearTie: (title, first, second) =>
    `${quote(first.label)} (${percent(first.percent)}) and ${quote(second.label)} (${percent(second.percent)}) are nearly tied in ${quote(title)}.`,
  checkboxShare: (title, first, answered) =>
    `${percent(first.percent)} of the ${count(answered, "respondent", "respondents")} who answered ${quote(title)} selected ${quote(first.label)}.`,
  leadingAnswer: (title, first, answered, clear) =>
    `${quote(first.label)} is the ${clear ? "clear" : "most common"} answer to ${quote(title)}, with ${percent(first.percent)} of ${count(answered, "answer", "answers")}.`,
  rankingExtremes: (r) =>
    `In ${quote(r.title)}, ${quote(r.best.item)} is ranked highest (average position ${decimal(r.best.meanPosition)}) and ${quote(r.worst.item)} lowest (${decimal(r.worst.meanPosition)}).`,
  matrixExtremes({ title, mostLast, mostFirst }) {
    const drew = (c: { row: string; column: string; percent: number }, verb: string) =>
      `${quote(c.row)}${verb} the most ${quote(c.column)} answers (${percent(c.percent)})`;
    const parts: string[] = [];
    if (mostLast) parts.push(drew(mostLast, " drew"));
    // After a first clause the verb is left out: "A drew the most X answers and B the most Y answers".
    if (mostFirst) parts.push(drew(mostFirst, mostLast ? "" : " drew"));
    return `In ${quote(title)}, ${parts.join(" and ")}.`;
  },
  numberRange: (n) => `Answers to ${quote(n.title)} averaged ${decimal(n.average)}, from ${decimal(n.min)} to ${decimal(n.max)}.`,
  crossTab(tab, theme) {
    const span = scoreSpan(tab.scoreFrom, tab.scoreTo, decimal);
    const answers = `${count(tab.respondents, "answer", "answers")} to ${quote(tab.textQuestionTitle)}`;
    const group =
      tab.segment === "low"
        ? `those who rated ${quote(tab.ratedQuestionTitle)} ${span} (${answers})`
        : `the ${tab.segment} of ${quote(tab.ratedQuestionTitle)} (${span}; ${answers})`;
    const others = theme.othersShare === null ? "" : `, against ${percent(theme.othersShare)} of the others`;
    return `Of ${group}, ${percent(theme.share)} mention ${quote(theme.label)}${others}.`;
  },
  nothingToCompare: (total) =>
    `${count(total, "response", "responses")} collected; the survey has no rated, choice or open-ended questions to compare.`,

  collectMore: (advised) =>
    `Collect at least ${advised} responses before acting on these results: share the survey link again or send a reminder.`,
  lookIntoWeakest: (score, lowestOfSeveral) =>
    `Look into ${quote(score.title)} first: it ${describeScore(score)}, ${lowestOfSeveral ? "the lowest-rated question" : "below the middle of its scale"}. ` +
    "A follow-up question asking why would show what to fix.",
  mainProblem: (theme, title, analyzed) =>
    `The main problem is ${quote(theme.term)}: ${percent(theme.share)} of the answers to ${quote(title)} (${decimal(theme.mentions)} of ${decimal(analyzed)}) mention it.`,
  addressComplaint: (term, title) =>
    `Address ${quote(term.term)}: it comes up in ${count(term.mentions, "negative answer", "negative answers")} to ${quote(title)}.`,
  readNegativeAnswers: (t) =>
    `Read ${answersOf(t)} closely: ${t.analyzed === 1 ? "it is negative" : `${t.negative} of ${t.analyzed} are negative`}.`,
  contactDetractors: (n) =>
    `Contact detractors of ${quote(n.title)} (${percent(n.detractorsPercent)} scored 0–6) to learn what went wrong: fewer detractors lifts the score fastest.`,
  convertPassives: (n) =>
    `Turn passives into promoters: ask the ${percent(n.passivesPercent)} who scored 7 or 8 on ${quote(n.title)} what would make it a 9 or 10.`,
  askPromoters: (n) =>
    `Ask your promoters (${percent(n.promotersPercent)} on ${quote(n.title)}) for reviews or referrals while their enthusiasm is high.`,
  raiseCompletion: (rate) =>
    `Only ${percent(rate)} of respondents finished: shorten the survey or move the most important questions earlier.`,
  tieFollowUp: (title, first, second) =>
    `${quote(first.label)} and ${quote(second.label)} are nearly tied in ${quote(title)}: a follow-up question could show what sets them apart.`,
  reconsiderLastRanked: (r) => `Reconsider ${quote(r.worst.item)}: respondents ranked it last on average in ${quote(r.title)}.`,
  keepStrength: (score) => `Keep what works behind ${quote(score.title)}: it ${describeScore(score)}.`,
  keepCollecting: () => "Keep collecting responses and run the analysis again to see whether these results hold.",
};
