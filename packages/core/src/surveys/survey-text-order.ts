import type { Language } from "../i18n/languages";

/** Text with case and accents folded away the locale's way, so "Élève" and "eleve" meet. */
export function foldSearchText(text: string, locale: Language): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase(locale).normalize("NFC");
}

/** A test of whether a survey's title or description contains the search, ignoring case and accents; the search is folded once. */
export function surveySearchMatcher(
  search: string,
  locale: Language,
): (survey: { title: string; description: string }) => boolean {
  const needle = foldSearchText(search.trim(), locale);
  if (!needle) return () => true;
  return (survey) =>
    foldSearchText(survey.title, locale).includes(needle) || foldSearchText(survey.description, locale).includes(needle);
}

/**
 * Orders titles A–Z as people of `locale` expect: accents and case do not separate letters
 * ("Élève" beside "eleve", before "Zebra") and numbers count up ("Survey 2" before "Survey 10").
 */
export function compareSurveyTitles(locale: Language): (a: string, b: string) => number {
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  return (a, b) => collator.compare(a, b);
}
