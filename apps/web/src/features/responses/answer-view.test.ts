import { createQuestion } from "@sondar/core/surveys/create-question";
import type { Question } from "@sondar/core/surveys/question-schema";
import { describe, expect, it } from "vitest";
import { answerView, safeHref } from "./answer-view";

const q = (type: Question["type"], extra: object = {}) => ({ ...createQuestion(type, `q_${type}`), ...extra }) as Question;

describe("answerView", () => {
  it("says nothing for a missing or empty answer", () => {
    expect(answerView(q("text"), undefined)).toEqual({ kind: "none" });
    expect(answerView(q("text"), "   ")).toEqual({ kind: "none" });
    expect(answerView(q("checkbox", { options: ["A"] }), [])).toEqual({ kind: "none" });
    expect(answerView(q("matrix", { matrixRows: ["R"], matrixColumns: ["C"] }), {})).toEqual({ kind: "none" });
  });

  it("shows a matrix as row → column pairs in the question's row order, unknown rows last", () => {
    const matrix = q("matrix", { matrixRows: ["Speed", "Price", "Support"], matrixColumns: ["Bad", "Good"] });
    expect(answerView(matrix, { Support: "Good", Legacy: "Bad", Speed: "Bad" })).toEqual({
      kind: "matrix",
      rows: [
        { row: "Speed", column: "Bad" },
        { row: "Support", column: "Good" },
        { row: "Legacy", column: "Bad" },
      ],
    });
  });

  it("keeps a ranking's order as an ordered list and a checkbox answer as a plain list", () => {
    expect(answerView(q("ranking", { rankingItems: ["A", "B"] }), ["B", "A"])).toEqual({
      kind: "list",
      items: ["B", "A"],
      ordered: true,
    });
    expect(answerView(q("checkbox", { options: ["A", "B"] }), ["A", "B"])).toEqual({
      kind: "list",
      items: ["A", "B"],
      ordered: false,
    });
  });

  it("links uploaded files, one or many, but never to a script URL", () => {
    const upload = q("file-upload");
    expect(answerView(upload, "/api/surveys/s/response-files/f1")).toEqual({
      kind: "files",
      files: [{ href: "/api/surveys/s/response-files/f1", text: "/api/surveys/s/response-files/f1" }],
    });
    expect(answerView(upload, ["https://cdn.example.com/a.pdf", "javascript:alert(1)"])).toEqual({
      kind: "files",
      files: [
        { href: "https://cdn.example.com/a.pdf", text: "https://cdn.example.com/a.pdf" },
        { href: null, text: "javascript:alert(1)" },
      ],
    });
  });

  it("shows a rating out of its scale and other values as text", () => {
    expect(answerView(q("rating", { maxRating: 5 }), 4)).toEqual({ kind: "text", text: "4 / 5" });
    expect(answerView(q("scale", { scaleSettings: { min: 0, max: 10, step: 1 } }), 9)).toEqual({ kind: "text", text: "9" });
    expect(answerView(q("yes-no"), "Yes")).toEqual({ kind: "text", text: "Yes" });
    expect(answerView(q("multiple-choice", { options: ["A"] }), "Other: Blue")).toEqual({ kind: "text", text: "Other: Blue" });
  });

  it("still shows the answer of a deleted question by its shape", () => {
    expect(answerView(undefined, ["x", "y"])).toEqual({ kind: "list", items: ["x", "y"], ordered: false });
    expect(answerView(undefined, 7)).toEqual({ kind: "text", text: "7" });
  });
});

describe("safeHref", () => {
  it("allows our own paths and http(s) URLs only", () => {
    expect(safeHref("/uploads/a.png")).toBe("/uploads/a.png");
    expect(safeHref("https://example.com/a b.pdf")).toBe("https://example.com/a%20b.pdf");
    expect(safeHref("//evil.example/x")).toBeNull();
    expect(safeHref("/\\evil.example")).toBeNull();
    expect(safeHref("/\t/evil.example")).toBeNull();
    expect(safeHref("/\n/evil.example/x")).toBeNull();
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("data:text/html,hi")).toBeNull();
    expect(safeHref("not a url")).toBeNull();
  });
});
