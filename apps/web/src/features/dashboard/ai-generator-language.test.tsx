import { fireEvent, screen, waitFor } from "@testing-library/react";
import i18n from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../../locales/en/translation.json";
import { apiError, json, renderAt, sessionReply, stubApi, setUpScreenTests } from "../../lib/test-app";
import DashboardPage from "./dashboard-page";

setUpScreenTests();

afterEach(async () => {
  await i18n.changeLanguage("en");
});

/** Opens the AI dialog, asks for `idea` and returns the body the dialog sent. */
async function generate(idea: string) {
  const calls = stubApi((call) => {
    if (call.path === "/api/session") return json(200, sessionReply({ trialDaysLeft: 3 }));
    if (call.path.startsWith("/api/surveys")) return json(200, { surveys: [], total: 0 });
    if (call.path === "/api/ai/generate-survey")
      return apiError(502, "AI_GENERATION_FAILED", "AI survey generation failed: test");
    return undefined;
  });
  renderAt(<DashboardPage />, "/dashboard");
  await screen.findByText("Free trial active");
  fireEvent.click(screen.getAllByRole("button", { name: "AI survey generator" })[0] as HTMLElement);
  fireEvent.change(await screen.findByLabelText("Describe your survey idea"), { target: { value: idea } });
  fireEvent.click(screen.getByRole("button", { name: "Generate Survey" }));
  await waitFor(() => expect(calls.some((call) => call.path === "/api/ai/generate-survey")).toBe(true));
  return calls.find((call) => call.path === "/api/ai/generate-survey")?.body;
}

describe("AI generator dialog", () => {
  it("sends the idea with the language the creator reads the app in, the tie-breaker for the draft's language", async () => {
    expect(await generate("Encuesta para un restaurante vegano")).toMatchObject({
      prompt: "Encuesta para un restaurante vegano",
      language: "en",
    });
  });

  it("sends the interface language the creator switched to", async () => {
    // The French texts are not what this test reads: the English ones keep the labels findable.
    i18n.addResourceBundle("fr", "translation", en, true, true);
    await i18n.changeLanguage("fr");
    expect(await generate("Lyon 2026")).toMatchObject({ prompt: "Lyon 2026", language: "fr" });
  });
});
