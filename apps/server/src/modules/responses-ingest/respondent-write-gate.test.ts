import { describe, expect, it } from "vitest";
import { PUBLIC_WINDOW_SECONDS } from "../rate-limit/public-rate-limit";
import { toWriteValues, type RespondentWriteItem, type RoomedItem } from "./respondent-write-gate";

const survey = {
  id: "s1",
  questions: [],
  hiddenFields: ["source"],
  questionsVersion: "v1",
  closing: { closeAt: null, responseLimit: null },
  closingVersion: "c1",
  spamChallenge: false,
};
const now = new Date("2026-12-06T10:00:00Z");

describe("toWriteValues", () => {
  it("gives one JSON row per item in order, numbered from 1, the caller's columns beside the common ones", () => {
    const items: (RoomedItem<RespondentWriteItem> & { clientSubmissionId: string })[] = [
      {
        survey,
        sessionId: "sess-1",
        answers: { q1: "yes" },
        hiddenValues: { source: "ad" },
        respondentEmail: "ana@example.com",
        now,
        rateLimit: { key: "submit:1", max: 10, now },
        clientSubmissionId: "c1",
        room: null,
      },
      {
        survey,
        sessionId: null,
        answers: {},
        hiddenValues: {},
        respondentEmail: null,
        now,
        rateLimit: null,
        clientSubmissionId: "c2",
        room: 3,
      },
    ];
    const values = toWriteValues(items, (item, row) => {
      row.client_submission_id = item.clientSubmissionId;
    });
    expect(values.surveyIds).toEqual(["s1"]);
    expect(values.windowSeconds).toBe(PUBLIC_WINDOW_SECONDS);
    const common = { survey_id: "s1", questions_version: "v1", closing_version: "c1", at: now.toISOString() };
    expect(JSON.parse(values.rows)).toEqual([
      {
        ...common,
        ord: 1,
        room: null,
        rate_key: "submit:1",
        rate_max: 10,
        session_id: "sess-1",
        answers: { q1: "yes" },
        // No choice question here: the webhook's labelled copy reads as stored.
        webhook_answers: { q1: "yes" },
        hidden_fields: { source: "ad" },
        respondent_email: "ana@example.com",
        client_submission_id: "c1",
      },
      {
        ...common,
        ord: 2,
        room: 3,
        rate_key: null,
        rate_max: 0,
        session_id: null,
        answers: {},
        webhook_answers: {},
        hidden_fields: {},
        respondent_email: null,
        client_submission_id: "c2",
      },
    ]);
  });
});
