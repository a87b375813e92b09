import type { Language } from "@sondar/core/i18n/languages";
import type { ConceptTable, ThemeConcept } from "./theme-concepts";
import { conceptsDe } from "./theme-concepts-de";
import { conceptsEn } from "./theme-concepts-en";
import { conceptsEs } from "./theme-concepts-es";
import { conceptsFr } from "./theme-concepts-fr";
import { conceptsPt } from "./theme-concepts-pt";

const TABLES: Record<Language, ConceptTable> = { en: conceptsEn, es: conceptsEs, fr: conceptsFr, de: conceptsDe, pt: conceptsPt };

/** The complaint and praise concepts of the language the answers are written in. */
export function pickThemeConcepts(language: Language): readonly ThemeConcept[] {
  return Object.values(TABLES[language]);
}
