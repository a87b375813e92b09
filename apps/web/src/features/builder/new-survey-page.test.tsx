import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, json, renderAt, setUpScreenTests, stubApi, surveyDto } from "../../lib/test-app";
import NewSurveyPage from "./new-survey-page";

const CARDS = {
  en: [
    { id: "customer-satisfaction", name: "Customer satisfaction", summary: "Measure how happy customers are.", questionCount: 6 },
    { id: "nps", name: "Net Promoter Score (NPS)", summary: "Ask how likely people are to recommend you.", questionCount: 1 },
  ],
  fr: [{ id: "nps", name: "Net Promoter Score (NPS)", summary: "Demandez s’ils vous recommanderaient.", questionCount: 5 }],
};

function openChooser(path: string, create: () => Response = () => json(201, { survey: surveyDto({ id: "s-9" }) })) {
  const calls = stubApi((call) => {
    if (call.path.startsWith("/api/survey-templates?language=")) {
      const language = call.path.split("=")[1] as keyof typeof CARDS;
      return json(200, { templates: CARDS[language] ?? [] });
    }
    if (call.method === "POST" && call.path === "/api/surveys") return create();
    return undefined;
  });
  renderAt(<NewSurveyPage />, path);
  return calls;
}

setUpScreenTests();

describe("new survey chooser", () => {
  it("offers a blank survey and the templates as cards with their question counts", async () => {
    openChooser("/surveys/new");
    const list = screen.getByRole("list", { name: "Ways to start" });
    await within(list).findByRole("button", { name: /Customer satisfaction/ });
    const cards = within(list).getAllByRole("button");
    expect(cards.map((card) => card.textContent)).toEqual([
      "Blank surveyStart from scratch and add your own questions.No questions yet",
      "Customer satisfactionMeasure how happy customers are.6 questions",
      "Net Promoter Score (NPS)Ask how likely people are to recommend you.1 question",
    ]);
  });

  it("creates from a template in the dashboard's scope and chosen language, then opens the builder", async () => {
    const calls = openChooser("/surveys/new?scope=org-1");
    fireEvent.change(await screen.findByLabelText("Template language"), { target: { value: "fr" } });
    const card = await screen.findByRole("button", { name: /Demandez s’ils vous recommanderaient/ });
    card.focus();
    fireEvent.click(card);
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/surveys/s-9/edit"));
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      { method: "POST", path: "/api/surveys", body: { organizationId: "org-1", template: { id: "nps", language: "fr" } } },
    ]);
  });

  it("creates a blank survey with no template and no content of its own", async () => {
    const calls = openChooser("/surveys/new");
    fireEvent.click(await screen.findByRole("button", { name: /Blank survey/ }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/surveys/s-9/edit"));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({});
  });

  it("shows a refusal at the trial cap with its title and an Upgrade to Pro link, staying on the chooser", async () => {
    openChooser("/surveys/new", () =>
      apiError(
        403,
        "TRIAL_SURVEY_LIMIT",
        "Trial users can have up to 3 active surveys. Delete or archive an existing survey to create a new one, or upgrade to Pro for unlimited surveys!",
      ),
    );
    fireEvent.click(await screen.findByRole("button", { name: /Net Promoter Score/ }));
    const notice = (await screen.findByText("Trial Survey Limit Reached")).closest("[role=alert]") as HTMLElement;
    within(notice).getByText(/Trial users can have up to 3 active surveys/);
    expect(within(notice).getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe("/billing");
    expect(screen.getByTestId("location").textContent).toBe("/surveys/new");
    expect(screen.getByRole("button", { name: /Blank survey/ }).hasAttribute("disabled")).toBe(false);
  });
});
