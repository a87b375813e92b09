/**
 * What a question about a survey's responses asks, read from a small set of phrasings in the
 * five languages (docs/product/ai.md#ask-your-data). A question outside them is "unplaced":
 * the engine says so rather than guess (docs/decisions/127-ask-your-data.md).
 */

/** Who a question is about: a Net Promoter question's promoters or detractors, or those who gave a score range. */
export type AskGroup = { kind: "promoters" } | { kind: "detractors" } | { kind: "scores"; from: number; to: number };

export type AskIntent =
  /** "How many mention price?": answers that contain the term or are in a theme named by it. */
  | { kind: "count"; term: string }
  /** "What do people who gave 9–10 like?": the themes of a group's answers, of one tone when asked. */
  | { kind: "themes"; group: AskGroup | null; tone: "positive" | "negative" | null }
  | { kind: "unplaced" };

/**
 * Lower case without accents, so "cuántos" and "cuantos" read alike, and with the typographic
 * apostrophe phones type made straight, so "n’aiment" reads as "n'aiment".
 */
export function foldQuestion(text: string): string {
  return text
    .replace(/[\u2019`]/g, "'")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

// "how many … mention X" and its sisters; X is what follows the verb.
const COUNT =
  /\b(?:how many|cuant[oa]s|combien|wie viele|quant[oa]s)\b.*?\b(?:mention(?:s|ed)?|talk(?:s|ed)? about|speak(?:s)? about|say|said|complain(?:s|ed)? about|mencionan?|mencionaron|hablan? (?:de|sobre)|se quejan de|mentionnent|mentionne|parlent (?:de|du|des)|evoquent|se plaignent (?:de|du|des)|erwahnen|erwahnt|nennen|sprechen (?:von|uber)|reden (?:von|uber)|beschweren sich uber|mencionam|mencionaram|falam (?:de|do|da|dos|das|sobre)|reclamam (?:de|do|da|dos|das))\s+(.+)$/;
const LEADING_WORDS =
  /^(?:the|a|an|el|la|los|las|un|una|le|les|l'|un|une|du|des|de|das|die|der|den|ein|eine|o|os|as|um|uma|word|palabra|mot|wort|palavra)\s+/;

const PROMOTERS = /\b(?:promoters?|promotores?|promoteurs?|promotoren)\b/;
const DETRACTORS = /\b(?:detractors?|detractores?|detracteurs?|detraktoren|kritiker|detratores?)\b/;
// "gave 9-10", "rated 1 to 2", "9–10", "entre 9 y 10": two scores joined by a dash or a word for "to".
const RANGE = /\b(\d{1,3})\s*(?:-|–|—|to|a|y|e|et|bis|und|ate|ou|or|o)\s*(\d{1,3})\b/;
// "gave 10", "rated 1": one score right after a word for giving or rating.
const SINGLE =
  /\b(?:gave|give|rated|rate|scored|score|dieron|dan|puntuaron|calificaron|valoraron|ont donne|donnent|ont note|notent|gaben|geben|bewerteten|bewerten|deram|dao|avaliaram|avaliam|classificaram)\s+(?:(?:a|an|un|une|uma|um|eine|einen|ein|une note de|nota)\s+)?(\d{1,3})\b/;

// Negative cues first: "no les gusta" and "n'aiment pas" hold a positive verb.
const NEGATIVE =
  /\b(?:complain|complaints?|dislike|hate|problems?|issues?|wrong|bad|improve|unhappy|se quejan|quejas?|no les gusta|no gusta|problemas?|mejorar|se plaignent|plaintes?|n'aiment pas|naiment pas|problemes?|ameliorer|beschweren|beschwerden?|beklagen|mogen nicht|gefallt nicht|probleme?|storen|stort|verbessern|reclamam|reclamacoes|queixam|queixas?|nao gostam|melhorar)\b/;
const POSITIVE =
  /\b(?:like|likes|love|loves|enjoy|enjoyed|praise|appreciate|value|good|gusta|gusto|encanta|valoran|aprecian|aiment|apprecient|plait|adorent|mogen|gefallt|schatzen|loben|lieben|gostam|gostaram|adoram|elogiam|apreciam|valorizam)\b/;
// "What do … say / like / complain about": a question about what a group says.
const WHAT = /\b(?:what|que|qu'est-ce|quoi|was|o que|wor[uü]ber)\b/;

function groupIn(folded: string): AskGroup | null {
  if (PROMOTERS.test(folded)) return { kind: "promoters" };
  if (DETRACTORS.test(folded)) return { kind: "detractors" };
  const range = RANGE.exec(folded);
  if (range) {
    const [a, b] = [Number(range[1]), Number(range[2])];
    return { kind: "scores", from: Math.min(a, b), to: Math.max(a, b) };
  }
  const single = SINGLE.exec(folded);
  if (single) {
    const score = Number(single[1]);
    return { kind: "scores", from: score, to: score };
  }
  return null;
}

/** The intent of a creator's question, or "unplaced" when it is none the engine answers. */
export function parseAskIntent(question: string): AskIntent {
  const folded = foldQuestion(question);
  const count = COUNT.exec(folded);
  if (count) {
    // Elided articles go before the punctuation: "l'attente" is "attente", not "l attente".
    let term = (count[1] ?? "")
      .replace(/(^|\s)(?:l|d|qu)'/g, "$1")
      .replace(/[?¿!¡.…"'“”«»„‘’]/g, " ")
      .trim();
    for (let previous = ""; previous !== term;) {
      previous = term;
      term = term.replace(LEADING_WORDS, "");
    }
    term = term.replace(/\s+/g, " ").trim();
    return term.length > 0 && term.length <= 60 ? { kind: "count", term } : { kind: "unplaced" };
  }
  const group = groupIn(folded);
  const tone = NEGATIVE.test(folded) ? "negative" : POSITIVE.test(folded) ? "positive" : null;
  if (WHAT.test(folded) && (group || tone)) return { kind: "themes", group, tone };
  if (group && tone) return { kind: "themes", group, tone };
  return { kind: "unplaced" };
}
