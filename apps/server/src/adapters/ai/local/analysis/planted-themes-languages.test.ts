import type { Language } from "@sondar/core/i18n/languages";
import { describe, expect, it } from "vitest";
import {
  FOOD_DELIVERY_DE,
  FOOD_DELIVERY_ES,
  FOOD_DELIVERY_FR,
  FOOD_DELIVERY_PT,
  PLANTED_SETS_IN_OTHER_LANGUAGES,
} from "../../../../../test/fixtures/analysis/planted-sets-languages";
import { analyzeLocalSurvey } from "./analyze-local-survey";
import { analyzeTexts } from "./analyze-texts";
import { namesPlanted, themeOfPlanted } from "./test-planted-theme";
import { cafeSurveyData } from "./test-sample-survey-data";

describe.each(PLANTED_SETS_IN_OTHER_LANGUAGES)("themes on the planted $name set", (set) => {
  const insights = analyzeTexts(set.answers);
  const theme = (label: string) => themeOfPlanted(insights.themes, set.plantedAt, label);

  it("reads the answers as their language", () => {
    expect(insights.language).toBe(set.language);
    expect(set.answers.length).toBeGreaterThanOrEqual(150);
  });

  it.each(set.themes)("finds $label with its count (±5 %) and a name that says it, and leaves its tone unread", (planted) => {
    const found = theme(planted.label);
    expect(found && namesPlanted(found.term, planted.label), `${planted.label} named "${found?.term}"`).toBe(true);
    expect(Math.abs((found?.mentions ?? 0) - planted.count)).toBeLessThanOrEqual(Math.ceil(0.05 * planted.count));
    expect(found?.share).toBeCloseTo((100 * (found?.mentions ?? 0)) / set.answers.length, 1);
    // Tone in this language is measured, not reported (docs/decisions/213-tone-in-other-languages.md).
    expect(found?.tone).toBeNull();
  });

  it("groups under each theme only answers planted for it", () => {
    for (const planted of set.themes) {
      expect(theme(planted.label)?.answerIndexes.filter((i) => set.plantedAt[i] !== planted.label)).toEqual([]);
    }
  });

  it("counts the answer carrying an instruction in its theme and quotes it as written", () => {
    const cold = theme(set.themes[1]?.label ?? "");
    expect(cold?.answerIndexes.map((i) => set.answers[i])).toContain(set.injection);
    // Quoted as the answer at its own position, so it links to its own response.
    expect(cold?.quotes).toContainEqual({ text: set.injection, answerIndex: set.answers.indexOf(set.injection) });
  });

  it("reports the share of answers in some theme, and the others with examples", () => {
    expect(insights.coverage).toBeGreaterThanOrEqual(85);
    expect(insights.other.count).toBe(set.answers.length - new Set(insights.themes.flatMap((t) => t.answerIndexes)).size);
    expect(insights.other.quotes.length).toBeGreaterThan(0);
  });
});

describe("inflections, missing accents and synonyms", () => {
  const textsOf = (answers: string[], planted: readonly (string | null)[], label: string) =>
    themeOfPlanted(analyzeTexts(answers).themes, planted, label)?.answerIndexes.map((i) => answers[i]) ?? [];

  it.each([
    [
      FOOD_DELIVERY_ES,
      "comida fría",
      ["Sopa fria otra vez.", "Mi pasta llego fria.", "Llegaron tibios los tacos.", "Todo estaba templado, nada caliente."],
    ],
    [
      FOOD_DELIVERY_FR,
      "plats froids",
      ["Mes pates etaient froides.", "Sushis tièdes, riz froid.", "Burger froid encore une fois."],
    ],
    [
      FOOD_DELIVERY_DE,
      "kaltes Essen",
      ["Die Pommes sind kalt angekommen.", "Das Hahnchen war eiskalt.", "Lauwarme Nudeln, schon wieder."],
    ],
    [
      FOOD_DELIVERY_DE,
      "verspätete Lieferung",
      ["Lieferzeit viel zu lang, deutlich später als angegeben.", "Die Lieferung verzögert sich jedes Mal."],
    ],
    [FOOD_DELIVERY_PT, "comida fria", ["Macarrão frio de novo.", "Chegaram mornos os tacos.", "Tudo estava morno, nada quente."]],
  ] as const)("puts each way of saying it in one theme (%#)", (set, label, forms) => {
    expect(textsOf(set.answers, set.plantedAt, label)).toEqual(expect.arrayContaining([...forms]));
  });
});

/** Each filler answer of the language's planted set once: enough text to tell the language, and no theme. */
function fillerIn(language: Language): string[] {
  const set = PLANTED_SETS_IN_OTHER_LANGUAGES.find((s) => s.language === language);
  return [...new Set(set?.answers.filter((_, i) => set.plantedAt[i] === null))];
}

describe("a quality after a negator", () => {
  it.each([
    [
      "es",
      ["El pedido llegó tarde otra vez.", "La entrega llegó tarde, como siempre.", "El pedido llegó tarde de nuevo."],
      ["Nunca llegan tarde, la verdad.", "La entrega no llegó tarde esta vez."],
    ],
    [
      "fr",
      ["Livraison en retard, encore.", "La commande est arrivée en retard.", "Encore en retard."],
      ["Jamais en retard, bravo.", "La livraison n'était pas en retard cette fois."],
    ],
    [
      "de",
      ["Die Lieferung kam zu spät.", "Lieferung wieder verspätet.", "Schon wieder zu spät."],
      ["Nie zu spät, sehr gut.", "Die Lieferung war diesmal nicht verspätet."],
    ],
    [
      "pt",
      ["A entrega chegou atrasada.", "Pedido atrasado de novo.", "Chegou atrasado."],
      ["Nunca atrasado, parabéns.", "A entrega não atrasou desta vez."],
    ],
  ] as const)("is not counted with the quality in %s", (language: Language, complaints, negated) => {
    const answers = [...complaints, ...negated, ...fillerIn(language)];
    const { language: read, themes } = analyzeTexts(answers);
    expect(read).toBe(language);
    // No theme named "late" holds an answer saying it was not late.
    for (const theme of themes.filter((t) => namesPlanted(t.term, "late"))) {
      expect(theme.answerIndexes, theme.term).not.toContain(3);
      expect(theme.answerIndexes, theme.term).not.toContain(4);
    }
  });
});

describe("an instruction written in an answer in another language", () => {
  it.each(PLANTED_SETS_IN_OTHER_LANGUAGES)("is counted like any answer, never obeyed ($language)", async (set) => {
    const result = await analyzeLocalSurvey({
      data: cafeSurveyData(),
      textAnswers: { q_comments: set.answers },
      language: set.language,
    });
    expect([result.summary, ...result.keyInsights, ...result.recommendations].join(" ")).not.toMatch(set.injectedClaim);
    expect(result.themes?.some((theme) => theme.quotes.includes(set.injection))).toBe(true);
  });
});
