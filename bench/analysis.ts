// npm run bench:analysis: measures the local analysis engine on the data sets committed under
// apps/server/test/fixtures/analysis and prints (1) tone precision and recall per language on
// the hand-labelled feedback answers, beside the plain lexicon the engine used before, (2) theme
// purity on the planted data sets of each language (the theme holding the planted answers, named so it says it), (3) the time to analyze 10,000 text answers
// in each language, (4) the cross-tab
// figure on the set with a planted relation between scores and words, and the time of a whole
// analysis of 10,000 scored answers, (5) theme recall, label quality and coverage per domain of the
// multi-domain suite (issue 25), (6) tone precision and recall per language on the English
// labelled set translated sentence by sentence, labels carried over.
// No target is set for these figures: they are printed alone (the timings through the report
// helper every bench uses).
import { readFileSync } from "node:fs";
import type { Language } from "@sondar/core/i18n/languages";
import { analyzeTexts } from "../apps/server/src/adapters/ai/local/analysis/analyze-texts";
import { readFeedbackTone, TONE_LANGUAGES, type AnswerTone } from "../apps/server/src/adapters/ai/local/analysis/feedback-tone";
import { readText } from "../apps/server/src/adapters/ai/local/analysis/read-text";
import { analyzeLocalSurvey } from "../apps/server/src/adapters/ai/local/analysis/analyze-local-survey";
import { DELIVERY_BY_RATING, PLANTED_SETS } from "../apps/server/test/fixtures/analysis/planted-sets";
import { PLANTED_SETS_IN_OTHER_LANGUAGES } from "../apps/server/test/fixtures/analysis/planted-sets-languages";
import { scoredAnalysisInput } from "../apps/server/test/fixtures/analysis/scored-survey-data";
import { DOMAIN_SUITE } from "../apps/server/test/fixtures/analysis/domain-suite";
import { scoreDomain } from "../apps/server/test/fixtures/analysis/score-domain";
import { isStopWordInAnyLanguage } from "../apps/server/src/adapters/ai/local/analysis/word-tools";
import { namesPlanted, themeOfPlanted } from "../apps/server/src/adapters/ai/local/analysis/test-planted-theme";
import { createReport } from "./support/report-target";

interface Labelled {
  language: Language;
  domain: string;
  tone: AnswerTone;
  text: string;
}

const labelled = JSON.parse(
  readFileSync(new URL("../apps/server/test/fixtures/analysis/feedback-tone-labelled.json", import.meta.url), "utf8"),
) as Labelled[];

const pct = (part: number, whole: number) => (whole === 0 ? "  n/a" : `${((100 * part) / whole).toFixed(0).padStart(4)}%`);

function scores(rows: readonly { tone: AnswerTone; read: AnswerTone }[], tone: AnswerTone) {
  const predicted = rows.filter((r) => r.read === tone).length;
  const actual = rows.filter((r) => r.tone === tone).length;
  const right = rows.filter((r) => r.read === tone && r.tone === tone).length;
  return `P ${pct(right, predicted)} R ${pct(right, actual)}`;
}

console.log("Tone on the hand-labelled feedback answers (P precision, R recall)");
const LEXICON_AT = 0.25;
const lexiconTone = (score: number): AnswerTone =>
  score >= LEXICON_AT ? "positive" : score <= -LEXICON_AT ? "negative" : "neutral";
for (const language of ["en", "es", "fr", "de", "pt"] as const) {
  const rows = labelled.filter((r) => r.language === language);
  const cues = rows.map((r) => {
    const lexicon = language === "en" ? readText(r.text).sentiment : 0;
    return { tone: r.tone, read: readFeedbackTone(r.text, language, lexicon), before: lexiconTone(lexicon) };
  });
  const used = TONE_LANGUAGES.has(language) ? "reported by the engine" : "measured only: the engine says tone not read";
  console.log(
    `  ${language}  n=${String(rows.length).padStart(3)}  negative ${scores(cues, "negative")}  positive ${scores(cues, "positive")}  (${used})`,
  );
  if (language === "en") {
    const before = cues.map((c) => ({ tone: c.tone, read: c.before }));
    console.log(`      lexicon alone (before):  negative ${scores(before, "negative")}  positive ${scores(before, "positive")}`);
  }
}

const plantedSets = [...PLANTED_SETS, ...PLANTED_SETS_IN_OTHER_LANGUAGES];
console.log("\nThemes on the planted data sets");
for (const set of plantedSets) {
  const insights = analyzeTexts(set.answers);
  let right = 0;
  let assigned = 0;
  for (const planted of set.themes) {
    // Themes are named from the answers now (decision 210): the one holding the planted answers, if its name says it.
    const holder = themeOfPlanted(insights.themes, set.plantedAt, planted.label);
    const found = holder && namesPlanted(holder.term, planted.label) ? holder : undefined;
    const line = found
      ? `"${found.term}" ${found.mentions} answers (planted ${planted.count}), tone ${found.tone ?? "not read"}`
      : "not found";
    console.log(`  ${set.name}: "${planted.label}" → ${line}`);
    if (!found) continue;
    // Purity: the share of the answers grouped under a theme that were planted for it.
    const plantedTexts = new Set(set.answers.filter((_, i) => set.plantedAt[i] === planted.label));
    right += found.answerIndexes.filter((i) => plantedTexts.has(set.answers[i] ?? "")).length;
    assigned += found.answerIndexes.length;
  }
  console.log(`  ${set.name}: purity ${pct(right, assigned)} of ${assigned} grouped answers, coverage ${insights.coverage}%`);
}

const report = createReport();
const TEN_THOUSAND = 10_000;
console.log("");
for (const language of ["en", "es", "fr", "de", "pt"] as const) {
  const pool = [
    ...labelled.filter((r) => r.language === language).map((r) => r.text),
    ...plantedSets.filter((s) => s.language === language).flatMap((s) => s.answers),
  ];
  const answers = Array.from({ length: TEN_THOUSAND }, (_, i) => pool[i % pool.length] ?? "");
  analyzeTexts(answers.slice(0, 50)); // loads the model or stemmer, as the first analysis after start does
  const started = performance.now();
  const { language: read } = analyzeTexts(answers);
  report.figure({
    name: `${TEN_THOUSAND.toLocaleString("en")} answers in ${language}, analyzed in`,
    value: (performance.now() - started) / 1000,
    digits: 2,
    unit: " s",
    note: `read as ${read}`,
  });
}

const planted = DELIVERY_BY_RATING;
const crossTabbed = await analyzeLocalSurvey(scoredAnalysisInput(planted));
const late = crossTabbed.crossTabs?.find((tab) => tab.segment === "low")?.themes.find((theme) => theme.label === "late delivery");
console.log("\nCross-tab on the planted scores and words (delivery rated 1–2)");
console.log(
  `  "late delivery": ${
    late
      ? `${late.share}% of low raters (planted ${planted.lateAmongLowRaters.toFixed(1)}%), ` +
        `${late.othersShare ?? "–"}% of the others (planted ${planted.lateAmongOthers.toFixed(1)}%)`
      : "not found"
  }`,
);
const scoredInput = scoredAnalysisInput(planted, TEN_THOUSAND / planted.answers.length);
const wholeStarted = performance.now();
await analyzeLocalSurvey(scoredInput);
report.figure({
  name: `${TEN_THOUSAND.toLocaleString("en")} scored answers, whole analysis`,
  value: (performance.now() - wholeStarted) / 1000,
  digits: 2,
  unit: " s",
});

console.log(
  "\nThemes on the multi-domain suite (recall: planted themes found; labels: bad = one-off, stop word or single answer)",
);
for (const set of DOMAIN_SUITE) {
  const insights = analyzeTexts(set.answers);
  const score = scoreDomain(set, insights.themes, isStopWordInAnyLanguage);
  console.log(
    `  ${set.name.padEnd(28)} recall ${pct(score.found.length, set.accepted.length)}  bad labels ${score.badLabels.length}  coverage ${String(insights.coverage).padStart(4)}%` +
      `  themes: ${insights.themes.map((t) => `"${t.term}" ${t.mentions}`).join(", ")}` +
      (score.missed.length > 0 ? `  missed: ${score.missed.join(", ")}` : ""),
  );
}

const translated = JSON.parse(
  readFileSync(new URL("../apps/server/test/fixtures/analysis/feedback-tone-translated.json", import.meta.url), "utf8"),
) as Labelled[];
console.log("\nTone on the English labelled set translated sentence by sentence (labels carried over)");
for (const language of ["es", "fr", "de", "pt"] as const) {
  const rows = translated
    .filter((r) => r.language === language)
    .map((r) => ({ tone: r.tone, read: readFeedbackTone(r.text, language) }));
  const used = TONE_LANGUAGES.has(language) ? "tone on" : "tone off";
  console.log(
    `  ${language}  n=${String(rows.length).padStart(3)}  negative ${scores(rows, "negative")}  positive ${scores(rows, "positive")}  (${used})`,
  );
}
report.finish();
