import { describe, expect, it } from "vitest";
import { createQuestion } from "../surveys/create-question";
import type { Question } from "../surveys/question-schema";
import { withOptionOrder } from "./option-order";

const OPTIONS = ["Red", "Green", "Blue"];
const shuffled = (id = "q1", type: "multiple-choice" | "checkbox" | "dropdown" = "multiple-choice") =>
  ({ ...createQuestion(type, id), options: OPTIONS, shuffleOptions: true }) as Question;
const optionsOf = (q: Question | undefined) => (q && "options" in q ? q.options : null);

describe("withOptionOrder", () => {
  it("gives each respondent the same order on every call, and leaves other questions as they are", () => {
    const plain = { ...createQuestion("multiple-choice", "q2"), options: OPTIONS } as Question;
    const text = createQuestion("text", "q3");
    const [first, second, third] = withOptionOrder([shuffled(), plain, text], "session-a");
    expect(optionsOf(withOptionOrder([shuffled()], "session-a")[0])).toEqual(optionsOf(first));
    expect([...(optionsOf(first) ?? [])].sort()).toEqual([...OPTIONS].sort());
    expect(second).toBe(plain);
    expect(third).toBe(text);
  });

  it("draws every order about equally often over respondents, and apart for each question", () => {
    const counts = new Map<string, number>();
    let sameForBoth = 0;
    const runs = 3000;
    for (let i = 0; i < runs; i++) {
      const [a, b] = withOptionOrder([shuffled("q1", "checkbox"), shuffled("q2", "dropdown")], `session-${i}`);
      const order = (optionsOf(a) ?? []).join(",");
      counts.set(order, (counts.get(order) ?? 0) + 1);
      if (order === (optionsOf(b) ?? []).join(",")) sameForBoth++;
    }
    expect(counts.size).toBe(6);
    for (const count of counts.values()) expect(Math.abs(count / runs - 1 / 6)).toBeLessThan(0.03);
    expect(Math.abs(sameForBoth / runs - 1 / 6)).toBeLessThan(0.03);
  });

  it("never changes the stored question", () => {
    const question = shuffled();
    withOptionOrder([question], "session-a");
    expect(optionsOf(question)).toEqual(OPTIONS);
  });
});
