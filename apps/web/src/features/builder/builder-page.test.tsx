import type { SurveyDto } from "@sondar/core/surveys/survey-replies";
import { createQuestion } from "@sondar/core/surveys/create-question";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  apiError,
  json,
  NO_RIGHTS,
  renderInDataRouter,
  sessionReply,
  setUpScreenTests,
  stubApi,
  surveyDto,
} from "../../lib/test-app";
import { organization } from "../teams/test-teams-data";
import BuilderPage from "./builder-page";

/** A screen at least as wide as the lg breakpoint (`wide`), or a phone's. */
function setScreenWide(wide: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: wide && query.includes("min-width"),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** Opens the editor on `survey` on a wide screen; `onSave` answers each save (by default: saved as sent). */
function openEditor(survey: SurveyDto = surveyDto(), onSave?: () => Response, options: { wide?: boolean } = {}) {
  const calls = stubApi((call) => {
    if (call.path === "/api/session") return json(200, sessionReply());
    if (call.path === "/api/surveys/s1" && call.method === "PUT")
      return onSave?.() ?? json(200, { survey: { ...survey, ...(call.body as object) } });
    if (call.path === "/api/surveys/s1") return json(200, { survey, responseCount: 0, partialCount: 0 });
    if (call.path === "/api/surveys/s1/archive") return json(200, { survey: { ...survey, status: "archived" } });
    if (call.path === "/api/surveys/s1/publish")
      return json(200, { survey: { ...survey, status: "published", shareId: "abc12345" } });
    return undefined;
  });
  setScreenWide(options.wide ?? true);
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

describe("sharing a draft", () => {
  it("offers to publish first, then opens the embed code with the new share link", async () => {
    openEditor();
    fireEvent.click(await screen.findByRole("button", { name: "Embed" }));
    const offer = await screen.findByRole("dialog", { name: "Publish Required" });
    fireEvent.click(within(offer).getByRole("button", { name: "Publish Now" }));
    const embed = await screen.findByRole("dialog", { name: /embed/i });
    expect(within(embed).getByLabelText("Embed code")).toHaveProperty("value", expect.stringContaining("abc12345"));
  });
});

describe("the editor stays in view", () => {
  const twoQuestions = () =>
    surveyDto({
      questions: [
        { ...createQuestion("text", "q1"), title: "First" },
        { ...createQuestion("text", "q2"), title: "Second" },
      ],
    });

  it("on wide screens the editor is a panel of its own beside the list", async () => {
    openEditor(twoQuestions());
    const editor = await screen.findByRole("region", { name: "Question editor" });
    expect(within(screen.getByRole("list", { name: "Questions" })).queryByRole("region")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /^2\. / }));
    await waitFor(() => expect(within(editor).getByRole("textbox", { name: "Question" })).toHaveProperty("value", "Second"));
  });

  it("on phones the chosen question's editor opens right under it", async () => {
    openEditor(twoQuestions(), undefined, { wide: false });
    fireEvent.click(await screen.findByRole("button", { name: /^2\. / }));
    const items = within(screen.getByRole("list", { name: "Questions" })).getAllByRole("listitem");
    const at = items.findIndex((item) => item.dataset.questionId === "q2");
    const editor = within(items[at + 1]!).getByRole("region", { name: "Question editor" });
    expect(within(editor).getByRole("textbox", { name: "Question" })).toHaveProperty("value", "Second");
    expect(screen.getAllByRole("region", { name: "Question editor" })).toHaveLength(1);
  });
});

describe("undo", () => {
  const titles = () =>
    within(screen.getByRole("list", { name: "Questions" }))
      .queryAllByRole("button", { name: /^\d+\. / })
      .map((b) => b.textContent);

  const threeQuestions = (rules = false) =>
    surveyDto({
      questions: [
        {
          ...createQuestion("multiple-choice", "q1"),
          title: "Pick",
          branchingRules: rules
            ? [{ condition: { operator: "equals", value: "A" }, action: { type: "goto", targetQuestionId: "q3" } }]
            : [],
        },
        { ...createQuestion("text", "q2"), title: "Middle" },
        { ...createQuestion("text", "q3"), title: "Target" },
      ],
    });

  it("a deleted question comes back, in its place, with the toast's Undo", async () => {
    openEditor(threeQuestions());
    fireEvent.click(await screen.findByRole("button", { name: "Delete question 2" }));
    await waitFor(() => expect(titles()).toEqual(["1. Multiple choicePick", "2. Short textTarget"]));
    const toast = (await screen.findByText("Question deleted")).closest("[role='status'], [role='alert'], li") as HTMLElement;
    fireEvent.click(within(toast).getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(titles()).toEqual(["1. Multiple choicePick", "2. Short textMiddle", "3. Short textTarget"]));
    expect(
      within(screen.getByRole("region", { name: "Question editor" })).getByRole("textbox", { name: "Question" }),
    ).toHaveProperty("value", "Middle");
  });

  it("Ctrl+Z undoes and Ctrl+Shift+Z redoes edits, but a focused text field keeps its own undo", async () => {
    openEditor(threeQuestions());
    await editTitle("Renamed");
    fireEvent.click(screen.getByRole("button", { name: "Delete question 1" }));
    await waitFor(() => expect(titles()).toHaveLength(2));
    // Typing in a field: the browser undoes the typing, the editor's history is left alone.
    const title = screen.getByRole("textbox", { name: "Survey title" });
    expect(fireEvent.keyDown(title, { key: "z", ctrlKey: true })).toBe(true);
    expect(titles()).toHaveLength(2);
    expect(fireEvent.keyDown(window, { key: "z", ctrlKey: true })).toBe(false);
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(title).toHaveProperty("value", "Renamed");
    fireEvent.keyDown(window, { key: "z", metaKey: true });
    await waitFor(() => expect(title).toHaveProperty("value", "Pulse"));
    fireEvent.keyDown(window, { key: "Z", ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(title).toHaveProperty("value", "Renamed"));
    fireEvent.click(screen.getByRole("button", { name: "Redo" }));
    await waitFor(() => expect(titles()).toHaveLength(2));
    expect(screen.getByRole("button", { name: "Redo" })).toHaveProperty("disabled", true);
  });

  it("undoes a quickly typed question title at once, and the editor shows the title it had", async () => {
    openEditor(threeQuestions());
    const editor = await screen.findByRole("region", { name: "Question editor" });
    const field = within(editor).getByRole("textbox", { name: "Question" });
    for (const value of ["P", "Pi", "Pic", "Pick one"]) fireEvent.change(field, { target: { value } });
    fireEvent.keyDown(window, { key: "z", ctrlKey: true });
    await waitFor(() => expect(field).toHaveProperty("value", "Pick"));
    expect(screen.getByRole("button", { name: "Undo" })).toHaveProperty("disabled", true);
  });

  it("deleting the target of a go-to rule names the rule and asks first", async () => {
    openEditor(threeQuestions(true));
    fireEvent.click(await screen.findByRole("button", { name: "Delete question 3" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete question 3?" });
    within(dialog).getByText("Question 1 “Pick”, rule 1");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(titles()).toHaveLength(3);
    fireEvent.click(screen.getByRole("button", { name: "Delete question 3" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete question" }));
    await waitFor(() => expect(titles()).toHaveLength(2));
  });
});

describe("a read-only survey says why", () => {
  function openReadOnly(survey: SurveyDto, entitlements: Parameters<typeof sessionReply>[0], organizations: unknown[] = []) {
    stubApi((call) => {
      if (call.path === "/api/session") return json(200, sessionReply(entitlements));
      if (call.path === "/api/organizations") return json(200, { organizations });
      if (call.path === "/api/surveys/s1") return json(200, { survey, responseCount: 0, partialCount: 0 });
      return undefined;
    });
    setScreenWide(true);
    renderInDataRouter(<BuilderPage />, "/surveys/s1/edit", "/surveys/:surveyId/edit");
  }

  it("my own survey after my paid plan ended", async () => {
    openReadOnly(surveyDto(), { ...NO_RIGHTS, standing: "paid_ended" });
    const notice = (await screen.findByText(/Your Pro plan has ended/)).closest("[role=status]") as HTMLElement;
    expect(notice.textContent).not.toMatch(/trial/i);
    within(notice).getByRole("link", { name: "Upgrade to Pro" });
  });

  it("an organization's survey whose owner's plan lapsed, for a member who has no plan of their own", async () => {
    const lapsed = { ...NO_RIGHTS, standing: "trial_ended" as const };
    openReadOnly(surveyDto({ organizationId: "org1", createdBy: "someone" }), { ...NO_RIGHTS, standing: "none" }, [
      organization({ role: "member", plan: lapsed }),
    ]);
    const notice = (await screen.findByText(/The owner of Acme Research has no active plan/)).closest(
      "[role=status]",
    ) as HTMLElement;
    expect(within(notice).queryByRole("link", { name: "Upgrade to Pro" })).toBeNull();
  });
});
