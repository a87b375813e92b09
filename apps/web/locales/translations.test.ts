import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * en/translation.json is the source of truth. Every other locale must define exactly
 * its keys, with the same {{placeholders}} and no empty strings, so that a change to
 * the English file that is not carried over to a translation fails here.
 */

type Flat = Map<string, string>;

const TRANSLATIONS = ["es", "fr", "de", "pt"] as const;
type Translation = (typeof TRANSLATIONS)[number];

/** Plural forms a language may have beyond the `_one` / `_other` pair en defines. */
const EXTRA_PLURAL_SUFFIXES: Record<Translation, readonly string[]> = {
  es: [],
  fr: ["_many"],
  de: [],
  pt: [],
};

function load(language: string): unknown {
  const file = join(import.meta.dirname, language, "translation.json");
  return JSON.parse(readFileSync(file, "utf8")) as unknown;
}

/** Dotted key -> string. A leaf that is not a string is an error: i18next cannot show it. */
function flatten(value: unknown, prefix = "", into: Flat = new Map()): Flat {
  if (typeof value === "string") {
    into.set(prefix, value);
  } else if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
    }
  } else {
    throw new Error(`"${prefix}" is ${JSON.stringify(value)}, expected a string or an object`);
  }
  return into;
}

/** The en key a translated key answers to: itself, or `X_other` for an allowed extra plural form `X_many`. */
function sourceKey(key: string, en: Flat, language: Translation): string | undefined {
  if (en.has(key)) return key;
  for (const suffix of EXTRA_PLURAL_SUFFIXES[language]) {
    if (!key.endsWith(suffix)) continue;
    const other = `${key.slice(0, -suffix.length)}_other`;
    if (en.has(other)) return other;
  }
  return undefined;
}

function placeholders(text: string): string[] {
  return [...new Set(text.match(/\{\{[^{}]*\}\}/g) ?? [])].sort();
}

function missingKeys(en: Flat, translated: Flat): string[] {
  return [...en.keys()].filter((key) => !translated.has(key));
}

function extraKeys(en: Flat, translated: Flat, language: Translation): string[] {
  return [...translated.keys()].filter((key) => sourceKey(key, en, language) === undefined);
}

function placeholderMismatches(en: Flat, translated: Flat, language: Translation): string[] {
  const mismatches: string[] = [];
  for (const [key, text] of translated) {
    const source = sourceKey(key, en, language);
    const english = source === undefined ? undefined : en.get(source);
    if (english === undefined) continue;
    const expected = placeholders(english);
    const actual = placeholders(text);
    if (expected.join(" ") !== actual.join(" ")) {
      mismatches.push(`${key}: expected ${expected.join(" ") || "none"}, got ${actual.join(" ") || "none"}`);
    }
  }
  return mismatches;
}

function emptyKeys(flat: Flat): string[] {
  return [...flat].filter(([, text]) => text.trim() === "").map(([key]) => key);
}

const en = flatten(load("en"));

describe("en translation (source of truth)", () => {
  it("has keys to compare against", () => {
    expect(en.size).toBeGreaterThan(0);
  });

  it("has no empty strings", () => {
    expect(emptyKeys(en)).toEqual([]);
  });
});

describe.each(TRANSLATIONS)("%s translation", (language) => {
  const translated = flatten(load(language));

  it("defines every key en defines, including both _one and _other plural forms", () => {
    expect(missingKeys(en, translated)).toEqual([]);
  });

  it("defines no key en lacks, apart from the language's extra plural forms", () => {
    expect(extraKeys(en, translated, language)).toEqual([]);
  });

  it("uses exactly the {{placeholders}} of the matching en string", () => {
    expect(placeholderMismatches(en, translated, language)).toEqual([]);
  });

  it("has no empty strings", () => {
    expect(emptyKeys(translated)).toEqual([]);
  });
});

describe("the checks above", () => {
  const de = flatten(load("de"));

  it("report a key removed from a translation as missing", () => {
    const broken = new Map(de);
    broken.delete("toast.more_one");
    expect(missingKeys(en, broken)).toEqual(["toast.more_one"]);
  });

  it("report a key en lacks as extra, and _many as extra outside French", () => {
    const broken = new Map(de).set("nav.unknown", "Unbekannt").set("toast.more_many", "+{{count}}");
    expect(extraKeys(en, broken, "de")).toEqual(["nav.unknown", "toast.more_many"]);
    expect(extraKeys(en, new Map(de).set("toast.more_many", "+{{count}}"), "fr")).toEqual([]);
  });

  it("report a renamed or dropped placeholder", () => {
    const broken = new Map(de)
      .set("nav.welcome", "Willkommen, {{username}}")
      .set("toast.more_other", "Weitere Benachrichtigungen");
    expect(placeholderMismatches(en, broken, "de").sort()).toEqual([
      "nav.welcome: expected {{name}}, got {{username}}",
      "toast.more_other: expected {{count}}, got none",
    ]);
  });

  it("report a blank string as empty", () => {
    expect(emptyKeys(new Map(de).set("common.close", "  "))).toEqual(["common.close"]);
  });
});
