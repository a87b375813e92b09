import { hasClosingRules, remainingResponses } from "@sondar/core/surveys/collecting-state";
import type { Database } from "../../db/database";
import { countCompleteResponses, lockCollecting } from "../collecting/complete-counts";
import type { RespondentWriteItem, RoomedItem } from "./respondent-write-gate";

const limitedSurveyIds = (items: readonly RespondentWriteItem[]) => [
  ...new Set(items.filter((item) => item.survey.closing.responseLimit !== null).map((item) => item.survey.id)),
];

/**
 * The items with their survey's room by core's rule (remainingResponses): null for a survey
 * without closing rules, which costs no query; the complete responses counted for one with a
 * limit. The write statement checks the closing rules are still the ones read here.
 */
export async function withRooms<Item extends RespondentWriteItem>(
  db: Database,
  items: readonly Item[],
): Promise<RoomedItem<Item>[]> {
  const counts = await countCompleteResponses(db, limitedSurveyIds(items));
  return items.map((item) => ({
    ...item,
    room: hasClosingRules(item.survey.closing)
      ? remainingResponses({ status: "published", settings: item.survey.closing }, item.now, counts.get(item.survey.id) ?? 0)
      : null,
  }));
}

/**
 * Runs `write` with the items' rooms, counted and used under the lock of every survey with a
 * response limit among them (in a transaction then, so the statement sees every response
 * committed before the lock was granted: the limit is never passed, however many submit at once).
 */
export async function writeWithinRoom<Item extends RespondentWriteItem, Result>(
  db: Database,
  items: readonly Item[],
  write: (db: Database, items: RoomedItem<Item>[]) => Promise<Result>,
): Promise<Result> {
  const limited = limitedSurveyIds(items);
  if (limited.length === 0) return write(db, await withRooms(db, items));
  return db.transaction(async (tx) => {
    const locked = tx as unknown as Database;
    await lockCollecting(locked, limited);
    return write(locked, await withRooms(locked, items));
  });
}
