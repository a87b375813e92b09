import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { fixedWindowHits } from "../rate-limit/consume-rate-limit";
import { rateLimitAddress } from "../../lib/mask-ip";

/** Respondents' uploaded bytes are counted per hour. */
export const UPLOAD_WINDOW_SECONDS = 60 * 60;
/** Per client address (an IPv6 client by its /64), over every survey. */
export const ADDRESS_UPLOAD_MB_PER_HOUR = 500;
/** Per survey, over every address. */
export const SURVEY_UPLOAD_MB_PER_HOUR = 5000;

export interface UploadAllowance {
  key: string;
  /** In KiB: the rate_limits counter is an integer. */
  maxKib: number;
}

/**
 * The two byte budgets an upload counts against. Each is at least what one respondent may send
 * to this survey (`sessionMb`: every file question's files at their largest), so a survey's own
 * settings can never make a single honest respondent go over; the survey's budget is at least
 * ten such respondents an hour.
 */
export function uploadAllowances(input: { ip: string; surveyId: string; sessionMb: number }): UploadAllowance[] {
  const kib = (mb: number) => Math.ceil(mb * 1024);
  return [
    {
      key: `public-upload-kib:${rateLimitAddress(input.ip)}`,
      maxKib: kib(Math.max(ADDRESS_UPLOAD_MB_PER_HOUR, input.sessionMb)),
    },
    { key: `public-upload-kib-survey:${input.surveyId}`, maxKib: kib(Math.max(SURVEY_UPLOAD_MB_PER_HOUR, 10 * input.sessionMb)) },
  ];
}

/**
 * Counts `bytes` against the client's and the survey's hourly budgets, in one statement, and
 * throws UPLOAD_QUOTA_EXCEEDED (429) when either is spent. A refused upload counts too: it was
 * sent, and a client that keeps sending only keeps its budget spent until the hour is over.
 */
export async function requireUploadAllowance(
  db: Database,
  input: { ip: string; surveyId: string; sessionMb: number; bytes: number; now: Date },
): Promise<void> {
  const allowances = uploadAllowances(input);
  const hitKib = Math.max(1, Math.ceil(input.bytes / 1024));
  const at = input.now.toISOString();
  const rows = sql.join(
    allowances.map((allowance) => sql`(${allowance.key}::text, ${hitKib}::integer, ${at}::timestamptz)`),
    sql`, `,
  );
  const result = (await db.execute(fixedWindowHits(sql`values ${rows}`, UPLOAD_WINDOW_SECONDS))) as unknown as {
    rows: { key: string; count: number }[];
  };
  const over = allowances.some((allowance) => {
    const counted = result.rows.find((row) => row.key === allowance.key);
    return Number(counted?.count ?? 0) > allowance.maxKib;
  });
  if (over) throw new AppError("UPLOAD_QUOTA_EXCEEDED");
}
