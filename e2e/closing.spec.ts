import { randomUUID } from "node:crypto";
import { describe, expect, inject, test } from "vitest";
import { newUser, registerAndVerify, useBrowser } from "./support/browser";
import { completeResponses, publishSurvey } from "./support/respondent";

// Issue 22's journey for closing rules (docs/decisions/234-closing-rules.md): fifty respondents
// submit at once into a survey that takes ten; exactly ten are stored, and the page then says
// it is closed, in the creator's words, as the dashboard says why.

const browser = useBrowser();

const CLOSED_MESSAGE = "We have all the answers we need. Thank you!";

/** One respondent's submit, from an address of its own (the server under test trusts one proxy hop). */
async function submitAs(respondent: number, shareId: string): Promise<{ status: number; code?: string }> {
  const res = await fetch(`${inject("baseURL")}/api/public/surveys/${shareId}/submit`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${respondent + 1}` },
    body: JSON.stringify({ clientSubmissionId: randomUUID(), answers: { q_seat: `Seat ${respondent}` } }),
  });
  const body = (await res.json()) as { error?: { code: string } };
  return { status: res.status, code: body.error?.code };
}

describe("closing rules", () => {
  test("50 respondents at once into a survey limited to 10 leave exactly 10 responses, then the page shows the closed message", async () => {
    const creator = await browser.newPage();
    await registerAndVerify(creator, newUser("closer", "Cleo Closer"));
    const survey = await publishSurvey(
      creator,
      "Workshop seats",
      [{ id: "q_seat", type: "text", title: "Which seat would you like?", required: true }],
      { responseLimit: 10, closedMessage: CLOSED_MESSAGE },
    );

    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => submitAs(i, survey.shareId)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 403 && r.code === "SURVEY_CLOSED")).toHaveLength(40);
    expect(await completeResponses(survey.id)).toHaveLength(10);

    const respondent = await browser.newPage();
    await respondent.goto(`/s/${survey.shareId}`);
    await expect.poll(() => respondent.getByRole("heading", { level: 1 }).textContent()).toBe("This survey is closed");
    expect(await respondent.getByText(CLOSED_MESSAGE).isVisible()).toBe(true);
    expect(await respondent.getByRole("textbox").count()).toBe(0);

    await creator.goto("/dashboard");
    await creator.getByText("Reached its limit of 10 responses").first().waitFor();
  });
});
