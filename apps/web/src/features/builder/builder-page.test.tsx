import type { SurveyDto } from "@sondar/core/surveys/survey-replies";
import { createQuestion } from "@sondar/core/surveys/create-question";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, json, renderInDataRouter, sessionReply, setUpScreenTests, stubApi, surveyDto } from "../../lib/test-app";
import BuilderPage from "./builder-page";

/** Opens the editor on `survey`; `onSave` answers each save (by default: saved as sent). */
function openEditor(survey: SurveyDto = surveyDto(), onSave?: () => Response) {
  const calls = stubApi((call) => {
    if (call.path === "/api/session") return json(200, sessionReply());
    if (call.path === "/api/surveys/s1" && call.method === "PUT")
      return onSave?.() ?? json(200, { survey: { ...survey, ...(call.body as object) } });
    if (call.path === "/api/surveys/s1") return json(200, { survey, responseCount: 0 });
    if (call.path === "/api/surveys/s1/archive") return json(200, { survey: { ...survey, status: "archived" } });
    return undefined;
  });
  const { router } = renderInDataRouter(<BuilderPage />, "/surveys/s1/edit", "/surveys/:surveyId/edit");
  const saves = () => calls.filter((c) => c.method === "PUT").map((c) => c.body as { title: string });
  return { calls, router, saves };
}

async function editTitle(title: string) {
  fireEvent.change(await screen.findByRole("textbox", { name: "Survey title" }), { target: { value: title } });
}

const location = () => screen.getByTestId("location").textContent;

setUpScreenTests();

describe("no lost edits", () => {
  it("leaving by the back link saves the pending edit first, then leaves", async () => {
    const { saves } = openEditor();
    await editTitle("Renamed");
    fireEvent.click(screen.getByRole("link", { name: "Back to dashboard" }));
    await waitFor(() => expect(location()).toBe("/dashboard"));
    expect(saves().map((s) => s.title)).toEqual(["Renamed"]);
  });

  it("the browser's back button saves too", async () => {
    const { router, saves } = openEditor();
    await editTitle("Went back");
    await act(() => router.navigate(-1));
    await waitFor(() => expect(location()).toBe("/dashboard"));
    expect(saves().map((s) => s.title)).toEqual(["Went back"]);
  });

  it("leaves without asking when nothing is pending", async () => {
    const { saves } = openEditor();
    await screen.findByRole("textbox", { name: "Survey title" });
    fireEvent.click(screen.getByRole("link", { name: "Back to dashboard" }));
    await waitFor(() => expect(location()).toBe("/dashboard"));
    expect(saves()).toEqual([]);
  });

  it("asks only when the save fails: Stay keeps the editor, Leave Without Saving goes", async () => {
    openEditor(surveyDto(), () => apiError(500, "INTERNAL", "Something went wrong. Please try again."));
    await editTitle("Unsaved");
    fireEvent.click(screen.getByRole("link", { name: "Back to dashboard" }));
    const dialog = await screen.findByRole("dialog", { name: "Changes Not Saved" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(location()).toBe("/surveys/s1/edit");
    fireEvent.click(screen.getByRole("link", { name: "Back to dashboard" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Leave Without Saving" }));
    await waitFor(() => expect(location()).toBe("/dashboard"));
  });

  it("Ctrl+S and Cmd+S save instead of opening the browser's save dialog", async () => {
    const { saves } = openEditor();
    await editTitle("By keyboard");
    expect(fireEvent.keyDown(window, { key: "s", ctrlKey: true })).toBe(false);
    await waitFor(() => expect(saves().map((s) => s.title)).toEqual(["By keyboard"]));
    await editTitle("On a Mac");
    expect(fireEvent.keyDown(window, { key: "s", metaKey: true })).toBe(false);
    await waitFor(() => expect(saves().map((s) => s.title)).toEqual(["By keyboard", "On a Mac"]));
  });
});

describe("publish checks and archiving in the editor", () => {
  it("refuses to publish a question without a title and shows the problem at it", async () => {
    const untitled = { ...createQuestion("text", "q1"), title: "" };
    const { calls } = openEditor(surveyDto({ questions: [untitled] }));
    fireEvent.click(await screen.findByRole("button", { name: "Publish" }));
    const editor = screen.getByRole("region", { name: "Question editor" });
    await within(editor).findByText("This question needs a title.");
    const list = screen.getByRole("list", { name: "Questions" });
    within(list).getByText("This question needs a title.");
    expect(calls.some((c) => c.path.endsWith("/publish"))).toBe(false);
    // Fixing it clears the problem.
    fireEvent.change(within(editor).getByRole("textbox", { name: "Question" }), { target: { value: "Name?" } });
    await waitFor(() => expect(screen.queryByText("This question needs a title.")).toBeNull());
  });

  it("archives from the editor and shows the Archived status", async () => {
    const { calls } = openEditor();
    fireEvent.click(await screen.findByRole("button", { name: "Archive" }));
    await screen.findByRole("button", { name: "Unarchive" });
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/surveys/s1/archive")).toBe(true);
    screen.getByText("Archived", { selector: "dd *" });
  });
});
