import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RespondentApp } from "./respondent-app";
import { makeQuestion, makeSurvey } from "./test-survey";
import { mockPublicApi, setOnline } from "./test-server";

const OWN = "/uploads/0b7c3f7e-5d1a-4c1e-9f0a-2b3c4d5e6f70";
const image = (id: string, url: string, alt = "") => ({
  id,
  url,
  filename: `${id}.png`,
  size: 1,
  uploadedAt: "2026-01-01T00:00:00Z",
  alt,
});

beforeEach(() => {
  localStorage.clear();
  setOnline(true);
  mockPublicApi();
});
afterEach(cleanup);

const sources = () => Array.from(document.querySelectorAll("img"), (img) => img.getAttribute("src"));

describe("images on the respondent page", () => {
  it("shows our own uploads and never an address elsewhere, whatever the payload holds", () => {
    const question = makeQuestion("text", "q1", {
      title: "Which one?",
      images: [image("pixel", "https://tracker.example/p.gif"), image("own", OWN), image("js", "javascript:alert(1)")],
    });
    const foreignLogo = makeSurvey([question], { logoUrl: "https://tracker.example/logo.png" });
    render(
      <RespondentApp shareId="share123" initialData={{ survey: foreignLogo, showPoweredBy: false, productName: "Sondar" }} />,
    );
    // No welcome page for a logo that is not shown.
    expect(screen.getByRole("heading", { name: "Which one?" })).toBeTruthy();
    expect(sources()).toEqual([OWN]);
    cleanup();

    const ownLogo = makeSurvey([question], { logoUrl: OWN, welcomeMessage: "Hello" });
    render(<RespondentApp shareId="share123" initialData={{ survey: ownLogo, showPoweredBy: false, productName: "Sondar" }} />);
    expect(sources()).toEqual([OWN]);
  });

  it('gives each image the creator\'s alt text, and alt="" (decorative) when there is none, never the file name', () => {
    const second = "/uploads/0b7c3f7e-5d1a-4c1e-9f0a-2b3c4d5e6f71";
    const question = makeQuestion("text", "q1", {
      title: "Which chair?",
      images: [image("chair", OWN, "A red wooden chair"), image("swirl", second)],
    });
    render(
      <RespondentApp
        shareId="share123"
        initialData={{ survey: makeSurvey([question]), showPoweredBy: false, productName: "Sondar" }}
      />,
    );
    expect(screen.getByRole("img", { name: "A red wooden chair" }).getAttribute("src")).toBe(OWN);
    const decorative = document.querySelector(`img[src="${second}"]`);
    expect(decorative?.getAttribute("alt")).toBe("");
    // A decorative image is hidden from the accessibility tree, so only the described one is an img.
    expect(screen.getAllByRole("img")).toHaveLength(1);
  });
});
