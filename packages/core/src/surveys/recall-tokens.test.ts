import { describe, expect, it } from "vitest";
import { findUnknownRecalls, recallNames } from "./recall-tokens";

describe("recall tokens", () => {
  it("reads names with or without spaces and fallbacks, each once", () => {
    expect(recallNames("Hi {{name}}, {{ name }} from {{source|the web}} and {{ q_1-2 | x }}")).toEqual([
      "name",
      "source",
      "q_1-2",
    ]);
    expect(recallNames("no tokens, { {x} }, {{}}, {{a b}}")).toEqual([]);
  });

  it("finds tokens that name nothing, where they are", () => {
    const survey = {
      questions: [
        { id: "q1", title: "Hello {{source}}", description: "" },
        { id: "q2", title: "About {{q1}}", description: "and {{q3}}" },
      ],
      hiddenFields: ["source"],
      settings: { welcomeMessage: "{{who}}", completionMessage: "Thanks, {{q2}}" },
    };
    expect(findUnknownRecalls(survey)).toEqual([
      { name: "q3", questionId: "q2" },
      { name: "who", field: "welcomeMessage" },
    ]);
  });
});
