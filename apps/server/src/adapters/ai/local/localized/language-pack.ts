import type { GeneratedQuestionDraft } from "@sondar/core/ai/generated-survey";
import type { Language } from "@sondar/core/i18n/languages";
import type { LikertType } from "@sondar/core/question-types/likert";

export type Gender = "m" | "f" | "n";

/** What a determiner the user wrote tells about the noun after it ("una" → feminine, singular). */
export interface DeterminerInfo {
  gender?: Gender;
  plural?: boolean;
  /** "mi", "notre", "unser": the place is the creator's own, so the questions say "our". */
  own?: boolean;
}

/**
 * One survey domain written in one language. Text may hold {topic} (the subject with its
 * article, or quoted as a name when its gender is unknown), {Topic} (capitalised) and, in
 * `focus`, {focus}: what the idea is specifically about ("visualización de datos").
 */
export interface LocalizedDomain {
  /** The English domain's id: both languages score the same kinds of survey. */
  id: string;
  /** Words or phrases in this language (matched without accents), weighted as the English table. */
  keywords: Readonly<Record<string, number>>;
  /** Put before ": <name>" when the idea names a subject. */
  title: string;
  defaultTitle: string;
  /** With {topic}; the engine appends the time it takes. */
  description: string;
  /** The subject when the idea names none, with its article. */
  defaultTopic: string;
  /** Exactly five questions, the last an open one. */
  questions: readonly GeneratedQuestionDraft[];
  /** The subject is the employer: only the creator's own or a name is used in the questions. */
  workplace?: boolean;
  /** Asked instead of the third question when the idea names what it is specifically about. */
  focus?: GeneratedQuestionDraft;
}

/** A specific offer an idea names ("vegan"), asked about in the domain's own words. */
export interface Aspect {
  terms: readonly string[];
  question: GeneratedQuestionDraft;
}

export interface LanguagePack {
  language: Language;
  /** Short words frequent in this language and rare in the other four: they tell the idea's language. */
  functionWords: readonly string[];
  /** Words that end the subject phrase: a new clause or purpose ("que", "para", "um"). */
  breaks: readonly string[];
  /** Request and survey words that are never the subject ("crear", "encuesta", "satisfacción"). */
  fillers: readonly string[];
  /** Who answers rather than what about ("clientes"): a phrase made of them is the audience. */
  audience: readonly string[];
  /** Determiners, accent-free and lower-case, and what they say about the noun. */
  determiners: Readonly<Record<string, DeterminerInfo>>;
  /** Between a title and the subject's name: ":" (" :" in French). */
  colon?: string;
  /** Nouns are written with a capital (German), so words before the first one are adjectives. */
  nounsCapitalized?: boolean;
  /** Determiners that only the genitive of a masculine or neuter noun takes, whose "-s" ending goes. */
  genitives?: readonly string[];
  /** Genders of head nouns the domains know (accent-free, singular). */
  nouns: Readonly<Record<string, Gender>>;
  /** Gender and number from a noun's ending, where the language marks them; null when it does not. */
  guessGender: (word: string) => { gender: Gender; plural: boolean } | null;
  /** The definite article or possessive for a noun: "el ", "la ", "nuestros ". */
  article: (gender: Gender, plural: boolean, own: boolean) => string;
  /** A subject of unknown gender, written as a name: «X». */
  quote: (text: string) => string;
  /** Article contractions after filling: "de el" → "del", "à le" → "au". */
  contract: (text: string) => string;
  /** Every preposition: where one phrase of the idea ends and the next starts (decision 221). */
  prepositions: readonly string[];
  /** A preposition and an article in one word ("del", "du", "zum"), with what the article says. */
  contractions: Readonly<Record<string, DeterminerInfo>>;
  /** Prepositions whose phrase completes the noun before it: "de" in "club de remo". */
  complements: readonly string[];
  /** Prepositions whose phrase says what the subject is about: "sobre", "sur", "über". */
  themes: readonly string[];
  /** A plural noun of people by its ending ("desarrolladores", "développeurs"): who answers, not what about. */
  agentPlural: RegExp;
  /** Survey words that end a compound: "Patientenbefragung" is a survey, not its subject (German). */
  surveyNouns: readonly string[];
  /** Number words: "de dos días" says how long, not what about. */
  numbers: readonly string[];
  /** Words that introduce a place: "en Lyon". */
  places: readonly string[];
  aspects: readonly Aspect[];
  generic: LocalizedDomain;
  domains: readonly LocalizedDomain[];
  /** The 0–10 recommend question swapped in when the idea asks for NPS, with {topic}. */
  nps: string;
  npsLabels: [string, string];
  contactTerms: readonly string[];
  npsTerms: readonly string[];
  contactQuestion: GeneratedQuestionDraft;
  likertLabels: Record<Exclude<LikertType, "custom">, [string, string, string, string, string]>;
  /** "It takes about 2 minutes." */
  timeNote: (minutes: number | null) => string;
}
