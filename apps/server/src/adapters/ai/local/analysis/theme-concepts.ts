/**
 * A complaint or praise concept that open answers name in many ways ("arrived cold", "food was
 * lukewarm", "cold noodles"): one theme, named by a short phrase with the thing most of its
 * answers talk about ("cold food", "late delivery", "late start"). Matched on text folded by
 * `foldForCues` (docs/decisions/121-phrase-themes.md, docs/decisions/131-phrase-themes-in-five-languages.md).
 */
export interface ThemeConcept {
  cue: RegExp;
  /**
   * The thing each noun stands for in this concept ("noodles" → "food", "courier" → "driver").
   * A noun is a pattern: "liefer\\w*" covers the German compounds "Lieferung" and "Lieferzeit".
   */
  nouns: Readonly<Record<string, string>>;
  /** The phrase with the thing, or alone when no thing is common to its answers. */
  name(thing: string | null): string;
}

/**
 * The complaint and praise ideas every language has concepts for, so a theme found in English
 * is found in the others too.
 */
export type ConceptIdea =
  | "late"
  | "cold"
  | "soggy"
  | "wrongItems"
  | "rude"
  | "friendly"
  | "tasty"
  | "fast"
  | "slow"
  | "price"
  | "bugs"
  | "confusing"
  | "crowded"
  | "vegetarian";

export type ConceptTable = Readonly<Record<ConceptIdea, ThemeConcept>>;

/** Each noun form standing for one thing. */
export const as = (thing: string, forms: readonly string[]) => Object.fromEntries(forms.map((form) => [form, thing]));

/**
 * A name written out for each thing: in Spanish, French, German and Portuguese the adjective
 * agrees with the noun ("comida fría", "plats froids", "kaltes Essen"), so no name is built by
 * putting words side by side.
 */
export const phrased =
  (phrases: Readonly<Record<string, string>>, alone: string) =>
  (thing: string | null): string =>
    (thing === null ? undefined : phrases[thing]) ?? alone;
