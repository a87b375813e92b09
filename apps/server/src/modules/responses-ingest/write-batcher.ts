import type { DeadlineSignal } from "../../db/database-deadline";

export interface WriteBatcher<Item, Result> {
  /**
   * Writes the item, alone or with others queued at the same time; its own result. When
   * `signal` aborts first, the promise rejects with its reason at once: an item still queued is
   * never written, one in a running statement is written or not as that statement goes.
   */
  write: (item: Item, signal?: DeadlineSignal) => Promise<Result>;
}

export interface WriteBatcherOptions<Item, Result> {
  /** Writes the items in one statement; one result per item, in order. */
  writeAll: (items: Item[]) => Promise<Result[]>;
  /** Statements of this batcher running at once, at most; past it, items wait and go together. */
  maxInFlight: number;
  /** Items in one statement, at most. */
  maxBatch: number;
  /**
   * Whether a failed statement's items are written again one by one (the default): false for
   * failures no single item caused, such as a database that is unavailable, where a retry per
   * item would only make each wait out the same failure in turn.
   */
  isItemFailure?: (error: unknown) => boolean;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
  /** Its caller no longer waits (its signal aborted): not written on its own after a failed batch. */
  abandoned: boolean;
}

/**
 * Group commit for the respondents' writes. An item is written at once while fewer than
 * `maxInFlight` statements run; otherwise it waits, and the items that waited go together in
 * the next statement. A lone respondent pays no delay, and under load each statement (its
 * round trip, planning, commit and locks) serves many: PostgreSQL then spends a fraction of
 * the time per response. When a statement of several items fails, each is written again on its
 * own, one after another in the same slot, so one item's error (say a unique violation) reaches
 * only that item and the cap holds.
 */
export function createWriteBatcher<Item, Result>(options: WriteBatcherOptions<Item, Result>): WriteBatcher<Item, Result> {
  const queue: Waiting<Item, Result>[] = [];
  let inFlight = 0;

  async function writeOne(waiting: Waiting<Item, Result>) {
    try {
      const [result] = await options.writeAll([waiting.item]);
      waiting.resolve(result as Result);
    } catch (error) {
      waiting.reject(error);
    }
  }

  async function writeBatch(batch: Waiting<Item, Result>[]) {
    if (batch.length === 1) return writeOne(batch[0] as Waiting<Item, Result>);
    let results: Result[];
    try {
      results = await options.writeAll(batch.map((waiting) => waiting.item));
    } catch (error) {
      if (options.isItemFailure && !options.isItemFailure(error)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      // One after another, in this batch's slot: all at once they would be up to maxBatch
      // statements, past maxInFlight, taking the pool from everyone just when something failed.
      for (const waiting of batch) if (!waiting.abandoned) await writeOne(waiting);
      return;
    }
    batch.forEach((waiting, index) => waiting.resolve(results[index] as Result));
  }

  function pump() {
    while (inFlight < options.maxInFlight && queue.length > 0) {
      inFlight += 1;
      void writeBatch(queue.splice(0, options.maxBatch)).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return {
    write: (item, signal) =>
      new Promise<Result>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const waiting: Waiting<Item, Result> = { item, resolve, reject, abandoned: false };
        signal?.addEventListener(
          "abort",
          () => {
            waiting.abandoned = true;
            const index = queue.indexOf(waiting);
            if (index >= 0) queue.splice(index, 1);
            reject(signal.reason);
          },
          { once: true },
        );
        queue.push(waiting);
        pump();
      }),
  };
}
