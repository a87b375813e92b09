import { AppError } from "../../lib/app-error";

export interface ExportSlotLimits {
  /** Exports the process runs at once, whoever runs them. */
  total: number;
  /** How long a request waits for a slot before EXPORT_BUSY. */
  waitMs: number;
}

/**
 * A full export on PostgreSQL holds a database connection of its own for as long as the client
 * takes to download it, so a process runs at most eight: a bound on its connections, not a
 * share per user. Users and organizations have their own limits, counted across processes
 * (export-leases.ts), so blocking a process takes at least four accounts each holding two slow
 * downloads open (decision record 040). A short wait absorbs a download that is just ending.
 */
export const EXPORT_SLOT_LIMITS: ExportSlotLimits = { total: 8, waitMs: 2_000 };

interface Waiter {
  grant: (release: () => void) => void;
  timer: NodeJS.Timeout;
}

/** Counts the process's running exports; a request that finds no free slot waits in line, then gets EXPORT_BUSY. */
export function createExportSlots(limits: ExportSlotLimits = EXPORT_SLOT_LIMITS) {
  let running = 0;
  const waiting: Waiter[] = [];

  const take = () => {
    running += 1;
    let released = false;
    // Called by every way an export ends; only the first call counts.
    return () => {
      if (released) return;
      released = true;
      running -= 1;
      const next = waiting.shift();
      if (!next) return;
      clearTimeout(next.timer);
      next.grant(take());
    };
  };

  return {
    /** Resolves with the slot's release function, or rejects with EXPORT_BUSY after `waitMs`. */
    acquire(): Promise<() => void> {
      if (running < limits.total && !waiting.length) return Promise.resolve(take());
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          grant: resolve,
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(waiter), 1);
            reject(new AppError("EXPORT_BUSY"));
          }, limits.waitMs),
        };
        waiting.push(waiter);
      });
    },
    /** Exports running now (for tests and logs). */
    running: () => running,
  };
}
