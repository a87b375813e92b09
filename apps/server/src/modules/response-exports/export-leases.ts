import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";

export interface ExportLeaseLimits {
  /** Exports one user may have running or linked at once, on all processes together. */
  perUser: number;
  /** Exports of one organization's surveys at once, whoever runs them. */
  perOrganization: number;
}

/** Decision record 040: room for a double click per user, a team's few exports per organization. */
export const EXPORT_LEASE_LIMITS: ExportLeaseLimits = { perUser: 2, perOrganization: 4 };

export const EXPORT_LEASE_TIMES = {
  /** How long a link holds its user's place for the browser to follow it. */
  linkMs: 30_000,
  /** How long a running export's lease lasts unless its process renews it. */
  runningMs: 60_000,
  /** How often a process renews the leases of the exports it runs. */
  renewMs: 20_000,
  /** How long a request waits for a place before EXPORT_BUSY, and how often it looks. */
  waitMs: 2_000,
  pollMs: 200,
};

/** Whose export a lease is, and for what. */
export interface ExportLeaseOwner {
  userId: string;
  organizationId: string | null;
  surveyId: string;
  /** The download's query, as the link writes it (export-routes.ts). */
  query: string;
}

const ticketSchema = z.uuid();

/**
 * Places among the running exports, per user and per organization, held as rows in PostgreSQL
 * so that every server process counts the same exports. A link takes a place for its user (its
 * id is the ticket in the URL) that expires after `linkMs` unless the download redeems it;
 * a running export's place is renewed by its process and deleted when the download ends, or
 * expires within `runningMs` of its process dying.
 */
export function createExportLeases(options: {
  db: Database;
  logger: Logger;
  limits?: ExportLeaseLimits;
  times?: typeof EXPORT_LEASE_TIMES;
}) {
  const { db, logger } = options;
  const limits = options.limits ?? EXPORT_LEASE_LIMITS;
  const times = options.times ?? EXPORT_LEASE_TIMES;
  const runningHere = new Set<string>();
  let renewTimer: NodeJS.Timeout | undefined;

  const renew = async () => {
    if (!runningHere.size) return;
    const ids = [...runningHere];
    try {
      await db.execute(sql`
        update export_leases set expires_at = now() + ${times.runningMs} * interval '1 millisecond'
        where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`);
    } catch (error) {
      logger.warn({ err: error, leases: ids.length }, "export leases could not be renewed");
    }
  };

  const holdHere = (id: string) => {
    runningHere.add(id);
    if (!renewTimer) {
      renewTimer = setInterval(() => void renew(), times.renewMs);
      renewTimer.unref();
    }
  };

  /** One try: a new lease if the user and the organization have room, else null. */
  async function insertWithinLimits(owner: ExportLeaseOwner, running: boolean): Promise<string | null> {
    const ttlMs = running ? times.runningMs : times.linkMs;
    return db.transaction(async (tx) => {
      // The count and the insert are one step per user and per organization on every process;
      // always the user first, then the organization, so two of them never wait on each other.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`export-lease:user:${owner.userId}`}, 0))`);
      if (owner.organizationId) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`export-lease:org:${owner.organizationId}`}, 0))`);
      }
      // Leases of dead processes and unused links go; the table holds only current exports.
      await tx.execute(sql`delete from export_leases where expires_at <= now()`);
      const counted = await tx.execute<{ by_user: number; by_organization: number }>(sql`
        select count(*) filter (where user_id = ${owner.userId})::int as by_user,
               count(*) filter (where organization_id = ${owner.organizationId})::int as by_organization
        from export_leases
        where user_id = ${owner.userId} or organization_id = ${owner.organizationId}`);
      const counts = rowsOf<{ by_user: number; by_organization: number }>(counted)[0];
      if ((counts?.by_user ?? 0) >= limits.perUser || (counts?.by_organization ?? 0) >= limits.perOrganization) return null;
      const inserted = await tx.execute<{ id: string }>(sql`
        insert into export_leases (user_id, organization_id, survey_id, query, running, expires_at)
        values (${owner.userId}, ${owner.organizationId}, ${owner.surveyId}::uuid, ${owner.query}, ${running},
                now() + ${ttlMs} * interval '1 millisecond')
        returning id`);
      return rowsOf<{ id: string }>(inserted)[0]?.id ?? null;
    });
  }

  /** A new lease, waiting up to `waitMs` for room (a download just ending, a double click); else null. */
  async function take(owner: ExportLeaseOwner, running: boolean): Promise<string | null> {
    const giveUpAt = performance.now() + times.waitMs;
    for (;;) {
      const id = await insertWithinLimits(owner, running);
      if (id || performance.now() >= giveUpAt) return id;
      await new Promise((resolve) => setTimeout(resolve, times.pollMs));
    }
  }

  return {
    /** For an export link: a lease that holds the user's place for `linkMs`; its id is the ticket. */
    takeForLink: (owner: ExportLeaseOwner) => take(owner, false),

    /**
     * For a download: the link's lease when `ticket` is one for this user, survey and query and
     * still unused (once, on any process), else a new one; null when there is no room.
     */
    async takeForDownload(owner: ExportLeaseOwner, ticket: string | undefined): Promise<string | null> {
      let id: string | null = null;
      if (ticket && ticketSchema.safeParse(ticket).success) {
        const redeemed = await db.execute<{ id: string }>(sql`
          update export_leases set running = true, expires_at = now() + ${times.runningMs} * interval '1 millisecond'
          where id = ${ticket}::uuid and user_id = ${owner.userId} and survey_id = ${owner.surveyId}::uuid
            and query = ${owner.query} and not running and expires_at > now()
          returning id`);
        id = rowsOf<{ id: string }>(redeemed)[0]?.id ?? null;
      }
      id ??= await take(owner, true);
      if (id) holdHere(id);
      return id;
    },

    /** Ends a running export's lease; a failure only leaves it to expire. */
    async release(id: string): Promise<void> {
      runningHere.delete(id);
      if (!runningHere.size && renewTimer) {
        clearInterval(renewTimer);
        renewTimer = undefined;
      }
      try {
        await db.execute(sql`delete from export_leases where id = ${id}::uuid`);
      } catch (error) {
        logger.warn({ err: error }, "export lease could not be released; it expires by itself");
      }
    },

    /** Renews now (tests; the timer does it every `renewMs`). */
    renew,
  };
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
