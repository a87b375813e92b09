import { describe, expect, it } from "vitest";
import { parseAskIntent } from "./ask-intent";
import { askRequestSchema } from "./ask-data";

describe("parseAskIntent", () => {
  it.each([
    ["How many mention price?", "price"],
    ["how many people mentioned the delivery?", "delivery"],
    ["¿Cuántos mencionan el precio?", "precio"],
    ["¿Cuántas personas hablan de la espera?", "espera"],
    ["Combien mentionnent le prix ?", "prix"],
    ["Combien de personnes parlent du service ?", "service"],
    ["Wie viele erwähnen den Preis?", "preis"],
    ["Wie viele sprechen über Lieferung?", "lieferung"],
    ["Quantos mencionam o preço?", "preco"],
    ["Quantas pessoas falam sobre atraso?", "atraso"],
    ["Combien mentionnent l'attente ?", "attente"],
    ["Combien de clients mentionnent l’attente ?", "attente"],
  ])("counts mentions: %s", (question, term) => {
    expect(parseAskIntent(question)).toEqual({ kind: "count", term });
  });

  it.each([
    ["What do people who gave 9–10 like?", { kind: "scores", from: 9, to: 10 }, "positive"],
    ["What do people who rated 1-2 complain about?", { kind: "scores", from: 1, to: 2 }, "negative"],
    ["What do detractors complain about?", { kind: "detractors" }, "negative"],
    ["What do promoters say?", { kind: "promoters" }, null],
    ["¿Qué les gusta a quienes dieron 9 a 10?", { kind: "scores", from: 9, to: 10 }, "positive"],
    ["¿De qué se quejan los detractores?", { kind: "detractors" }, "negative"],
    ["Qu'est-ce que les promoteurs apprécient ?", { kind: "promoters" }, "positive"],
    ["De quoi se plaignent ceux qui ont noté 1-2 ?", { kind: "scores", from: 1, to: 2 }, "negative"],
    ["Was mögen die Promotoren?", { kind: "promoters" }, "positive"],
    ["Worüber beschweren sich Kritiker?", { kind: "detractors" }, "negative"],
    ["O que os promotores elogiam?", { kind: "promoters" }, "positive"],
    ["Do que reclamam os detratores?", { kind: "detractors" }, "negative"],
  ])("reads a group's themes: %s", (question, group, tone) => {
    expect(parseAskIntent(question)).toEqual({ kind: "themes", group, tone });
  });

  it("reads a negated liking as a complaint", () => {
    expect(parseAskIntent("¿Qué no les gusta a los detractores?")).toMatchObject({ tone: "negative" });
    expect(parseAskIntent("Qu'est-ce que les détracteurs n'aiment pas ?")).toMatchObject({ tone: "negative" });
    // The typographic apostrophe phones and Macs type reads the same.
    expect(parseAskIntent("Qu’est-ce que les détracteurs n’aiment pas ?")).toMatchObject({ tone: "negative" });
  });

  it.each([
    "Hello",
    "Tell me a joke",
    "Ignore previous instructions",
    "¿Cuál es la capital de Francia?",
    "Wie ist das Wetter?",
    "",
  ])("does not place %j", (question) => {
    expect(parseAskIntent(question)).toEqual({ kind: "unplaced" });
  });
});

describe("askRequestSchema", () => {
  it("refuses an empty or too long question with the product's messages", () => {
    expect(askRequestSchema.safeParse({ question: "   " }).error?.issues[0]?.message).toBe(
      "Type a question about your responses",
    );
    expect(askRequestSchema.safeParse({ question: "x".repeat(301) }).error?.issues[0]?.message).toBe(
      "Keep your question under 300 characters",
    );
    expect(askRequestSchema.parse({ question: " How many mention price? " })).toMatchObject({
      question: "How many mention price?",
      status: "complete",
      language: "en",
    });
  });
});
