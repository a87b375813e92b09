import { MAX_ASK_ANSWER, MAX_CITED_RESPONSES, type AskAnswer, type AskQuote } from "@sondar/core/ai/ask-data";
import { foldQuestion, parseAskIntent, type AskGroup } from "@sondar/core/ai/ask-intent";
import { isFreeTextType } from "@sondar/core/ai/analysis-survey-data";
import { inBand, scoreBand, type ScoreBand } from "@sondar/core/ai/cross-tab-segments";
import { cutText } from "@sondar/core/text/cut-text";
import { FALLBACK_LANGUAGE, type Language } from "@sondar/core/i18n/languages";
import type { AskDataInput, ChoiceAnswerSource } from "@sondar/core/ai/analysis-input";
import { detectAnswersLanguage } from "../analysis/answers-language";
import { analyzeTexts, type Theme } from "../analysis/analyze-texts";
import { editThemes } from "../analysis/edit-themes";
import { cutQuote } from "../analysis/group-themes";
import { askPhrasesFor, type AskPhrases, type GroupName } from "./ask-phrases";
import { createMentionMatcher, type MentionMatcher } from "./mention-matcher";

const MAX_THEMES = 3;
const QUOTES_PER_THEME = 3;
/**
 * A question title or searched term as named inside a sentence or a figure label: a title may be
 * 500 characters long, and two of them (a group's question and the answers' question) must fit
 * a 300-character label.
 */
const NAME_IN_PHRASE = 80;
const inPhrase = (text: string) => cutText(text, NAME_IN_PHRASE);

/** The sentences that fit the answer, in order: one per question, so a long survey's last ones are left out whole. */
function joinSentences(sentences: readonly string[]): string {
  let answer = "";
  for (const sentence of sentences) {
    const next = answer ? `${answer} ${sentence}` : sentence;
    if (next.length > MAX_ASK_ANSWER) break;
    answer = next;
  }
  return answer;
}

interface ReadAnswer {
  text: string;
  responseId: string;
  scores: Readonly<Record<string, number>>;
}

interface TextQuestion {
  questionId: string;
  /** Shortened to be named in a phrase. */
  title: string;
  answers: ReadAnswer[];
}

/** The free-text questions with answers read, each answer with its response. */
function textQuestionsOf(input: AskDataInput): TextQuestion[] {
  return input.data.questionAnalysis.flatMap((q) => {
    if (q.kind !== "text" || !isFreeTextType(q.type)) return [];
    const texts = input.textAnswers[q.questionId] ?? [];
    const sources = input.answerSources[q.questionId] ?? [];
    const answers = texts.flatMap((text, i) => {
      const source = sources[i];
      return source && text.trim().length > 0 ? [{ text, responseId: source.responseId, scores: source.scores }] : [];
    });
    return answers.length > 0 ? [{ questionId: q.questionId, title: inPhrase(q.title), answers }] : [];
  });
}

/** Words of a question's title long enough to tell it apart ("delivery", not "the"). */
const titleWords = (title: string) =>
  foldQuestion(title)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 4);

/**
 * The rated question and scores a group stands for, or null when no question of the survey
 * places it. Promoters and detractors belong to the first Net Promoter question. A score range
 * goes to a rating or scale question whose range holds it: the one the question names by its
 * title's words ("rated the delivery 1-2"), else the one with the most respondents in the range.
 */
function placeGroup(input: AskDataInput, group: AskGroup): { name: GroupName; questionId: string; band: ScoreBand } | null {
  const rated = input.data.questionAnalysis.flatMap((q) =>
    q.kind === "numeric" && q.range && (q.type === "rating" || q.type === "scale") ? [{ ...q, range: q.range }] : [],
  );
  if (group.kind !== "scores") {
    const nps = rated.find((q) => q.nps);
    return nps
      ? {
          name: { kind: group.kind, title: inPhrase(nps.title) },
          questionId: nps.questionId,
          band: scoreBand(group.kind, nps.range),
        }
      : null;
  }
  const asked = new Set(foldQuestion(input.question).split(/[^\p{L}\p{N}]+/u));
  const ranked = rated
    .filter((q) => group.from >= q.range.min && group.to <= q.range.max)
    .map((q) => ({
      q,
      named: titleWords(q.title).filter((word) => asked.has(word)).length,
      inBand: q.distribution.filter((d) => inBand(d.value, group)).reduce((sum, d) => sum + d.count, 0),
    }))
    .sort((a, b) => b.named - a.named || b.inBand - a.inBand);
  const best = ranked[0]?.q;
  return best
    ? {
        name: { kind: "scores", title: inPhrase(best.title), from: group.from, to: group.to },
        questionId: best.questionId,
        band: group,
      }
    : null;
}

function quotesOf(members: readonly number[], answers: readonly ReadAnswer[]): AskQuote[] {
  const seen = new Set<string>();
  const quotes: AskQuote[] = [];
  for (const i of members) {
    const answer = answers[i];
    if (!answer || quotes.length === QUOTES_PER_THEME) continue;
    const text = cutQuote(answer.text.trim());
    if (seen.has(text)) continue;
    seen.add(text);
    quotes.push({ text, responseId: answer.responseId });
  }
  return quotes;
}

function themeOut(theme: Theme, answers: readonly ReadAnswer[]) {
  return { label: theme.term, count: theme.mentions, quotes: quotesOf(theme.answerIndexes, answers) };
}

/** The themes of some answers to one question, with the creator's renames, merges and hides (docs/product/ai.md#editable-themes). */
function themesOf(input: AskDataInput, questionId: string, texts: readonly string[]): Theme[] {
  return editThemes(questionId, analyzeTexts(texts), input.themeEdits ?? []).themes;
}

function unplaced(say: AskPhrases, answer = say.unplaced): AskAnswer {
  return { placed: false, answer, figures: [], themes: [], citedResponseIds: [], suggestions: [...say.suggestions] };
}

function cite(ids: Iterable<string>): string[] {
  return [...new Set(ids)].slice(0, MAX_CITED_RESPONSES);
}

/** A choice question's answers read, with the options the creator's term names. */
interface ChoiceQuestion {
  questionId: string;
  /** Shortened to be named in a phrase. */
  title: string;
  answers: readonly ChoiceAnswerSource[];
  named: readonly string[];
}

/** The single and multiple choice questions with an option the term names, in survey order. */
function choiceQuestionsNaming(input: AskDataInput, matches: MentionMatcher): ChoiceQuestion[] {
  return input.data.questionAnalysis.flatMap((q) => {
    const answers = input.choiceAnswers?.[q.questionId];
    if (q.kind !== "choice" || !answers?.length) return [];
    const named = q.options.map((option) => option.label).filter((label) => matches(label));
    return named.length > 0 ? [{ questionId: q.questionId, title: inPhrase(q.title), answers, named }] : [];
  });
}

/** The languages a term is stemmed in: the creator's, and each written question's answers'. */
function readingLanguages(input: AskDataInput, questions: readonly TextQuestion[]): Language[] {
  const detected = questions.flatMap((q) => detectAnswersLanguage(q.answers.map((a) => a.text)) ?? []);
  return [...new Set([input.language ?? FALLBACK_LANGUAGE, ...detected])];
}

/**
 * "How many mention X", counted in responses (docs/product/ai.md#ask-your-data): a response
 * mentions X when one of its written answers has a word that starts with X or shares its stem
 * ("pricing" for "price"), when a written answer is in a theme whose name does ("late" → the
 * "late delivery" theme's "took 50 minutes"), or when it picked a choice option so named (the
 * "Price" option). The answer gives the responses first, then what each question adds.
 */
function countMentions(say: AskPhrases, input: AskDataInput, questions: readonly TextQuestion[], searched: string): AskAnswer {
  const term = inPhrase(searched);
  const matches = createMentionMatcher(searched, readingLanguages(input, questions));
  const mentioning = new Set<string>();
  const parts = new Map<string, { sentence: string; figure: AskAnswer["figures"][number] }>();
  const themes: AskAnswer["themes"] = [];
  for (const q of questions) {
    const texts = q.answers.map((a) => a.text);
    const named = themesOf(input, q.questionId, texts).filter((theme) => matches(theme.term));
    const members = new Set(named.flatMap((theme) => theme.answerIndexes));
    texts.forEach((text, i) => {
      if (matches(text)) members.add(i);
    });
    const ordered = [...members].sort((a, b) => a - b);
    parts.set(q.questionId, {
      sentence: say.count(ordered.length, texts.length, term, q.title),
      figure: { label: say.countFigure(term, q.title), count: ordered.length, of: texts.length },
    });
    themes.push(...named.map((theme) => themeOut(theme, q.answers)));
    if (ordered.length > 0 && named.length === 0)
      themes.push({ label: term, count: ordered.length, quotes: quotesOf(ordered, q.answers) });
    for (const i of ordered) mentioning.add(q.answers[i]?.responseId ?? "");
  }
  for (const q of choiceQuestionsNaming(input, matches)) {
    const options = q.named.map((label) => inPhrase(label));
    const chose = q.answers.filter((a) => a.picked.some((picked) => q.named.includes(picked)));
    parts.set(q.questionId, {
      sentence: say.chose(chose.length, q.answers.length, options, q.title),
      figure: { label: say.choseFigure(options, q.title), count: chose.length, of: q.answers.length },
    });
    for (const a of chose) mentioning.add(a.responseId);
  }
  mentioning.delete("");
  // Survey order, after the responses that mention it at all.
  const ordered = input.data.questionAnalysis.flatMap((q) => parts.get(q.questionId) ?? []);
  const total = Math.max(input.data.totalResponses, mentioning.size);
  return {
    placed: true,
    answer: joinSentences([say.responses(mentioning.size, total, term), ...ordered.map((part) => part.sentence)]),
    figures: [
      { label: say.responsesFigure(term), count: mentioning.size, of: total },
      ...ordered.map((part) => part.figure),
    ].slice(0, 10),
    themes: themes.slice(0, 5),
    citedResponseIds: cite(mentioning),
    suggestions: [],
  };
}

/** "What do detractors complain about": the themes of a group's answers, of the tone asked, with quotes. */
function groupThemes(
  say: AskPhrases,
  input: AskDataInput,
  questions: readonly TextQuestion[],
  group: AskGroup | null,
  tone: "positive" | "negative" | null,
): AskAnswer {
  const placed = group ? placeGroup(input, group) : null;
  if (group && !placed) return unplaced(say, say.noScored);
  const groupName = say.group(placed?.name ?? { kind: "everyone" });
  const sentences: string[] = [];
  const figures: AskAnswer["figures"] = [];
  const themes: AskAnswer["themes"] = [];
  const cited: string[] = [];
  for (const q of questions) {
    const inGroup = placed
      ? q.answers.filter((a) => {
          const score = a.scores[placed.questionId];
          return score !== undefined && inBand(score, placed.band);
        })
      : q.answers;
    figures.push({ label: say.groupFigure(groupName, q.title), count: inGroup.length, of: q.answers.length });
    if (inGroup.length === 0) continue;
    // Tone is read for English answers only; elsewhere every theme of the group is shown (decision 120).
    const picked = themesOf(
      input,
      q.questionId,
      inGroup.map((a) => a.text),
    )
      .filter((theme) => !tone || theme.tone === null || theme.tone === tone)
      .slice(0, MAX_THEMES);
    if (picked.length === 0) {
      sentences.push(say.noThemes(groupName, inGroup.length, q.title));
      continue;
    }
    sentences.push(
      say.themes(
        groupName,
        inGroup.length,
        q.title,
        tone,
        picked.map((theme) => `"${theme.term}" (${theme.mentions})`).join(", "),
      ),
    );
    themes.push(...picked.map((theme) => themeOut(theme, inGroup)));
    cited.push(...picked.flatMap((theme) => theme.answerIndexes.map((i) => inGroup[i]?.responseId ?? "")));
  }
  return {
    placed: true,
    answer: sentences.length > 0 ? joinSentences(sentences) : say.noThemes(groupName, 0, questions[0]?.title ?? ""),
    figures: figures.slice(0, 10),
    themes: themes.slice(0, 5),
    citedResponseIds: cite(cited.filter(Boolean)),
    suggestions: [],
  };
}

/**
 * The local engine's answer to a question about the responses (docs/product/ai.md#ask-your-data):
 * filters, counts and quotes for the intents it reads, and an honest "I can't place that" with
 * example questions otherwise. Respondent text is counted and quoted, never followed.
 */
export function answerQuestionLocally(input: AskDataInput): AskAnswer {
  const say = askPhrasesFor(input.language);
  const intent = parseAskIntent(input.question);
  if (intent.kind === "unplaced") return unplaced(say);
  const questions = textQuestionsOf(input);
  const choices = Object.values(input.choiceAnswers ?? {}).some((answers) => answers.length > 0);
  // Checked against the contract's schema by the caller, as a provider's answer is.
  if (intent.kind === "count" && (questions.length > 0 || choices)) return countMentions(say, input, questions, intent.term);
  if (questions.length === 0) return unplaced(say, say.noText);
  return intent.kind === "count"
    ? countMentions(say, input, questions, intent.term)
    : groupThemes(say, input, questions, intent.group, intent.tone);
}
