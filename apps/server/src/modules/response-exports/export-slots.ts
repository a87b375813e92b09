import { AppError } from "../../lib/app-error";

export interface ExportSlotLimits {
  /** Exports the process runs at once, whoever runs them. */
  total: number;
  /**
   * Of those, the slots only an account with no export running in the process may take: an
   * account's second export waits while fewer than this many are free.
   */
  keptForFirst: number;
  /** How long a request waits for a slot before EXPORT_BUSY. */
  waitMs: number;
}

/**
 * A full export on PostgreSQL holds a database connection of its own for as long as the client
 * takes to download it, so a process runs at most eight: a bound on its connections. Half of
 * them are kept for accounts that have none running, so accounts holding slow downloads open
 * take at most four slots with their second exports, and every other account still finds one
 * (docs/decisions/261-fair-export-slots.md). Users and organizations have their own limits,
 * counted across processes (export-leases.ts). A short wait absorbs a download that is just ending.
 */
export const EXPORT_SLOT_LIMITS: ExportSlotLimits = { total: 8, keptForFirst: 4, waitMs: 2_000 };

/** Seconds a client refused an export is told to wait: about what a slow download takes to end or a place to free up. */
export const EXPORT_RETRY_AFTER_SECONDS = 10;

/** EXPORT_BUSY (429) with its Retry-After. */
export const exportBusy = () => new AppError("EXPORT_BUSY", { headers: { "Retry-After": String(EXPORT_RETRY_AFTER_SECONDS) } });

interface Waiter {
  account: string;
  grant: (release: () => void) => void;
  timer: NodeJS.Timeout;
}

/**
 * Counts the process's running exports per account; a request that finds no slot it may take
 * waits in line, then gets EXPORT_BUSY. An account's first export may take any free slot, a
 * further one only a slot beyond those kept for first exports; slots that free up go to the
 * first waiter in line that may take them, so an account with none running passes one that
 * already has one.
 */
export function createExportSlots(limits: ExportSlotLimits = EXPORT_SLOT_LIMITS) {
  let running = 0;
  const held = new Map<string, number>();
  const waiting: Waiter[] = [];

  const mayTake = (account: string) =>
    running < limits.total && (!held.get(account) || running < limits.total - limits.keptForFirst);

  const take = (account: string) => {
    running += 1;
    held.set(account, (held.get(account) ?? 0) + 1);
    let released = false;
    // Called by every way an export ends; only the first call counts.
    return () => {
      if (released) return;
      released = true;
      running -= 1;
      const left = (held.get(account) ?? 1) - 1;
      if (left) held.set(account, left);
      else held.delete(account);
      grantWaiting();
    };
  };

  function grantWaiting() {
    for (let index = 0; index < waiting.length;) {
      const next = waiting[index] as Waiter;
      if (!mayTake(next.account)) {
        index += 1;
        continue;
      }
      waiting.splice(index, 1);
      clearTimeout(next.timer);
      next.grant(take(next.account));
    }
  }

  return {
    /** Resolves with the slot's release function, or rejects with EXPORT_BUSY after `waitMs`. */
    acquire(account: string): Promise<() => void> {
      // Whoever waits could not take a slot when one last freed up; this account may pass them.
      if (mayTake(account)) return Promise.resolve(take(account));
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          account,
          grant: resolve,
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(waiter), 1);
            reject(exportBusy());
          }, limits.waitMs),
        };
        waiting.push(waiter);
      });
    },
    /** Exports running now (for tests and logs). */
    running: () => running,
  };
}
