import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RespondentApp } from "./respondent-app";
import { mockPublicApi, setUpRespondentTests } from "./test-server";
import { makeQuestion, makeSurvey } from "./test-survey";

setUpRespondentTests();

const survey = () => makeSurvey([makeQuestion("text", "q1", { title: "Name" })]);
const honeypot = (container: HTMLElement) => container.querySelector<HTMLInputElement>("input[name='website']");

describe("the spam shield's honeypot", () => {
  it("is out of reach of people: hidden from assistive technology, out of the tab order, no autofill", () => {
    mockPublicApi();
    const { container } = render(
      <RespondentApp shareId="share123" initialData={{ survey: survey(), showPoweredBy: false, productName: "Sondar" }} />,
    );
    const field = honeypot(container);
    expect(field).not.toBeNull();
    expect(field?.tabIndex).toBe(-1);
    expect(field?.getAttribute("autocomplete")).toBe("off");
    expect(field?.closest("[aria-hidden='true']")).not.toBeNull();
    // Only the question's own field is a textbox anyone is told about.
    expect(screen.getAllByRole("textbox").map((box) => box.getAttribute("name"))).not.toContain("website");
  });

  it("sends its value and the page's start token with the submit", async () => {
    const api = mockPublicApi();
    const { container } = render(
      <RespondentApp
        shareId="share123"
        initialData={{ survey: survey(), showPoweredBy: false, productName: "Sondar", startToken: "1700000000000.sig" }}
      />,
    );
    fireEvent.change(honeypot(container) as HTMLInputElement, { target: { value: "https://bot.example" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "Ana" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByRole("heading", { name: "Survey Completed!" }, { timeout: 2000 });
    expect(api.submits()[0]?.body).toMatchObject({
      answers: { q1: "Ana" },
      shield: { website: "https://bot.example", startToken: "1700000000000.sig" },
    });
  });

  it("is not on a preview, which sends nothing", () => {
    mockPublicApi();
    const { container } = render(
      <RespondentApp
        shareId="share123"
        preview
        initialData={{ survey: survey(), showPoweredBy: false, productName: "Sondar" }}
      />,
    );
    expect(honeypot(container)).toBeNull();
  });
});
