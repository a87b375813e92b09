import { describe, expect, it } from "vitest";
import { questionSchema, type QuestionInput } from "../surveys/question-schema";
import { formatExportAnswer, listExportQuestions } from "./export-columns";

const q = (input: Partial<QuestionInput> & Pick<QuestionInput, "type">) =>
  questionSchema.parse({ id: `q${Math.random().toString(36).slice(2, 8)}`, title: "Question", ...input });

describe("listExportQuestions", () => {
  it("gives every question but statements a column, in survey order", () => {
    const questions = [
      q({ type: "text", title: "Name" }),
      q({ type: "statement", title: "Thanks" }),
      q({ type: "rating", title: "Stars" }),
    ];
    expect(listExportQuestions(questions).map((c) => c.column)).toEqual(["Name", "Stars"]);
  });

  it("keeps duplicate titles as distinct columns, also when they clash with a fixed column", () => {
    const questions = [
      q({ type: "text", title: "Why?" }),
      q({ type: "text", title: "Why?" }),
      q({ type: "text", title: "Why? (2)" }),
      q({ type: "email", title: "Email" }),
      q({ type: "text", title: "  " }),
    ];
    expect(listExportQuestions(questions).map((c) => c.column)).toEqual([
      "Why?",
      "Why? (2)",
      "Why? (2) (2)",
      "Email (2)",
      "Question 5",
    ]);
  });

  it("leaves each hidden field's key to its own column: a question of that title gets a number", () => {
    const questions = [q({ type: "text", title: "source" }), q({ type: "text", title: "Source" })];
    expect(listExportQuestions(questions, ["source"]).map((c) => c.column)).toEqual(["source (2)", "Source"]);
  });
});

describe("formatExportAnswer", () => {
  it("writes lists joined with commas and keeps numbers as numbers", () => {
    expect(formatExportAnswer(["Work", "Home"], q({ type: "checkbox" }))).toBe("Work, Home");
    expect(formatExportAnswer(["B", "A", "C"], q({ type: "ranking" }))).toBe("B, A, C");
    expect(formatExportAnswer(7, q({ type: "scale" }))).toBe(7);
    expect(formatExportAnswer(-2.5, q({ type: "number" }))).toBe(-2.5);
    expect(formatExportAnswer("Oui, très", q({ type: "text" }))).toBe("Oui, très");
  });

  it("writes a matrix as Row: Column pairs in the question's row order", () => {
    const matrix = q({ type: "matrix", matrixRows: ["Speed", "Price", "Support"], matrixColumns: ["Good", "Bad"] });
    // jsonb hands keys back sorted by length, not in the order the respondent saw them.
    expect(formatExportAnswer({ Price: "Bad", Speed: "Good", Support: "Good" }, matrix)).toBe(
      "Speed: Good; Price: Bad; Support: Good",
    );
    expect(formatExportAnswer({ Gone: "Bad", Speed: "Good" }, matrix)).toBe("Speed: Good; Gone: Bad");
  });

  it("writes no answer as an empty cell", () => {
    expect(formatExportAnswer(undefined, q({ type: "text" }))).toBe("");
    expect(formatExportAnswer(null, q({ type: "checkbox" }))).toBe("");
  });

  it("turns stored file paths into links when told how, and leaves other answers' slashes alone", () => {
    const fileUrl = (path: string) => `https://sondar.example${path}`;
    const files = q({ type: "file-upload" });
    expect(formatExportAnswer(["/api/surveys/s/response-files/a", "/api/surveys/s/response-files/b"], files, { fileUrl })).toBe(
      "https://sondar.example/api/surveys/s/response-files/a, https://sondar.example/api/surveys/s/response-files/b",
    );
    expect(formatExportAnswer("/api/surveys/s/response-files/a", files, { fileUrl })).toBe(
      "https://sondar.example/api/surveys/s/response-files/a",
    );
    expect(formatExportAnswer("/not/a/file", q({ type: "text" }), { fileUrl })).toBe("/not/a/file");
  });
});
