import { FALLBACK_LANGUAGE, type Language } from "@sondar/core/i18n/languages";
import type { Phrasebook } from "./phrasebook";
import { phrasebookDe } from "./phrasebook-de";
import { phrasebookEn } from "./phrasebook-en";
import { phrasebookEs } from "./phrasebook-es";
import { phrasebookFr } from "./phrasebook-fr";
import { phrasebookPt } from "./phrasebook-pt";

const PHRASEBOOKS: Record<Language, Phrasebook> = {
  en: phrasebookEn,
  es: phrasebookEs,
  fr: phrasebookFr,
  de: phrasebookDe,
  pt: phrasebookPt,
};

/** The sentences of the creator's language; English when none is given. */
export function pickPhrasebook(language: Language | undefined): Phrasebook {
  return PHRASEBOOKS[language ?? FALLBACK_LANGUAGE];
}
