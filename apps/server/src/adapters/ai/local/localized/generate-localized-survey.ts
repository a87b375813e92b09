import type { GeneratedQuestionDraft, GeneratedSurveyDraft } from "@sondar/core/ai/generated-survey";
import { describeRemainingTime, estimateRemainingSeconds } from "@sondar/core/question-types/time-estimate";
import { words } from "../idea-words";
import { npsIn } from "../question-drafts";
import { findSubject, tokenize, type Subject } from "./find-subject";
import type { Aspect, LanguagePack, LocalizedDomain } from "./language-pack";
import { subjectPhrase } from "./subject-phrase";

/** A domain needs this score to be chosen over the generic questions, as in the English engine. */
const MIN_DOMAIN_SCORE = 2;
/** Where what the idea is specifically about replaces the domain's question. */
const FOCUS_SLOT = 2;

/**
 * In a workplace survey the subject is the employer: kept when it is the creator's own ("nuestra
 * empresa") or a name ("Globex"); "el equipo en teletrabajo" says who answers, not where they work.
 */
function workplaceSubject(subject: Subject | null, domain: LocalizedDomain): Subject | null {
  if (!subject || !domain.workplace) return subject;
  return subject.determiner?.own || /^\p{Lu}/u.test(subject.head[0]?.text ?? "") ? subject : null;
}

/** Single words that name the domain outright and are not a place's noun: "laboral", not "restaurante". */
function namingWords(domain: LocalizedDomain, pack: LanguagePack): Set<string> {
  return new Set(
    Object.entries(domain.keywords)
      .filter(([term, weight]) => weight >= 2 && !term.includes(" ") && !(term in pack.nouns))
      .map(([term]) => words(term).join("")),
  );
}

/** German endings a noun takes by case and number: "Kurs", "Kurses", "Kurse", "Kursen". */
const GERMAN_ENDINGS = ["", "s", "es", "e", "en", "n"];

/** Whether a word is the term; in German also inflected or as the last part of a compound ("Fotografiekurs"). */
function isTerm(word: string, key: string, pack: LanguagePack): boolean {
  if (word === key) return true;
  return !!pack.nounsCapitalized && key.length >= 4 && GERMAN_ENDINGS.some((ending) => word.endsWith(key + ending));
}

function hasTerm(keys: readonly string[], text: string, term: string, pack: LanguagePack): boolean {
  const key = words(term).join(" ");
  if (text.includes(` ${key} `)) return true;
  return !key.includes(" ") && keys.some((word) => isTerm(word, key, pack));
}

function pickDomain(keys: readonly string[], pack: LanguagePack): LocalizedDomain {
  const text = ` ${keys.join(" ")} `;
  let best = { domain: pack.generic, score: MIN_DOMAIN_SCORE - 1 };
  for (const domain of pack.domains) {
    const score = Object.entries(domain.keywords).reduce(
      (sum, [term, weight]) => sum + (hasTerm(keys, text, term, pack) ? weight : 0),
      0,
    );
    if (score > best.score) best = { domain, score };
  }
  return best.domain;
}

function mentions(keys: readonly string[], terms: readonly string[]): boolean {
  const text = ` ${keys.join(" ")} `;
  return terms.some((term) => text.includes(` ${words(term).join(" ")} `));
}

function fill(value: unknown, forms: Record<string, string>, pack: LanguagePack): unknown {
  if (typeof value === "string") {
    // A function replacement, so "$&" typed in an idea stays literal text.
    return pack.contract(value.replace(/\{(\w+)\}/g, (match, key: string) => forms[key] ?? match));
  }
  if (Array.isArray(value)) return value.map((v) => fill(v, forms, pack));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, forms, pack)]));
  }
  return value;
}

function isNps(question: GeneratedQuestionDraft): boolean {
  return question.type === "scale" && question.scaleSettings?.min === 0 && question.scaleSettings.max === 10;
}

function aspectOf(keys: readonly string[], pack: LanguagePack): Aspect | undefined {
  return pack.aspects.find((aspect) => mentions(keys, aspect.terms));
}

/**
 * The local engine for an idea in Spanish, French, German or Portuguese: the same steps as the
 * English one (domain from the idea's words, subject woven into the domain's questions, NPS and
 * e-mail when asked for), every word from the language's own tables (docs/product/ai.md#survey-generation).
 */
export function generateLocalizedSurvey(idea: string, pack: LanguagePack): GeneratedSurveyDraft {
  const keys = words(idea);
  const domain = pickDomain(keys, pack);
  const clause = (
    idea
      .trim()
      .split(/[.!?;:\n()[\]¿¡]/)
      .find((part) => part.trim()) ?? ""
  ).trim();
  const subject = workplaceSubject(findSubject(tokenize(clause), pack, namingWords(domain, pack)), domain);
  const phrase = subject ? subjectPhrase(subject, pack, domain) : null;
  const topic = phrase?.topic ?? domain.defaultTopic;
  const focus = phrase?.focus ?? null;
  const aspect = aspectOf(keys, pack);

  const questions = [...domain.questions];
  // Slots the idea's own wishes may take over, least important first; the opening and closing questions stay.
  const replaceable = [3, 2, 1];
  const take = (slot: number) => {
    replaceable.splice(replaceable.indexOf(slot), 1);
    return slot;
  };
  if (focus && domain.focus) questions[take(FOCUS_SLOT)] = domain.focus;
  if (aspect) questions[take(replaceable.includes(FOCUS_SLOT) ? FOCUS_SLOT : 1)] = aspect.question;
  if (mentions(keys, pack.npsTerms) && !questions.some(isNps)) {
    questions[take(replaceable[0] ?? FOCUS_SLOT)] = npsIn(pack.npsLabels)(pack.nps);
  }
  if (mentions(keys, pack.contactTerms)) {
    const dropped = replaceable.find((slot) => !isNps(questions[slot] as GeneratedQuestionDraft)) ?? FOCUS_SLOT;
    questions.splice(dropped, 1);
    questions.push(pack.contactQuestion);
  }
  const capitalized = topic.charAt(0).toUpperCase() + topic.slice(1);
  const forms = { topic, Topic: capitalized, focus: focus ?? "" };
  const filled = questions.map((q) => fill(q, forms, pack) as GeneratedQuestionDraft);

  // "nuestra empresa" names the creator's own place; "un restaurante" is just a restaurant.
  const name = phrase?.name ?? "";
  const title = name
    ? `${domain.title}${pack.colon ?? ":"} ${name.charAt(0).toUpperCase()}${name.slice(1)}`
    : domain.defaultTitle;
  const estimate = describeRemainingTime(estimateRemainingSeconds(filled, 0));
  const note = pack.timeNote(estimate.kind === "minutes" ? estimate.count : null);
  return {
    title: title.slice(0, 200),
    description: `${fill(domain.description, forms, pack) as string} ${note}`.slice(0, 1000),
    questions: filled,
  };
}
