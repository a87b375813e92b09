import { describe, expect, it } from "vitest";
import { COALESCE_MS, createHistory, HISTORY_LIMIT, recordChange, redoChange, undoChange } from "./draft-history";

describe("draft history", () => {
  it("undoes and redoes step by step, and a new change drops what could be redone", () => {
    let history = createHistory<string>();
    history = recordChange(history, "a", null, 0);
    history = recordChange(history, "ab", null, 10);
    const first = undoChange(history, "abc");
    expect(first?.state).toBe("ab");
    const second = undoChange(first!.history, "ab");
    expect(second?.state).toBe("a");
    expect(undoChange(second!.history, "a")).toBeNull();
    const redone = redoChange(second!.history, "a");
    expect(redone?.state).toBe("ab");
    const branched = recordChange(redone!.history, "ab", null, 20);
    expect(redoChange(branched, "abX")).toBeNull();
  });

  it("merges quick typing in one field into one step, but not typing in another field or after a pause", () => {
    let history = createHistory<string>();
    history = recordChange(history, "", "title", 0);
    history = recordChange(history, "H", "title", COALESCE_MS / 2);
    history = recordChange(history, "He", "title", COALESCE_MS);
    expect(history.past).toHaveLength(1);
    history = recordChange(history, "Hel", "question:q1", COALESCE_MS + 1);
    expect(history.past).toHaveLength(2);
    history = recordChange(history, "Hell", "question:q1", 3 * COALESCE_MS);
    expect(history.past).toHaveLength(3);
    expect(undoChange(history, "Hello")?.state).toBe("Hell");
  });

  it("never merges steps of their own, such as deletions", () => {
    let history = createHistory<number>();
    history = recordChange(history, 1, null, 0);
    history = recordChange(history, 2, null, 0);
    expect(history.past.map((step) => step.state)).toEqual([1, 2]);
  });

  it(`keeps only the last ${HISTORY_LIMIT} steps`, () => {
    let history = createHistory<number>();
    for (let i = 0; i < HISTORY_LIMIT + 5; i += 1) history = recordChange(history, i, null, i * COALESCE_MS);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]?.state).toBe(5);
  });

  it("does not merge the first edit after a redo into the redone step", () => {
    let history = recordChange(createHistory<string>(), "a", "title", 0);
    const undone = undoChange(history, "ab")!;
    history = redoChange(undone.history, "a")!.history;
    history = recordChange(history, "ab", "title", 1);
    expect(history.past).toHaveLength(2);
  });
});
