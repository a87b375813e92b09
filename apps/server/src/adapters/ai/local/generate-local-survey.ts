import type { GeneratedQuestionDraft, GeneratedSurveyDraft } from "@sondar/core/ai/generated-survey";
import type { Language } from "@sondar/core/i18n/languages";
import { describeRemainingTime, estimateRemainingSeconds } from "@sondar/core/question-types/time-estimate";
import { extractTopic, type Topic } from "./english-subject";
import { hashText, mentionsAny, stems, words } from "./idea-words";
import { pickDomain } from "./pick-domain";
import { nps } from "./question-drafts";
import { ASPECTS, CONTACT_QUESTION, CONTACT_TERMS, NPS_TERMS, type SlotChoice } from "./survey-domains";
import { generateLocalizedSurvey } from "./localized/generate-localized-survey";
import { LANGUAGE_PACKS } from "./localized/packs";
import { titleCase } from "./title-case";

/** Slots a modifier may take over, least important first; the opening rating and closing open question stay. */
const REPLACEABLE_SLOTS = [3, 2, 1];
/** Where the idea's theme, or a named offer, replaces the domain's general question. */
const FOCUS_SLOT = 2;

function pickChoice(slot: readonly SlotChoice[], ideaStems: readonly string[], seed: string): GeneratedQuestionDraft {
  for (const choice of slot) {
    if ("when" in choice && mentionsAny(ideaStems, choice.when)) return choice.question;
  }
  const plain = slot.filter((choice): choice is GeneratedQuestionDraft => !("when" in choice));
  const fallback = plain.length ? plain : slot.map((choice) => ("when" in choice ? choice.question : choice));
  // Deterministic: the same idea always takes the same variant, different ideas vary.
  return fallback[hashText(seed) % fallback.length] as GeneratedQuestionDraft;
}

function fillText(text: string, topic: Topic, focus: string | null = null): string {
  const capitalized = topic.phrase.charAt(0).toUpperCase() + topic.phrase.slice(1);
  const forms: Record<string, string> = {
    topic: topic.phrase,
    Topic: capitalized,
    is: topic.plural ? "are" : "is",
    Is: topic.plural ? "Are" : "Is",
    does: topic.plural ? "do" : "does",
    Does: topic.plural ? "Do" : "Does",
    it: topic.plural ? "them" : "it",
    focus: focus ?? "",
  };
  return text.replace(/\{(\w+)\}/g, (match, key: string) => forms[key] ?? match);
}

/** Every string in a question template with its placeholders filled (templates are shared, so this copies). */
function fillQuestion(question: GeneratedQuestionDraft, topic: Topic, focus: string | null): GeneratedQuestionDraft {
  const fill = (value: unknown): unknown => {
    if (typeof value === "string") return fillText(value, topic, focus);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  return fill(question) as GeneratedQuestionDraft;
}

function isNps(question: GeneratedQuestionDraft): boolean {
  return question.type === "scale" && question.scaleSettings?.min === 0 && question.scaleSettings.max === 10;
}

function timeNote(questions: GeneratedQuestionDraft[]): string {
  const estimate = describeRemainingTime(estimateRemainingSeconds(questions, 0));
  if (estimate.kind === "lessThanMinute") return "It takes less than a minute.";
  return `It takes about ${estimate.count} minute${estimate.count === 1 ? "" : "s"}.`;
}

/**
 * The title with the idea's name in it: "{Name} Feedback Survey". When the name ends with the
 * word the title goes on with ("… statistics course" + "Course Feedback Survey"), it follows a
 * colon instead, so no word is said twice.
 */
function nameTitle(template: string, name: string): string {
  const after = template.split("{Name}")[1]?.trim() ?? "";
  const lastWord = name.split(/\s+/).at(-1)?.toLowerCase();
  if (template.startsWith("{Name}") && lastWord && after.split(/\s+/)[0]?.toLowerCase() === lastWord) {
    return `${after}: ${name}`;
  }
  // A function replacement, so "$&" or "$'" typed in an idea stays literal text.
  return template.replace("{Name}", () => name);
}

/**
 * The local engine: a free-text idea → a title, a description and five questions of mixed
 * types, offline and deterministic. It scores the idea against a table of domains, takes the
 * topic from the idea's wording, fills the domain's question templates with it, and adds an
 * e-mail question when the idea implies following up, or a 0–10 recommend question for NPS.
 */
export function generateLocalSurvey(idea: string, language: Language = "en"): GeneratedSurveyDraft {
  if (language !== "en") return generateLocalizedSurvey(idea, LANGUAGE_PACKS[language]);
  const ideaStems = stems(idea);
  const seed = words(idea).join(" ");
  const domain = pickDomain(ideaStems);
  const { subject, name, focus } = extractTopic(idea, domain);
  const topic = subject ?? domain.defaultTopic;
  const aspect = ASPECTS.find((a) => mentionsAny(ideaStems, a.terms));
  // "vegan restaurant": the vegan options are asked about once, by the aspect.
  const theme = focus && !(aspect && mentionsAny(stems(focus), aspect.terms)) ? focus : null;

  const questions = domain.slots.map((slot, index) => pickChoice(slot, ideaStems, `${seed}#${index}`));
  const replaceable = [...REPLACEABLE_SLOTS];
  const take = (slot: number) => replaceable.splice(replaceable.indexOf(slot), 1);
  if (theme && domain.focus) {
    questions[FOCUS_SLOT] = domain.focus;
    take(FOCUS_SLOT);
  }
  if (aspect) {
    const slot = replaceable.includes(FOCUS_SLOT) ? FOCUS_SLOT : 1;
    questions[slot] = aspect.question;
    take(slot);
  }
  if (mentionsAny(ideaStems, NPS_TERMS) && !questions.some(isNps)) {
    questions[replaceable.shift() ?? 3] = nps(domain.nps);
  }
  if (mentionsAny(ideaStems, CONTACT_TERMS)) {
    questions.splice(replaceable.shift() ?? 3, 1);
    questions.push(CONTACT_QUESTION);
  }
  const filled = questions.map((question) => fillQuestion(question, topic, theme));

  const title = name ? nameTitle(domain.title, name) : domain.defaultTitle;
  return {
    title: titleCase(title).slice(0, 200),
    description: `${fillText(domain.description, topic)} ${timeNote(filled)}`.slice(0, 1000),
    questions: filled,
  };
}
