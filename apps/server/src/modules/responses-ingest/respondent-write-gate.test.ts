import { describe, expect, it } from "vitest";
import { PUBLIC_WINDOW_SECONDS } from "../rate-limit/public-rate-limit";
import { toWriteColumns, type RespondentWriteItem, type RoomedItem } from "./respondent-write-gate";

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

describe("toWriteColumns", () => {
  it("gives one array per column, one element per item in order, the caller's columns beside the common ones", () => {
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
    expect(toWriteColumns(items, { clientSubmissionIds: (item) => item.clientSubmissionId })).toEqual({
      surveyIds: ["s1", "s1"],
      questionsVersions: ["v1", "v1"],
      closingVersions: ["c1", "c1"],
      rooms: [null, 3],
      rateKeys: ["submit:1", null],
      rateMaxes: [10, 0],
      sessionIds: ["sess-1", null],
      answers: ['{"q1":"yes"}', "{}"],
      // No choice question here: the webhook's labelled copy reads as stored.
      webhookAnswers: ['{"q1":"yes"}', "{}"],
      hiddenValues: ['{"source":"ad"}', "{}"],
      respondentEmails: ["ana@example.com", null],
      nows: [now.toISOString(), now.toISOString()],
      clientSubmissionIds: ["c1", "c2"],
      windowSeconds: PUBLIC_WINDOW_SECONDS,
    });
  });
});
