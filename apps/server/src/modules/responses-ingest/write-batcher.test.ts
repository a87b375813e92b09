import { describe, expect, it } from "vitest";
import { createWriteBatcher } from "./write-batcher";

/** A statement stand-in that records its batches and answers only when told to. */
function createStatements(answer: (items: number[]) => number[] = (items) => items.map((n) => n * 10)) {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const writeAll = (items: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      batches.push(items);
      pending.push(() => {
        try {
          resolve(answer(items));
        } catch (error) {
          reject(error);
        }
      });
    });
  const finishNext = async () => {
    pending.shift()?.();
    // Let the batcher settle the promises and start what waited.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { batches, writeAll, finishNext, running: () => pending.length };
}

describe("write batcher", () => {
  it("writes a lone item at once, on its own", async () => {
    const statements = createStatements();
    const batcher = createWriteBatcher({ writeAll: statements.writeAll, maxInFlight: 2, maxBatch: 10 });
    const result = batcher.write(1);
    expect(statements.batches).toEqual([[1]]);
    await statements.finishNext();
    expect(await result).toBe(10);
  });

  it("sends the items that waited for a free statement together, each answered with its own result", async () => {
    const statements = createStatements();
    const batcher = createWriteBatcher({ writeAll: statements.writeAll, maxInFlight: 2, maxBatch: 3 });
    const results = [1, 2, 3, 4, 5, 6, 7].map((n) => batcher.write(n));
    // Two statements at most: 1 and 2 went alone, the rest wait.
    expect(statements.batches).toEqual([[1], [2]]);
    await statements.finishNext();
    expect(statements.batches).toEqual([[1], [2], [3, 4, 5]]);
    await statements.finishNext();
    expect(statements.batches).toEqual([[1], [2], [3, 4, 5], [6, 7]]);
    while (statements.running() > 0) await statements.finishNext();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50, 60, 70]);
  });

  it("fails every item of a statement at once when the failure is no item's fault", async () => {
    const statements = createStatements((items) => {
      if (items.length > 1) throw new Error("database unavailable");
      return items.map((n) => n * 10);
    });
    const batcher = createWriteBatcher({
      writeAll: statements.writeAll,
      maxInFlight: 1,
      maxBatch: 10,
      isItemFailure: (error) => (error as Error).message !== "database unavailable",
    });
    const results = [1, 2, 3, 4].map((n) => batcher.write(n).then(String, (error: Error) => error.message));
    while (statements.running() > 0) await statements.finishNext();
    expect(await Promise.all(results)).toEqual(["10", "database unavailable", "database unavailable", "database unavailable"]);
    expect(statements.batches).toEqual([[1], [2, 3, 4]]);
  });

  it("writes each item of a failed statement on its own, so only the item at fault fails", async () => {
    const statements = createStatements((items) => {
      if (items.includes(3)) throw new Error("unique violation");
      return items.map((n) => n * 10);
    });
    const batcher = createWriteBatcher({ writeAll: statements.writeAll, maxInFlight: 1, maxBatch: 10 });
    const results = [1, 2, 3, 4].map((n) => batcher.write(n).then(String, (error: Error) => error.message));
    while (statements.running() > 0) await statements.finishNext();
    expect(await Promise.all(results)).toEqual(["10", "20", "unique violation", "40"]);
    expect(statements.batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });

  it("rewrites a failed statement's items one at a time in its own slot, never past maxInFlight", async () => {
    const statements = createStatements((items) => {
      if (items.length > 1) throw new Error("one item spoils the statement");
      return items.map((n) => n * 10);
    });
    const batcher = createWriteBatcher({ writeAll: statements.writeAll, maxInFlight: 2, maxBatch: 10 });
    const results = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => batcher.write(n));
    let most = statements.running();
    while (statements.running() > 0) {
      await statements.finishNext();
      most = Math.max(most, statements.running());
    }
    expect(most).toBe(2);
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50, 60, 70, 80]);
    // 1 and 2 went alone; 3 to 8 together, which failed; then each of them on its own.
    expect(statements.batches).toEqual([[1], [2], [3, 4, 5, 6, 7, 8], [3], [4], [5], [6], [7], [8]]);
  });

  it("answers an item whose caller gave up at once: never written while it waited, its statement's result dropped while it ran", async () => {
    const statements = createStatements();
    const batcher = createWriteBatcher({ writeAll: statements.writeAll, maxInFlight: 1, maxBatch: 10 });
    const running = new AbortController();
    const queued = new AbortController();
    const late = new Error("past the deadline");
    const outcome = (promise: Promise<number>) => promise.then(String, (error: Error) => error.message);
    const results = [
      outcome(batcher.write(1, running.signal)),
      outcome(batcher.write(2, queued.signal)),
      outcome(batcher.write(3)),
    ];
    running.abort(late);
    queued.abort(late);
    expect(await Promise.race([results[0], results[1]])).toBe("past the deadline");
    while (statements.running() > 0) await statements.finishNext();
    expect(await Promise.all(results)).toEqual(["past the deadline", "past the deadline", "30"]);
    // 1 ran to its end unheard; 2 was taken out of the queue before the next statement.
    expect(statements.batches).toEqual([[1], [3]]);
  });

  it("does not rewrite on its own an item whose caller gave up, when its statement fails", async () => {
    const statements = createStatements((items) => {
      if (items.length > 1) throw new Error("one item spoils the statement");
      return items.map((n) => n * 10);
    });
    const batcher = createWriteBatcher({ writeAll: statements.writeAll, maxInFlight: 1, maxBatch: 10 });
    const gaveUp = new AbortController();
    const results = [batcher.write(1), batcher.write(2, gaveUp.signal).catch(() => "gave up"), batcher.write(3)];
    await statements.finishNext();
    expect(statements.batches).toEqual([[1], [2, 3]]);
    gaveUp.abort(new Error("past the deadline"));
    while (statements.running() > 0) await statements.finishNext();
    expect(await Promise.all(results)).toEqual([10, "gave up", 30]);
    expect(statements.batches).toEqual([[1], [2, 3], [3]]);
  });
});
