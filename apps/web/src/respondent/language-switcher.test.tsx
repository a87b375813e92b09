import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { respondent as spanishWords } from "../../locales/es/translation.json";
import { RespondentApp } from "./respondent-app";
import { mockPublicApi, setUpRespondentTests } from "./test-server";
import { makeQuestion, makeSurvey } from "./test-survey";

setUpRespondentTests();

// The page's Spanish words, as the server writes them into the page for a Spanish survey.
beforeAll(() => {
  const tag = document.createElement("script");
  tag.type = "application/json";
  tag.id = "respondent-messages";
  tag.dataset.language = "es";
  tag.textContent = JSON.stringify(spanishWords);
  document.head.append(tag);
});

const food = makeQuestion("checkbox", "q1", { title: "What do you eat?", options: ["Fish", "Rice"] });
const translated = makeSurvey([food], {
  translations: { es: { survey: {}, questions: { q1: { "What do you eat?": "¿Qué comes?", Fish: "Pescado" } } } },
});

describe("the language switcher", () => {
  it("is not shown for a survey in one language", () => {
    mockPublicApi();
    const survey = makeSurvey([food]);
    render(<RespondentApp shareId={survey.shareId} initialData={{ survey, showPoweredBy: false, productName: "Sondar" }} />);
    expect(screen.getByRole("group", { name: "What do you eat?" })).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "Language" })).toBeNull();
  });

  it("switches the survey's texts and the page's words, keeps the answers, and stores the default-language option", async () => {
    const api = mockPublicApi();
    render(
      <RespondentApp
        shareId={translated.shareId}
        initialData={{ survey: translated, showPoweredBy: false, productName: "Sondar" }}
      />,
    );
    // jsdom's browser speaks English: the default.
    fireEvent.click(screen.getByRole("checkbox", { name: /Fish/ }));
    const switcher = screen.getByRole("combobox", { name: "Language" });
    expect([...(switcher as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(["English", "Español"]);

    fireEvent.change(switcher, { target: { value: "es" } });
    expect(await screen.findByRole("group", { name: "¿Qué comes?" })).toBeTruthy();
    // The untranslated option shows in the default language; the answer given in English is still chosen.
    expect((screen.getByRole("checkbox", { name: /Pescado/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: /Rice/ }));
    expect(screen.getByRole("combobox", { name: "Idioma" })).toBeTruthy();
    expect(window.location.search).toContain("lang=es");

    fireEvent.click(screen.getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(api.submits()).toHaveLength(1));
    expect(api.submits()[0]?.body).toMatchObject({ answers: { q1: ["Fish", "Rice"] } });
  });
});
