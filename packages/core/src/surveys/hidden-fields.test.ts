import { describe, expect, it } from "vitest";
import { createQuestion } from "./create-question";
import {
  HIDDEN_FIELD_KEY_MESSAGES,
  hiddenFieldKeyProblem,
  MAX_HIDDEN_FIELD_KEY_LENGTH,
  MAX_HIDDEN_FIELDS,
  newHiddenFieldKeyProblem,
} from "./hidden-field-rules";
import { readStoredHiddenFields, readStoredSurvey, type StoredSurveyRepair } from "./read-stored-survey";
import { surveyContentSchema } from "./survey-schema";

const keys = (count: number) => Array.from({ length: count }, (_, i) => `k${i}`);

describe("a hidden field's key", () => {
  it("takes lower-case letters, digits and _, starting with a letter", () => {
    for (const key of ["source", "customer_id", "utm_campaign2", "a"]) expect(hiddenFieldKeyProblem(key), key).toBeNull();
    for (const key of ["Source", "2nd", "_x", "utm-source", "has space", "ünï", "a.b", "{{x}}"]) {
      expect(hiddenFieldKeyProblem(key), key).toBe("invalid");
    }
    expect(hiddenFieldKeyProblem("")).toBe("empty");
    expect(hiddenFieldKeyProblem("a".repeat(MAX_HIDDEN_FIELD_KEY_LENGTH))).toBeNull();
    expect(hiddenFieldKeyProblem("a".repeat(MAX_HIDDEN_FIELD_KEY_LENGTH + 1))).toBe("too_long");
  });

  it("may not join a survey twice, as a question's id, or past the limit", () => {
    expect(newHiddenFieldKeyProblem("source", ["source"], [])).toBe("duplicate");
    expect(newHiddenFieldKeyProblem("q1", [], ["q1"])).toBe("question_id");
    expect(newHiddenFieldKeyProblem("extra", keys(MAX_HIDDEN_FIELDS), [])).toBe("too_many");
    expect(newHiddenFieldKeyProblem("Bad", [], [])).toBe("invalid");
    expect(newHiddenFieldKeyProblem("campaign", ["source"], ["q1"])).toBeNull();
  });
});

describe("a survey's hidden fields on save", () => {
  const save = (input: Record<string, unknown>) => surveyContentSchema.safeParse({ title: "S", ...input });
  const messages = (result: ReturnType<typeof save>) =>
    result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);

  it("defaults to none and keeps valid keys in order", () => {
    expect(save({}).data?.hiddenFields).toEqual([]);
    expect(save({ hiddenFields: ["source", "customer_id"] }).data?.hiddenFields).toEqual(["source", "customer_id"]);
  });

  it("refuses a bad key, a repeated one and a question's id, each at its place with the product's message", () => {
    const result = save({
      questions: [createQuestion("text", "q1")],
      hiddenFields: ["source", "Bad Key", "source", "q1"],
    });
    expect(messages(result)).toEqual([
      ["hiddenFields.1", HIDDEN_FIELD_KEY_MESSAGES.invalid],
      ["hiddenFields.2", HIDDEN_FIELD_KEY_MESSAGES.duplicate],
      ["hiddenFields.3", HIDDEN_FIELD_KEY_MESSAGES.question_id],
    ]);
  });

  it("refuses more keys than the limit", () => {
    expect(messages(save({ hiddenFields: keys(MAX_HIDDEN_FIELDS + 1) }))).toEqual([
      ["hiddenFields", HIDDEN_FIELD_KEY_MESSAGES.too_many],
    ]);
    expect(save({ hiddenFields: keys(MAX_HIDDEN_FIELDS) }).success).toBe(true);
  });
});

describe("reading stored hidden fields", () => {
  it("reads a row from before hidden fields existed as none", () => {
    const survey = readStoredSurvey({ id: "s1", questions: [], settings: {} });
    expect(survey.hiddenFields).toEqual([]);
    expect(readStoredSurvey({ questions: [], settings: {}, hiddenFields: null }).hiddenFields).toEqual([]);
  });

  it("drops what breaks a rule, and says so", () => {
    const repairs: StoredSurveyRepair[] = [];
    const read = readStoredHiddenFields(["source", 3, "Bad", "source", "q1", "campaign"], new Set(["q1"]), (repair) =>
      repairs.push(repair),
    );
    expect(read).toEqual(["source", "campaign"]);
    expect(repairs.map((repair) => repair.path.join("."))).toEqual([
      "hiddenFields.1",
      "hiddenFields.2",
      "hiddenFields.3",
      "hiddenFields.4",
    ]);
    expect(readStoredHiddenFields(keys(MAX_HIDDEN_FIELDS + 2), new Set())).toHaveLength(MAX_HIDDEN_FIELDS);
    expect(readStoredHiddenFields("source", new Set())).toEqual([]);
  });

  it("checks keys against the questions the row still has", () => {
    const survey = readStoredSurvey({ questions: [{ id: "q1", type: "text" }], settings: {}, hiddenFields: ["q1", "source"] });
    expect(survey.hiddenFields).toEqual(["source"]);
  });
});
