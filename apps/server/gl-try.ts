import { detectIdeaLanguage, scoreIdeaLanguages } from "./src/adapters/ai/idea-language";
import { generateLocalSurvey } from "./src/adapters/ai/local/generate-local-survey";
for (const idea of process.argv.slice(2)) {
  const lang = detectIdeaLanguage(idea, "en");
  const d = generateLocalSurvey(idea, lang);
  console.log("\n## " + idea + "  [" + lang + "] " + JSON.stringify(scoreIdeaLanguages(idea)) + "\n" + d.title + "\n" + d.description);
  for (const q of d.questions) console.log(" - [" + q.type + "] " + q.title + ("options" in q && q.options ? " | " + q.options.join(" / ") : "") + ("matrixRows" in q && q.matrixRows ? " | " + q.matrixRows.join(" / ") : ""));
}
