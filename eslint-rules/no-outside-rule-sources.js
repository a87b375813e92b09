/* eslint-disable sondar/no-outside-rule-sources -- its patterns' examples are what it refuses */
// Comments and test names point at the rules written in this repository (docs/product,
// docs/decisions), never at documents a maintainer does not have: see
// docs/decisions/029-rules-written-in-the-repository.md.

/** Ways of citing the outside product spec or decisions file. */
const OUTSIDE_SOURCES = [
  /\bspec(?:'s)?\s+points?\b/i, // "spec point 5", "Spec point 7's", "spec points 3 and 9"
  /\bthe spec\b(?!\s+files?\b)/i, // "the spec's message" (an e2e "spec file" is a test file)
  /\bspec's\b/i,
  /(?:^|[\s(])spec:/i, // "Spec: autosave failures…", "(spec: 5 …)"
  /\bDECISIONS(?:\.md)?\b/, // the decisions file, by name
  /\bdecisions file\b/i,
  /\.\.\/shared\b|\bshared\/spec\b|\bproduct-spec\b/i,
];

const TEST_FUNCTIONS = new Set(["describe", "it", "test"]);

/** The source a text cites, or null. Comment decorations and line breaks read as one space. */
function findCitation(text) {
  const flat = text.replace(/\n\s*\*?/g, " ").replace(/\s+/g, " ");
  const pattern = OUTSIDE_SOURCES.find((p) => p.test(flat));
  return pattern ? flat.match(pattern)[0].trim() : null;
}

/** The name of the test function `callee` calls: it, it.each(...), describe.skip, test.runIf(...)(...). */
function testFunctionName(callee) {
  let node = callee;
  while (node) {
    if (node.type === "Identifier") return TEST_FUNCTIONS.has(node.name) ? node.name : null;
    if (node.type === "MemberExpression") node = node.object;
    else if (node.type === "CallExpression") node = node.callee;
    else return null;
  }
  return null;
}

function titleText(node) {
  if (node?.type === "Literal" && typeof node.value === "string") return node.value;
  if (node?.type === "TemplateLiteral") return node.quasis.map((q) => q.value.cooked ?? "").join(" ");
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
export const noOutsideRuleSources = {
  meta: {
    type: "suggestion",
    docs: { description: "Cite docs/product or docs/decisions, not the outside spec or decisions file" },
    messages: {
      outside:
        "'{{cited}}' cites a document outside this repository. Write the rule in docs/product (or a record in docs/decisions) and point there.",
    },
    schema: [],
  },
  create(context) {
    const report = (node, loc, text) => {
      const cited = findCitation(text);
      if (cited) context.report({ ...(node ? { node } : { loc }), messageId: "outside", data: { cited } });
    };
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) report(null, comment.loc, comment.value);
      },
      CallExpression(node) {
        if (!testFunctionName(node.callee)) return;
        const title = titleText(node.arguments[0]);
        if (title !== null) report(node.arguments[0], null, title);
      },
    };
  },
};
