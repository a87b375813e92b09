import { AppError } from "../../lib/app-error";

export interface ExportSlotLimits {
  /** Exports one user may run at once. */
  perUser: number;
  /** Exports the process runs at once. */
  total: number;
  /** How long a request waits for a slot before EXPORT_BUSY. */
  waitMs: number;
}

/**
 * A full export on PostgreSQL holds a database connection for as long as the client takes to
 * download it; XLSX also keeps a core busy zipping. Four at once leave the connection pool and
 * the CPU to everyone else (respondents' submits first), two per user keep one user from taking
 * all four, and a short wait absorbs a double click or a download that is just ending.
 */
export const EXPORT_SLOT_LIMITS: ExportSlotLimits = { perUser: 2, total: 4, waitMs: 2_000 };

interface Waiter {
  userId: string;
  grant: (release: () => void) => void;
  timer: NodeJS.Timeout;
}

export type ExportSlots = ReturnType<typeof createExportSlots>;

/** Counts running exports; a request that finds no free slot waits in line, then gets EXPORT_BUSY. */
export function createExportSlots(limits: ExportSlotLimits = EXPORT_SLOT_LIMITS) {
  const perUser = new Map<string, number>();
  let total = 0;
  const waiting: Waiter[] = [];

  const fits = (userId: string) => total < limits.total && (perUser.get(userId) ?? 0) < limits.perUser;

  const take = (userId: string) => {
    total += 1;
    perUser.set(userId, (perUser.get(userId) ?? 0) + 1);
    let released = false;
    // Called by every way an export ends; only the first call counts.
    return () => {
      if (released) return;
      released = true;
      total -= 1;
      const left = (perUser.get(userId) ?? 1) - 1;
      if (left) perUser.set(userId, left);
      else perUser.delete(userId);
      admitWaiting();
    };
  };

  // First come, first served among those that fit: a user at their own limit blocks nobody else.
  const admitWaiting = () => {
    for (let i = 0; i < waiting.length;) {
      const waiter = waiting[i] as Waiter;
      if (!fits(waiter.userId)) {
        i += 1;
        continue;
      }
      waiting.splice(i, 1);
      clearTimeout(waiter.timer);
      waiter.grant(take(waiter.userId));
    }
  };

  return {
    /** Resolves with the slot's release function, or rejects with EXPORT_BUSY after `waitMs`. */
    acquire(userId: string): Promise<() => void> {
      if (fits(userId) && !waiting.length) return Promise.resolve(take(userId));
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          userId,
          grant: resolve,
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(waiter), 1);
            reject(new AppError("EXPORT_BUSY"));
          }, limits.waitMs),
        };
        waiting.push(waiter);
        admitWaiting();
      });
    },
    /** Exports running now (for tests and logs). */
    running: () => total,
  };
}
