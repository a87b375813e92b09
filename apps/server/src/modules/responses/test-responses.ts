// Test-only: surveys and responses written straight into the database, with chosen times.
import { surveyResponses, surveys } from "../../db/schema/surveys";
import type { TestServer } from "../../../test/test-server";

/** Inserts a survey owned by `createdBy` with these stored questions (as the editor saves them, or not). */
export async function insertSurvey(
  server: TestServer,
  values: { createdBy: string; questions?: unknown[]; organizationId?: string | null; title?: string },
): Promise<string> {
  const [row] = await server.db
    .insert(surveys)
    .values({ title: values.title ?? "Survey", questions: values.questions ?? [], ...values })
    .returning({ id: surveys.id });
  if (!row) throw new Error("survey not inserted");
  return row.id;
}

export interface ResponseSeed {
  status?: "complete" | "partial";
  answers?: Record<string, unknown>;
  /** Minutes after 2026-01-01T00:00Z; completed_at for complete responses, updated_at for all. */
  at?: number;
  completedAt?: Date | null;
  /** The session's first save; 2026-01-01T00:00Z unless given. */
  createdAt?: Date;
  sessionId?: string;
  respondentEmail?: string;
}

export const minute = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000);

/** Inserts responses of `surveyId`; returns their ids in order. */
export async function insertResponses(server: TestServer, surveyId: string, seeds: ResponseSeed[]): Promise<string[]> {
  if (!seeds.length) return [];
  const rows = await server.db
    .insert(surveyResponses)
    .values(
      seeds.map((seed) => {
        const status = seed.status ?? "complete";
        const at = minute(seed.at ?? 0);
        return {
          surveyId,
          status,
          answers: seed.answers ?? {},
          completedAt: seed.completedAt !== undefined ? seed.completedAt : status === "complete" ? at : null,
          createdAt: seed.createdAt ?? minute(0),
          updatedAt: at,
          sessionId: seed.sessionId ?? null,
          respondentEmail: seed.respondentEmail ?? null,
        };
      }),
    )
    .returning({ id: surveyResponses.id });
  return rows.map((row) => row.id);
}
