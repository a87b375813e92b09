import { createQuestion } from "@sondar/core/surveys/create-question";
import type { Question } from "@sondar/core/surveys/question-schema";
import type { SurveyDto } from "@sondar/core/surveys/survey-replies";
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { apiError, json, setUpScreenTests, stubApi, surveyDto } from "../../lib/test-app";
import { clearToasts, useToasts } from "../../lib/toast-store";
import { useStatusChange, type StatusChange } from "./use-status-change";
import type { SaveState } from "./use-survey-draft";

setUpScreenTests();
beforeEach(() => act(() => clearToasts()));

const titled = (id: string): Question => ({ ...createQuestion("text", id), title: `Question ${id}` });
const untitled = (id: string): Question => ({ ...createQuestion("text", id), title: "" });

/** The hook on survey s1, with a stand-in draft and save toasts; `log` lists saves and API calls in order. */
function renderStatusChange(
  options: { questions?: Question[]; canEdit?: boolean; state?: SaveState; autoSaving?: boolean; reply?: () => Response } = {},
) {
  const log: string[] = [];
  const calls = stubApi((call) => {
    log.push(`${call.method} ${call.path}`);
    const status = call.path.endsWith("/publish") ? "published" : call.path.endsWith("/archive") ? "archived" : "draft";
    return options.reply?.() ?? json(200, { survey: surveyDto({ status }) });
  });
  const draft = {
    state: options.state ?? "saved",
    autoSaving: options.autoSaving ?? false,
    save: vi.fn(() => {
      log.push("save");
      return Promise.resolve(null);
    }),
    setServerSurvey: vi.fn<(survey: SurveyDto) => void>(),
  };
  const toasts = { warnPro: vi.fn(), showSaveError: vi.fn() };
  const select = vi.fn();
  const questions = options.questions ?? [titled("q1")];
  const { result } = renderHook(() => ({
    ...useStatusChange({ surveyId: "s1", canEdit: options.canEdit ?? true, draft, questions, context: null, select, toasts }),
    toastTitles: useToasts().visible.map((t) => t.title),
  }));
  const change = async (to: StatusChange) => {
    let changed: SurveyDto | null = null;
    await act(async () => {
      changed = await result.current.changeStatus(to);
    });
    return changed;
  };
  return { result, change, calls, log, draft, toasts, select };
}

describe("status changes from the editor", () => {
  it("refuses to publish a draft with problems, shows them at their questions and selects the first", async () => {
    const { result, change, calls, select } = renderStatusChange({
      questions: [titled("q1"), untitled("q2"), untitled("q3")],
    });
    expect(await change("publish")).toBeNull();
    expect(select).toHaveBeenCalledWith("q2");
    expect([...result.current.problemsByQuestion.keys()]).toEqual(["q2", "q3"]);
    expect(result.current.problemsByQuestion.get("q2")).toEqual(["empty_title"]);
    expect(result.current.toastTitles).toEqual(["Not Ready to Publish"]);
    expect(calls).toEqual([]);
  });

  it("shows no problems before a publish was refused", () => {
    const { result } = renderStatusChange({ questions: [] });
    expect(result.current.problems).toEqual([]);
  });

  it("a survey without questions has its problem but no question to select", async () => {
    const { result, change, select } = renderStatusChange({ questions: [] });
    expect(await change("publish")).toBeNull();
    expect(result.current.problems).toEqual([{ code: "no_questions" }]);
    expect(select).not.toHaveBeenCalled();
  });

  it.each([
    ["publish", "/api/surveys/s1/publish", "Survey Published!", "published"],
    ["unpublish", "/api/surveys/s1/unpublish", "Survey Unpublished", "draft"],
    ["archive", "/api/surveys/s1/archive", "Survey Archived", "archived"],
    ["unarchive", "/api/surveys/s1/unarchive", "Survey Unarchived", "draft"],
  ] as const)("%s calls %s, stores the reply and says %s", async (to, path, toast, status) => {
    const { result, change, calls, draft } = renderStatusChange();
    expect(await change(to)).toMatchObject({ status });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST ${path}`]);
    expect(draft.setServerSurvey).toHaveBeenCalledWith(expect.objectContaining({ status }));
    expect(result.current.toastTitles).toEqual([toast]);
    expect(result.current.publishing).toBe(false);
  });

  it("saves pending edits before changing the status", async () => {
    const { change, log } = renderStatusChange({ state: "unsaved" });
    await change("archive");
    expect(log).toEqual(["save", "POST /api/surveys/s1/archive"]);
  });

  it("without the right to edit, offers the upgrade and changes nothing", async () => {
    const { change, calls, toasts } = renderStatusChange({ canEdit: false });
    expect(await change("archive")).toBeNull();
    expect(toasts.warnPro).toHaveBeenCalledOnce();
    expect(calls).toEqual([]);
  });

  it("waits for a running autosave", async () => {
    const { result, change, calls, draft } = renderStatusChange({ state: "saving", autoSaving: true });
    expect(await change("publish")).toBeNull();
    expect(result.current.toastTitles).toEqual(["Auto-save in Progress"]);
    expect(draft.save).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it("a refusal from the server goes to the save-error toast", async () => {
    const { result, change, draft, toasts } = renderStatusChange({
      reply: () => apiError(402, "PLAN_REQUIRED", "Upgrade"),
    });
    expect(await change("publish")).toBeNull();
    expect(toasts.showSaveError).toHaveBeenCalledWith(expect.any(ApiError));
    expect(draft.setServerSurvey).not.toHaveBeenCalled();
    expect(result.current.publishing).toBe(false);
  });
});
