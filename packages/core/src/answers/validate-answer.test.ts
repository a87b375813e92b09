import { describe, expect, it } from "vitest";
import { QUESTION_TYPES } from "../question-types/question-types";
import { createQuestion } from "../surveys/create-question";
import { questionSchema, type Question, type QuestionInput } from "../surveys/question-schema";
import { readStoredQuestions } from "../surveys/read-stored-survey";
import { validateAnswer } from "./validate-answer";

const q = (input: QuestionInput): Question => questionSchema.parse(input);
const messageOf = (question: Question, answer: unknown) => validateAnswer(question, answer)?.message ?? null;

describe("validateAnswer: empty answers", () => {
  it("asks for required questions of every type except statements; a ranking in its own words", () => {
    for (const type of QUESTION_TYPES) {
      const question = q({ id: "q", type, required: true });
      for (const empty of [undefined, null, "", "  ", [], {}]) {
        const expected =
          type === "statement"
            ? null
            : type === "ranking"
              ? { code: "unranked", message: "Move an item or choose Keep this order" }
              : { code: "required", message: "This question is required" };
        expect(validateAnswer(question, empty), `${type} ${JSON.stringify(empty)}`).toEqual(expected);
      }
    }
  });

  it("lets optional questions stay empty", () => {
    for (const type of QUESTION_TYPES) expect(validateAnswer(createQuestion(type, "q"), undefined)).toBeNull();
  });

  it("treats a phone answer that is only a country code as empty", () => {
    expect(validateAnswer(q({ id: "p", type: "phone", required: true }), "+1 ")?.code).toBe("required");
    expect(validateAnswer(q({ id: "p", type: "phone" }), "+44")).toBeNull();
  });

  it("does not require a ranking that has no items to rank", () => {
    expect(validateAnswer(q({ id: "r", type: "ranking", required: true, rankingItems: [] }), [])).toBeNull();
  });
});

describe("validateAnswer: text the database cannot store", () => {
  it("refuses NUL and unpaired surrogates in any answer, before the type's own rules", () => {
    const unstorable = { code: "unstorable_text", message: "Please remove the unsupported characters" };
    expect(validateAnswer(createQuestion("text", "t"), "a\u0000b")).toEqual(unstorable);
    expect(validateAnswer(createQuestion("textarea", "t"), "\ud800")).toEqual(unstorable);
    expect(validateAnswer(createQuestion("url", "u"), "example.com/\u0000")).toEqual(unstorable);
    const other = q({ id: "m", type: "multiple-choice", options: ["A"], allowOther: true });
    expect(validateAnswer(other, "Other: \udc00")).toEqual(unstorable);
    expect(validateAnswer(createQuestion("text", "t"), "fine 😀")).toBeNull();
  });
});

describe("validateAnswer: text, email, url", () => {
  it("takes any text for text and textarea, but not other shapes", () => {
    expect(validateAnswer(createQuestion("text", "t"), "anything")).toBeNull();
    expect(validateAnswer(createQuestion("textarea", "t"), "line\nline")).toBeNull();
    expect(validateAnswer(createQuestion("text", "t"), 5)?.code).toBe("invalid_type");
    expect(validateAnswer(createQuestion("textarea", "t"), ["a"])?.code).toBe("invalid_type");
  });

  it("checks a basic e-mail pattern", () => {
    const email = createQuestion("email", "e");
    expect(messageOf(email, "ann@example.com")).toBeNull();
    expect(messageOf(email, " ann@example.com ")).toBeNull();
    for (const bad of ["ann", "ann@", "ann@example", "ann @example.com", "@example.com", 7]) {
      expect(messageOf(email, bad), String(bad)).toBe("Please enter a valid email address");
    }
  });

  it("accepts URLs with or without a scheme, refuses unparsable and non-web ones", () => {
    const url = createQuestion("url", "u");
    for (const good of ["example.com", "https://example.com/a?b=1", "http://localhost:3000", "sub.example.org/path"]) {
      expect(messageOf(url, good), good).toBeNull();
    }
    for (const bad of ["not a url", "https://", "javascript:alert(1)", "ftp://example.com", "http://exa mple.com", 3]) {
      expect(messageOf(url, bad), String(bad)).toBe("Please enter a valid URL");
    }
  });
});

describe("validateAnswer: phone", () => {
  it("checks the number by the question's format, ignoring the stored country code", () => {
    const us = q({ id: "p", type: "phone", phoneSettings: { format: "us" } });
    expect(messageOf(us, "+1 5551234567")).toBeNull();
    expect(messageOf(us, "+1 555123456")).toBe("Please enter a valid phone number");
    const intl = q({ id: "p", type: "phone", phoneSettings: { format: "international" } });
    expect(messageOf(intl, "+44 2079460958")).toBeNull();
    expect(messageOf(intl, "+44 123456")).toBe("Please enter a valid phone number");
    expect(messageOf(intl, "+44 1234567890123456")).toBe("Please enter a valid phone number");
    const any = q({ id: "p", type: "phone" });
    expect(messageOf(any, "+1 5")).toBeNull();
    expect(messageOf(any, "+1 no digits")).toBe("Please enter a valid phone number");
    expect(messageOf(any, 5551234567)).toBe("Please enter a valid phone number");
  });
});

describe("validateAnswer: number", () => {
  it("wants a finite number, not numeric text", () => {
    const n = createQuestion("number", "n");
    expect(messageOf(n, -3.5)).toBeNull();
    expect(messageOf(n, "42")).toBe("Please enter a valid number");
    expect(messageOf(n, Number.NaN)).toBe("Please enter a valid number");
  });

  it("words the range problem by which bounds are set", () => {
    const both = q({ id: "n", type: "number", numberSettings: { min: 1, max: 10 } });
    expect(messageOf(both, 1)).toBeNull();
    expect(messageOf(both, 10)).toBeNull();
    expect(messageOf(both, 0)).toBe("Please enter a number between 1 and 10");
    expect(validateAnswer(both, 11)).toEqual({ code: "out_of_range", message: "Please enter a number between 1 and 10" });
    const min = q({ id: "n", type: "number", numberSettings: { min: 0 } });
    expect(messageOf(min, 1e9)).toBeNull();
    expect(messageOf(min, -1)).toBe("Please enter a number of at least 0");
    const max = q({ id: "n", type: "number", numberSettings: { max: 99.5 } });
    expect(messageOf(max, -1e9)).toBeNull();
    expect(messageOf(max, 100)).toBe("Please enter a number of at most 99.5");
  });
});

describe("validateAnswer: choices", () => {
  const options = ["Red", "Green", "Blue"];

  it("multiple-choice: one of the options, or 'Other: …' when allowed", () => {
    const closed = q({ id: "m", type: "multiple-choice", options });
    expect(messageOf(closed, "Green")).toBeNull();
    expect(validateAnswer(closed, "green")?.code).toBe("invalid_option");
    expect(validateAnswer(closed, "Other: Pink")?.code).toBe("invalid_option");
    expect(validateAnswer(closed, ["Green"])?.code).toBe("invalid_option");
    const open = q({ id: "m", type: "multiple-choice", options, allowOther: true });
    expect(messageOf(open, "Other: Pink")).toBeNull();
    expect(validateAnswer(open, "Other:   ")?.code).toBe("other_empty");
    expect(validateAnswer(open, "Pink")?.code).toBe("invalid_option");
  });

  it("dropdown: one of the options", () => {
    const d = q({ id: "d", type: "dropdown", options });
    expect(messageOf(d, "Blue")).toBeNull();
    expect(validateAnswer(d, "Purple")?.code).toBe("invalid_option");
    expect(validateAnswer(d, 1)?.code).toBe("invalid_option");
  });

  it("checkbox: distinct options, at least one real selection", () => {
    const c = q({ id: "c", type: "checkbox", options });
    expect(messageOf(c, ["Red", "Blue"])).toBeNull();
    expect(validateAnswer(c, [" "])).toEqual({ code: "min_selection", message: "Select at least one option" });
    expect(validateAnswer(c, ["Red", "Pink"])?.code).toBe("invalid_option");
    expect(validateAnswer(c, ["Red", "Red"])?.code).toBe("invalid_option");
    expect(validateAnswer(c, "Red")?.code).toBe("invalid_option");
  });

  it("yes-no and statement take their fixed words only", () => {
    const yn = createQuestion("yes-no", "y");
    expect(messageOf(yn, "Yes")).toBeNull();
    expect(messageOf(yn, "No")).toBeNull();
    expect(validateAnswer(yn, "yes")?.code).toBe("invalid_choice");
    expect(validateAnswer(yn, "Maybe")?.code).toBe("invalid_choice");
    const s = createQuestion("statement", "s");
    expect(messageOf(s, "acknowledged")).toBeNull();
    expect(validateAnswer(s, "ok")?.code).toBe("invalid_choice");
  });
});

describe("validateAnswer: scales", () => {
  it("rating: an integer from 1 to maxRating", () => {
    const r = q({ id: "r", type: "rating", maxRating: 7 });
    expect(messageOf(r, 1)).toBeNull();
    expect(messageOf(r, 7)).toBeNull();
    for (const bad of [0, 8, 2.5, "3"]) expect(validateAnswer(r, bad)?.code, String(bad)).toBe("invalid_rating");
    expect(messageOf(r, 8)).toBe("Please choose a rating from 1 to 7");
  });

  it("scale: within min..max and on a step, tolerating decimal steps", () => {
    const s = q({ id: "s", type: "scale", scaleSettings: { min: -2, max: 2, step: 0.5 } });
    for (const good of [-2, -0.5, 0, 1.5, 2]) expect(messageOf(s, good), String(good)).toBeNull();
    for (const bad of [-2.5, 2.5, 0.25, "1"]) expect(validateAnswer(s, bad)?.code, String(bad)).toBe("invalid_scale");
    const tenths = q({ id: "s", type: "scale", scaleSettings: { min: 0, max: 1, step: 0.1 } });
    expect(messageOf(tenths, 0.3)).toBeNull();
    expect(messageOf(tenths, 0.7)).toBeNull();
  });

  it("scale: a stored question without settings uses the respondent's 1–10", () => {
    const [legacy] = readStoredQuestions([{ ...createQuestion("scale", "s"), scaleSettings: undefined }]) as [Question];
    expect(messageOf(legacy, 1)).toBeNull();
    expect(messageOf(legacy, 10)).toBeNull();
    expect(messageOf(legacy, 0)).toBe("Please choose a value from 1 to 10");
  });

  it("likert: one of the question's five labels", () => {
    const l = q({
      id: "l",
      type: "likert",
      likertScale: { type: "frequency", labels: ["Never", "Rarely", "Sometimes", "Often", "Always"] },
    });
    expect(messageOf(l, "Often")).toBeNull();
    expect(validateAnswer(l, "Agree")?.code).toBe("invalid_option");
    expect(validateAnswer(l, 3)?.code).toBe("invalid_option");
  });
});

describe("validateAnswer: ranking and matrix", () => {
  it("ranking: a permutation of the items", () => {
    const r = q({ id: "r", type: "ranking", rankingItems: ["A", "B", "C"] });
    expect(messageOf(r, ["C", "A", "B"])).toBeNull();
    for (const bad of [["A", "B"], ["A", "B", "B"], ["A", "B", "C", "D"], ["A", "B", "X"], "A"]) {
      expect(validateAnswer(r, bad)?.code, JSON.stringify(bad)).toBe("invalid_ranking");
    }
  });

  it("ranking: items repeated in the question may repeat in the answer", () => {
    const r = q({ id: "r", type: "ranking", rankingItems: ["A", "A", "B"] });
    expect(messageOf(r, ["A", "B", "A"])).toBeNull();
    expect(validateAnswer(r, ["A", "B", "B"])?.code).toBe("invalid_ranking");
  });

  it("ranking: a required ranking nobody moved or confirmed asks for either, in its own words", () => {
    const r = q({ id: "r", type: "ranking", required: true, rankingItems: ["A", "B", "C"] });
    for (const untouched of [undefined, []]) {
      expect(validateAnswer(r, untouched)).toEqual({ code: "unranked", message: "Move an item or choose Keep this order" });
    }
    // Confirming the order shown is an answer.
    expect(validateAnswer(r, ["A", "B", "C"])).toBeNull();
    expect(validateAnswer({ ...r, required: false }, undefined)).toBeNull();
  });

  it("ranking: an answer to a question without items is refused with its own message", () => {
    const r = q({ id: "r", type: "ranking", rankingItems: [] });
    expect(validateAnswer(r, ["A"])).toEqual({
      code: "no_ranking_items",
      message: "No ranking items have been configured for this question.",
    });
  });

  it("matrix: every row answered with one of the columns", () => {
    const m = q({ id: "m", type: "matrix", matrixRows: ["Speed", "Price"], matrixColumns: ["Bad", "Good"] });
    expect(messageOf(m, { Speed: "Good", Price: "Bad" })).toBeNull();
    expect(validateAnswer(m, { Speed: "Good" })).toEqual({ code: "incomplete_matrix", message: "Please answer every row" });
    expect(validateAnswer(m, { Speed: "Good", Price: "Great" })?.code).toBe("invalid_matrix");
    expect(validateAnswer(m, { Speed: "Good", Price: "Bad", Size: "Bad" })?.code).toBe("invalid_matrix");
    expect(validateAnswer(m, ["Good", "Bad"])?.code).toBe("invalid_matrix");
    expect(validateAnswer(m, "Good")?.code).toBe("invalid_matrix");
  });
});

describe("validateAnswer: date, time, file upload", () => {
  it("date: a real YYYY-MM-DD date", () => {
    const d = createQuestion("date", "d");
    expect(messageOf(d, "2024-02-29")).toBeNull();
    for (const bad of ["2023-02-29", "2024-13-01", "2024-1-01", "01/02/2024", "2024-02-29T10:00"]) {
      expect(validateAnswer(d, bad)?.code, bad).toBe("invalid_date");
    }
  });

  it("time: HH:MM on a 24-hour clock", () => {
    const t = createQuestion("time", "t");
    expect(messageOf(t, "00:00")).toBeNull();
    expect(messageOf(t, "23:59")).toBeNull();
    for (const bad of ["24:00", "12:60", "9:30", "noon"]) expect(validateAnswer(t, bad)?.code, bad).toBe("invalid_time");
  });

  it("file upload: our /uploads paths or web URLs, within maxFiles", () => {
    const one = createQuestion("file-upload", "f");
    expect(messageOf(one, "/uploads/abc")).toBeNull();
    expect(messageOf(one, "https://cdn.example.com/x.pdf")).toBeNull();
    expect(messageOf(one, ["/uploads/a"])).toBeNull();
    expect(validateAnswer(one, ["/uploads/a", "/uploads/b"])).toEqual({
      code: "too_many_files",
      message: "Maximum 1 file(s) allowed",
    });
    for (const bad of ["javascript:alert(1)", "//evil.example/x", "uploads/a", "/uploads/a b", 5, ["/uploads/a", 3]]) {
      expect(validateAnswer(one, bad)?.code, JSON.stringify(bad)).toBe("invalid_file");
    }
    const three = q({ id: "f", type: "file-upload", fileUploadSettings: { maxFiles: 3 } });
    expect(messageOf(three, ["/uploads/a", "/uploads/b", "/uploads/c"])).toBeNull();
  });
});

describe("validateAnswer: stored questions missing their settings", () => {
  it("never throws once the question is read back, whatever the type and answer", () => {
    for (const type of QUESTION_TYPES) {
      const [bare] = readStoredQuestions([{ id: "q", type, required: true }]) as [Question];
      for (const answer of ["x", 3, ["x"], { r: "c" }, undefined]) {
        expect(() => validateAnswer(bare, answer), `${type} ${JSON.stringify(answer)}`).not.toThrow();
      }
    }
  });
});
