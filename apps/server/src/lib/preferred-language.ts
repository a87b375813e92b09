import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from "@sondar/core/i18n/languages";
import Negotiator from "negotiator";

/** The best of our languages for a request's Accept-Language header (English when none fits). */
export function preferredLanguage(headers: Headers | undefined | null): Language {
  const header = headers?.get("accept-language");
  if (!header) return FALLBACK_LANGUAGE;
  const [best] = new Negotiator({ headers: { "accept-language": header } }).languages([...LANGUAGES]);
  return (best as Language | undefined) ?? FALLBACK_LANGUAGE;
}

/** The languages a request's Accept-Language header names, best first, as written ("es-ES"); none without one. */
export function acceptedLanguages(headers: Headers | undefined | null): string[] {
  const header = headers?.get("accept-language");
  if (!header) return [];
  return new Negotiator({ headers: { "accept-language": header } }).languages();
}
