import { describe, expect, it } from "vitest";
import { QUESTION_TYPES } from "../question-types/question-types";
import { createQuestion } from "./create-question";
import { questionSchema } from "./question-schema";
import {
  readStoredQuestions,
  readStoredSettings,
  readStoredSurvey,
  STORED_FILE_DEFAULTS,
  STORED_SCALE_DEFAULTS,
  type StoredSurveyRepair,
} from "./read-stored-survey";
import { surveySettingsSchema } from "./survey-schema";

const OWN = "/uploads/0b7c3f7e-5d1a-4c1e-9f0a-2b3c4d5e6f70";
const image = (url: string, id = "img") => ({ id, url, filename: "a.png", size: 10, uploadedAt: "2026-01-01T00:00:00Z" });

function read(stored: unknown) {
  const repairs: StoredSurveyRepair[] = [];
  const questions = readStoredQuestions(stored, (repair) => repairs.push(repair));
  return { questions, repairs };
}

describe("reading stored questions", () => {
  it("reads what a save wrote unchanged, for every type", () => {
    const saved = QUESTION_TYPES.map((type) => createQuestion(type, `q_${type}`));
    const { questions, repairs } = read(JSON.parse(JSON.stringify(saved)));
    expect(questions).toEqual(saved);
    expect(repairs).toEqual([]);
  });

  it("fills what old rows lack: the schema's defaults, and the respondent's for scale and file settings", () => {
    const { questions, repairs } = read([
      { id: "t", type: "text" },
      { id: "s", type: "scale", required: true },
      { id: "f", type: "file-upload", fileUploadSettings: { maxFiles: 3 } },
      { id: "r", type: "rating" },
      { id: "p", type: "phone" },
      { id: "n", type: "number" },
      { id: "l", type: "likert" },
      { id: "c", type: "checkbox", options: ["Tea", "Coffee"] },
    ]);
    expect(repairs).toEqual([]);
    expect(questions.map((q) => questionSchema.safeParse(q).success)).toEqual(questions.map(() => true));
    const [text, scale, file, rating, phone, number, likert, checkbox] = questions;
    expect(text).toMatchObject({ title: "New Question", description: "", required: false, images: [], branchingRules: [] });
    expect(scale).toMatchObject({ required: true, scaleSettings: STORED_SCALE_DEFAULTS });
    expect(file).toMatchObject({ fileUploadSettings: { ...STORED_FILE_DEFAULTS, maxFiles: 3 } });
    expect(rating).toMatchObject({ maxRating: 5 });
    expect(phone).toMatchObject({ phoneSettings: { format: "any" } });
    expect(number).toMatchObject({ numberSettings: {} });
    expect(likert).toMatchObject({ likertScale: { type: "agreement" } });
    expect(checkbox).toMatchObject({ options: ["Tea", "Coffee"] });
  });

  it("reads questions stored before display logic as always shown, and drops display logic it cannot read", () => {
    const logic = { match: "any", conditions: [{ questionId: "t", operator: "equals", value: "x" }] };
    const { questions, repairs } = read([
      { id: "t", type: "text" },
      { id: "u", type: "text", displayLogic: logic },
      { id: "v", type: "text", displayLogic: { match: "sometimes", conditions: [] } },
    ]);
    expect(questions.map((q) => q.displayLogic)).toEqual([null, logic, null]);
    expect(repairs.length).toBeGreaterThan(0);
    for (const { path } of repairs) expect(path.slice(0, 3)).toEqual(["questions", 2, "displayLogic"]);
  });

  it("takes the original product's singular branchingRule key", () => {
    const rule = { condition: { operator: "equals", value: "No" }, action: { type: "end_survey" } };
    const { questions } = read([{ id: "y", type: "yes-no", branchingRule: rule }]);
    expect(questions[0]?.branchingRules).toEqual([rule]);
  });

  it("drops the parts that break a rule, keeps the rest, and says what it dropped", () => {
    const { questions, repairs } = read([
      {
        id: "q",
        type: "scale",
        title: 7,
        scaleSettings: { min: 5, max: 1, step: 1 },
        images: [image("https://tracker.example/pixel.png", "a"), image(OWN, "b"), image("javascript:alert(1)", "c")],
        branchingRules: [{ condition: { operator: "nonsense" } }],
        likely: "an unknown key",
      },
      { id: "m", type: "multiple-choice", options: ["A", 5, "B"], title: "x".repeat(600) },
    ]);
    expect(questions[0]).toMatchObject({
      id: "q",
      title: "New Question",
      scaleSettings: STORED_SCALE_DEFAULTS,
      images: [image(OWN, "b")],
      branchingRules: [],
    });
    expect(questions[0]).not.toHaveProperty("likely");
    expect(questions[1]).toMatchObject({ options: ["A", "B"], title: "x".repeat(500) });
    const paths = repairs.map((r) => r.path.join("."));
    expect(paths).toEqual(
      expect.arrayContaining([
        "questions.0.title",
        "questions.0.images.0.url",
        "questions.0.branchingRules.0.condition.operator",
        "questions.1.options.1",
        "questions.1.title",
      ]),
    );
    expect(repairs.find((r) => r.path.join(".") === "questions.0.images.0.url")?.message).toBe(
      "dropped: Only uploaded images are allowed, not links to other sites",
    );
  });

  it("cuts a list over its limit instead of losing it", () => {
    const seven = Array.from({ length: 7 }, (_, i) => image(OWN, `i${i}`));
    const { questions } = read([{ id: "q", type: "text", images: seven }]);
    expect(questions[0]?.images.map((i) => i.id)).toEqual(["i0", "i1", "i2", "i3", "i4", "i5"]);
  });

  it("drops whole questions it cannot read: no id, an unknown type, not an object, a repeated id", () => {
    const { questions, repairs } = read([
      { type: "text" },
      { id: "x", type: "hologram" },
      "text",
      null,
      { id: "ok", type: "text", title: "First" },
      { id: "ok", type: "text", title: "Second" },
    ]);
    expect(questions.map((q) => q.title)).toEqual(["First"]);
    expect(repairs.filter((r) => r.message.startsWith("dropped: unreadable")).map((r) => r.path)).toEqual([
      ["questions", 0],
      ["questions", 1],
      ["questions", 2],
      ["questions", 3],
    ]);
    expect(repairs.at(-1)).toEqual({ path: ["questions", 5], message: "dropped: a question with this id came before" });
  });

  it("reads anything that is not a list as no questions, without throwing", () => {
    for (const stored of [null, undefined, {}, "[]", 3]) expect(read(stored).questions).toEqual([]);
  });

  it("never changes the stored value it reads", () => {
    const stored = [{ id: "q", type: "text", images: [image("https://elsewhere.example/x.png")] }];
    const before = JSON.stringify(stored);
    read(stored);
    expect(JSON.stringify(stored)).toBe(before);
  });
});

describe("reading stored settings", () => {
  it("replaces a foreign logo, a bad redirect and bad values by their defaults, keeping the rest", () => {
    const repairs: StoredSurveyRepair[] = [];
    const settings = readStoredSettings(
      { welcomeMessage: "Hi", logoUrl: "https://tracker.example/logo.png", redirectUrl: "javascript:alert(1)", theme: "neon" },
      (repair) => repairs.push(repair),
    );
    expect(settings).toEqual({ ...surveySettingsSchema.parse({}), welcomeMessage: "Hi" });
    expect(repairs.map((r) => r.path.join(".")).sort()).toEqual(["settings.logoUrl", "settings.redirectUrl", "settings.theme"]);
    expect(readStoredSettings({ logoUrl: OWN }).logoUrl).toBe(OWN);
    for (const stored of [null, "x", []]) expect(readStoredSettings(stored)).toEqual(surveySettingsSchema.parse({}));
  });

  it("reads a whole row's questions and settings together", () => {
    const row = { id: "s1", questions: [{ id: "q", type: "text" }], settings: { logoUrl: "data:image/png;base64,AAAA" } };
    const survey = readStoredSurvey(row);
    expect(survey.id).toBe("s1");
    expect(survey.questions).toHaveLength(1);
    expect(survey.settings.logoUrl).toBeNull();
  });
});
