import { themeEditsSchema, type ThemeEdit } from "@sondar/core/ai/theme-edits";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { surveyThemeEdits } from "../../db/schema/surveys";

/** A survey's theme edits; none when the creator never edited a theme, or a stored list no longer reads. */
export async function readThemeEdits(db: Database, surveyId: string): Promise<ThemeEdit[]> {
  const [row] = await db
    .select({ edits: surveyThemeEdits.edits })
    .from(surveyThemeEdits)
    .where(eq(surveyThemeEdits.surveyId, surveyId))
    .limit(1);
  const parsed = themeEditsSchema.safeParse({ edits: row?.edits ?? [] });
  return parsed.success ? parsed.data.edits : [];
}

/** Replaces a survey's theme edits with `edits` (one statement, so two saves never mix). */
export async function saveThemeEdits(db: Database, surveyId: string, userId: string, edits: readonly ThemeEdit[], now: Date) {
  await db
    .insert(surveyThemeEdits)
    .values({ surveyId, edits, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({
      target: surveyThemeEdits.surveyId,
      set: { edits: sql`excluded.edits`, updatedBy: userId, updatedAt: now },
    });
}
