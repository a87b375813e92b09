import { subDays } from "date-fns/subDays";

/**
 * The moment before which a survey's responses are past its retention period of `days` days
 * (settings.retentionDays, docs/decisions/290-response-retention.md): calendar days back from `now`.
 */
export function retentionCutoff(now: Date, days: number): Date {
  return subDays(now, days);
}
