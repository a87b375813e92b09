import { beforeAll, describe, expect, test } from "vitest";
import { newUser, registerAndVerify, useBrowser } from "./support/browser";
import { publishSurvey, type PublishedSurvey } from "./support/respondent";
import { saveScreenshots, WIDE_AND_PHONE } from "./support/screenshots";

const browser = useBrowser();
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

const QUESTIONS = [
  { id: "q_food", type: "multiple-choice", title: "What do you eat?", options: ["Fish", "Rice"], required: true },
  { id: "q_more", type: "text", title: "Anything else?" },
];
const SPANISH = {
  es: {
    survey: { Lunch: "Almuerzo" },
    questions: {
      q_food: { "What do you eat?": "¿Qué comes?", Fish: "Pescado", Rice: "Arroz" },
      q_more: { "Anything else?": "¿Algo más?" },
    },
  },
};

describe("a survey in two languages", () => {
  let survey: PublishedSurvey;
  let creator: Awaited<ReturnType<typeof browser.newPage>>;

  beforeAll(async () => {
    creator = await browser.newPage();
    await registerAndVerify(creator, newUser("languages-creator", "Lena Creator"));
    survey = await publishSurvey(creator, "Lunch", QUESTIONS, { translations: SPANISH });
  });

  test("the builder lists the translations; a Spanish browser gets Spanish texts and words, an English one the default; answers merge", async () => {
    // The creator's Translations dialog: each text beside its source, and nothing left to translate.
    await creator.goto(`/surveys/${survey.id}/edit`);
    await creator.getByRole("button", { name: "Translations" }).click();
    await creator.getByRole("dialog", { name: "Translations" }).waitFor();
    await creator.getByRole("button", { name: /Español · complete/ }).waitFor();
    await saveScreenshots(creator, SCREENSHOTS, "builder-translations", WIDE_AND_PHONE);
    await creator.keyboard.press("Escape");

    const spanish = await browser.newPage(undefined, { locale: "es-ES" });
    await spanish.goto(`/survey/${survey.shareId}`);
    await spanish.getByRole("heading", { name: "¿Qué comes?", level: 2 }).waitFor();
    expect(await spanish.locator("html").getAttribute("lang")).toBe("es");
    expect(await spanish.title()).toBe("Almuerzo");
    await saveScreenshots(spanish, SCREENSHOTS, "respondent-languages", WIDE_AND_PHONE);
    await spanish.getByRole("radio", { name: /Pescado/ }).click();
    await spanish.getByRole("heading", { name: "¿Algo más?", level: 2 }).waitFor();
    await spanish.getByRole("button", { name: "Enviar" }).click();
    await spanish.getByRole("heading", { name: "¡Encuesta completada!" }).waitFor();

    const english = await browser.newPage(undefined, { locale: "en-US" });
    await english.goto(`/survey/${survey.shareId}`);
    await english.getByRole("heading", { name: "What do you eat?", level: 2 }).waitFor();
    // The switcher offers both, by their own names.
    const switcher = english.getByRole("combobox", { name: "Language" });
    expect(await switcher.locator("option").allTextContents()).toEqual(["English", "Español"]);
    await english.getByRole("radio", { name: /Fish/ }).click();
    await english.getByRole("heading", { name: "Anything else?", level: 2 }).waitFor();
    await english.getByRole("button", { name: "Submit" }).click();
    await english.getByRole("heading", { name: "Survey Completed!" }).waitFor();

    // One option in the creator's summary, whatever the language it was chosen in.
    const summary = await creator.request.get(`/api/surveys/${survey.id}/responses/summary`);
    expect(summary.status()).toBe(200);
    const text = JSON.stringify(await summary.json());
    expect(text).toContain('"Fish"');
    expect(text).not.toContain("Pescado");
  });
});
