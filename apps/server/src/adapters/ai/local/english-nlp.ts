import winkNLP, { type WinkMethods } from "wink-nlp";
import model from "wink-eng-lite-web-model";

let nlp: WinkMethods | undefined;

/**
 * wink-nlp with its English model, made on first use (~120 ms) and shared by the generator and
 * the analysis: the model is read-only, and one copy of its ~35 MB is enough. Modules that import
 * this file are themselves imported on first use (../local-ai.ts), so a server that never drafts
 * or analyses in English never loads it.
 */
export function englishNlp(): WinkMethods {
  nlp ??= winkNLP(model, ["sbd", "negation", "sentiment", "pos"]);
  return nlp;
}
