import { randomUUID } from "node:crypto";

/** How long a checked export link holds its slot for the browser to follow it. */
export const RESERVATION_MS = 30_000;

interface Reservation {
  userId: string;
  surveyId: string;
  release: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Export slots taken when the page asks for a link, held under a one-time ticket until the
 * browser's download takes them over, so a download the page was told it could start is not
 * then refused. A ticket the browser never uses gives its slot back after `ttlMs`.
 */
export function createExportReservations(ttlMs = RESERVATION_MS) {
  const held = new Map<string, Reservation>();
  return {
    /** Holds `release`'s slot; returns the ticket. */
    hold(userId: string, surveyId: string, release: () => void): string {
      const ticket = randomUUID();
      const timer = setTimeout(() => {
        held.delete(ticket);
        release();
      }, ttlMs);
      timer.unref();
      held.set(ticket, { userId, surveyId, release, timer });
      return ticket;
    },
    /** The held slot's release, once, for the user and survey it was taken for; else undefined. */
    take(ticket: string | undefined, userId: string, surveyId: string): (() => void) | undefined {
      const reservation = ticket ? held.get(ticket) : undefined;
      if (!reservation || reservation.userId !== userId || reservation.surveyId !== surveyId) return undefined;
      held.delete(ticket as string);
      clearTimeout(reservation.timer);
      return reservation.release;
    },
  };
}
