import { createRequire } from "node:module";
import type { Model, WinkMethods } from "wink-nlp";

const require = createRequire(import.meta.url);
let nlp: WinkMethods | undefined;

/**
 * wink-nlp with its English model, required on first use (~120 ms, ~35 MB) and shared by the
 * generator and the analysis: the model is read-only, one copy is enough. A process that drafts
 * only in other languages, or never analyses, never loads it (decision 221).
 */
export function englishNlp(): WinkMethods {
  if (!nlp) {
    const winkNLP = require("wink-nlp") as (model: Model, pipe?: string[]) => WinkMethods;
    const model = require("wink-eng-lite-web-model") as Model;
    nlp = winkNLP(model, ["sbd", "negation", "sentiment", "pos"]);
  }
  return nlp;
}
