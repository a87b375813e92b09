// Test-only: published surveys made through the real API, for the public endpoint tests.
import { randomUUID } from "node:crypto";
import { createQuestion } from "@sondar/core/surveys/create-question";
import type { Question } from "@sondar/core/surveys/question-schema";
import type { QuestionType } from "@sondar/core/question-types/question-types";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { userSubscriptions } from "../../db/schema/accounts";
import type { TestClient, TestServer } from "../../../test/test-server";

export type Actor = { client: TestClient; userId: string; email: string };

/** A question of `type` with the editor's defaults and `overrides` on top. */
export function question(type: QuestionType, id: string, overrides: Record<string, unknown> = {}): Question {
  return { ...createQuestion(type, id), ...overrides } as Question;
}

/** Gives the user an active plan, so the trial's three-survey cap stays out of the way. */
export async function makeActive(server: TestServer, userId: string) {
  await server.db
    .update(userSubscriptions)
    .set({ status: "active", providerSubscriptionId: `sub_${randomUUID()}`, trialEnd: null })
    .where(eq(userSubscriptions.userId, userId));
}

/** Creates, saves and (unless `publish` is false) publishes a survey; returns its ids. */
export async function createPublishedSurvey(
  owner: { client: TestClient },
  content: {
    title?: string;
    description?: string;
    questions: Question[];
    settings?: Record<string, unknown>;
    hiddenFields?: string[];
  },
  options: { publish?: boolean } = {},
) {
  const created = await owner.client.post("/api/surveys", {});
  expect(created.status).toBe(201);
  const surveyId = ((await created.json()) as { survey: { id: string } }).survey.id;
  const saved = await owner.client.put(`/api/surveys/${surveyId}`, { title: "Feedback", ...content });
  expect(saved.status).toBe(200);
  if (options.publish === false) return { surveyId, shareId: null as string | null };
  const published = await owner.client.post(`/api/surveys/${surveyId}/publish`, {});
  expect(published.status).toBe(200);
  const { survey } = (await published.json()) as { survey: { shareId: string } };
  return { surveyId, shareId: survey.shareId as string | null };
}

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

/** A small valid PDF: uploads are checked by content, so a test file must really be one. */
export const TEST_PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

/** Uploads TEST_PDF as a respondent's file for `questionId`; returns the stored file. */
export async function uploadTestPdf(client: TestClient, shareId: string, questionId: string, sessionId: string) {
  const form = new FormData();
  form.append("questionId", questionId);
  form.append("sessionId", sessionId);
  form.append("file", new File([TEST_PDF], "cv.pdf", { type: "application/pdf" }));
  const res = await client.postForm(`/api/public/surveys/${shareId}/files`, form);
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; url: string };
}
