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
import { cafeSurveyData } from "./test-sample-survey-data";

describe.each(PLANTED_SETS_IN_OTHER_LANGUAGES)("themes on the planted $name set", (set) => {
  const insights = analyzeTexts(set.answers);
  const theme = (label: string) => insights.themes.find((t) => t.term === label);
  const textsOf = (label: string) => theme(label)?.answerIndexes.map((i) => set.answers[i]) ?? [];

  it("reads the answers as their language", () => {
    expect(insights.language).toBe(set.language);
    expect(set.answers.length).toBeGreaterThanOrEqual(150);
  });

  it.each(set.themes)("names $label with its count (±5 %), and leaves its tone unread", (planted) => {
    const found = theme(planted.label);
    expect(found, planted.label).toBeDefined();
    expect(Math.abs((found?.mentions ?? 0) - planted.count)).toBeLessThanOrEqual(Math.ceil(0.05 * planted.count));
    expect(found?.share).toBeCloseTo((100 * (found?.mentions ?? 0)) / set.answers.length, 1);
    // Tone in this language is measured, not reported (docs/decisions/120-feedback-tone.md).
    expect(found?.tone).toBeNull();
  });

  it("groups under each phrase only answers planted for it", () => {
    for (const planted of set.themes) {
      expect(theme(planted.label)?.answerIndexes.filter((i) => set.plantedAt[i] !== planted.label)).toEqual([]);
    }
  });

  it("counts the answer carrying an instruction in its theme and quotes it as written", () => {
    const cold = set.themes[1]?.label ?? "";
    expect(textsOf(cold)).toContain(set.injection);
    // Quoted as the answer at its own position, so it links to its own response.
    expect(theme(cold)?.quotes).toContainEqual({ text: set.injection, answerIndex: set.answers.indexOf(set.injection) });
  });
});

describe("inflections, missing accents and compounds", () => {
  const textsOf = (answers: string[], label: string) => {
    const found = analyzeTexts(answers).themes.find((t) => t.term === label);
    return found?.answerIndexes.map((i) => answers[i]) ?? [];
  };

  it.each([
    [
      FOOD_DELIVERY_ES.answers,
      "comida fría",
      ["Sopa fria otra vez.", "Mi pasta llego fria.", "Llegaron tibios los tacos.", "Todo estaba templado, nada caliente."],
    ],
    [
      FOOD_DELIVERY_FR.answers,
      "plats froids",
      ["Mes pates etaient froides.", "Sushis tièdes, riz froid.", "Burger froid encore une fois."],
    ],
    [
      FOOD_DELIVERY_DE.answers,
      "kaltes Essen",
      ["Die Pommes sind kalt angekommen.", "Das Hahnchen war eiskalt.", "Lauwarme Nudeln, schon wieder."],
    ],
    [
      FOOD_DELIVERY_DE.answers,
      "verspätete Lieferung",
      ["Lieferzeit viel zu lang, deutlich später als angegeben.", "Die Lieferung verzögert sich jedes Mal."],
    ],
    [
      FOOD_DELIVERY_PT.answers,
      "comida fria",
      ["Macarrão frio de novo.", "Chegaram mornos os tacos.", "Tudo estava morno, nada quente."],
    ],
  ] as const)("puts each way of saying it under one phrase (%#)", (answers, label, forms) => {
    expect(textsOf([...answers], label)).toEqual(expect.arrayContaining([...forms]));
  });
});

/** Each filler answer of the language's planted set once: enough text to tell the language, and no theme. */
function fillerIn(language: Language): string[] {
  const set = PLANTED_SETS_IN_OTHER_LANGUAGES.find((s) => s.language === language);
  return [...new Set(set?.answers.filter((_, i) => set.plantedAt[i] === null))];
}

describe("a concept after a negator", () => {
  it.each([
    [
      "es",
      "entrega tardía",
      ["El pedido llegó tarde otra vez.", "La entrega llegó tarde, como siempre."],
      ["Nunca llegan tarde, la verdad.", "La entrega no llegó tarde esta vez."],
    ],
    [
      "fr",
      "livraison en retard",
      ["Livraison en retard, encore.", "La commande est arrivée en retard."],
      ["Jamais en retard, bravo.", "La livraison n'était pas en retard cette fois."],
    ],
    [
      "de",
      "verspätete Lieferung",
      ["Die Lieferung kam zu spät.", "Lieferung wieder verspätet."],
      ["Nie zu spät, sehr gut.", "Die Lieferung war diesmal nicht verspätet."],
    ],
    [
      "pt",
      "entrega atrasada",
      ["A entrega chegou atrasada.", "Pedido atrasado de novo."],
      ["Nunca atrasado, parabéns.", "A entrega não atrasou desta vez."],
    ],
  ] as const)("is not counted in %s", (language: Language, label, complaints, negated) => {
    const answers = [...complaints, ...negated, ...fillerIn(language)];
    const { language: read, themes } = analyzeTexts(answers);
    expect(read).toBe(language);
    expect(themes.find((t) => t.term === label)?.answerIndexes).toEqual([0, 1]);
  });
});

describe("names that agree with the thing most answers talk about", () => {
  it.each([
    ["es", ["La camarera fue muy amable con nosotros.", "El personal, siempre amable y atento."], "personal amable"],
    [
      "fr",
      ["La conférence a commencé avec vingt minutes de retard.", "La séance a démarré en retard, comme d'habitude."],
      "début en retard",
    ],
    [
      "de",
      ["Der Vortrag begann eine halbe Stunde zu spät.", "Die Veranstaltung startete verspätet, wie immer."],
      "verspäteter Beginn",
    ],
    ["pt", ["O aplicativo está muito lento para abrir.", "Aplicativo lento, trava na hora de pagar."], "aplicativo lento"],
  ] as const)("in %s", (language: Language, answers, name) => {
    const { themes } = analyzeTexts([...answers, ...fillerIn(language)]);
    expect(themes.find((t) => t.term === name)?.answerIndexes).toEqual([0, 1]);
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
    const cold = result.themes?.find((theme) => theme.label === set.themes[1]?.label);
    expect(cold?.quotes).toContain(set.injection);
  });
});

describe("words that look like a concept's but say something else", () => {
  it.each([
    [
      "es",
      "precios altos",
      ["El repartidor me puso mala cara.", "Puso cara de pocos amigos."],
      ["Es muy cara la entrega.", "Los gastos de envío son un robo."],
    ],
    [
      "es",
      "entrega rápida",
      ["A la hora de pagar la app se cerró.", "A la hora de pedir no vi el menú."],
      ["Llegó a tiempo, perfecto.", "Entrega rápida, genial."],
    ],
    [
      "fr",
      "livraison rapide",
      ["Livré à l'heure du déjeuner, mais froid.", "Commande passée à l'heure de pointe."],
      ["Livraison rapide, merci.", "Livraison encore plus rapide que prévu."],
    ],
    [
      "fr",
      "bugs et plantages",
      ["La casserole était délicieuse.", "Une casserole de riz excellente."],
      ["L'appli plante sans arrêt.", "Encore un bug à la connexion."],
    ],
    [
      "fr",
      "livraison en retard",
      ["Comme attendu, tout était parfait.", "Livraison comme attendu, impeccable."],
      ["Livraison en retard.", "J'ai attendu une heure pour la livraison."],
    ],
    [
      "de",
      "freundlicher Fahrer",
      ["Der Nettopreis war fair.", "Nettobetrag stimmt, Fahrer pünktlich."],
      ["Der Fahrer war sehr nett.", "Freundlicher Fahrer, danke."],
    ],
  ] as const)("are not counted (%s %s)", (language: Language, label, lookalikes, meant) => {
    const answers = [...lookalikes, ...meant, ...fillerIn(language)];
    const { language: read, themes } = analyzeTexts(answers);
    expect(read).toBe(language);
    expect(themes.find((t) => t.term === label)?.answerIndexes).toEqual([2, 3]);
  });
});
