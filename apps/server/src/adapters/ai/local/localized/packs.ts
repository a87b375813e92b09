import type { Language } from "@sondar/core/i18n/languages";
import type { LanguagePack } from "./language-pack";
import { GERMAN } from "./pack-de";
import { SPANISH } from "./pack-es";
import { FRENCH } from "./pack-fr";
import { PORTUGUESE } from "./pack-pt";

/** The local generator's tables for the product's languages other than English (that one is survey-domains.ts). */
export const LANGUAGE_PACKS: Readonly<Record<Exclude<Language, "en">, LanguagePack>> = {
  es: SPANISH,
  fr: FRENCH,
  de: GERMAN,
  pt: PORTUGUESE,
};
