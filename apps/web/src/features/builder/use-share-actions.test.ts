import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setUpScreenTests, surveyDto } from "../../lib/test-app";
import { clearToasts, useToasts } from "../../lib/toast-store";
import { useShareActions } from "./use-share-actions";

setUpScreenTests();
beforeEach(() => act(() => clearToasts()));

/** A clipboard that takes the text, or refuses it. */
function stubClipboard(accepts = true) {
  const writeText = vi.fn(() => (accepts ? Promise.resolve() : Promise.reject(new Error("denied"))));
  vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
  return writeText;
}

function renderSharing(survey = surveyDto({ status: "published", shareId: "abc12345" }), publishes = true) {
  const published = surveyDto({ status: "published", shareId: "new12345" });
  const publish = vi.fn(() => Promise.resolve(publishes ? published : null));
  const { result } = renderHook(() => ({
    ...useShareActions({ survey, publish }),
    toastTitles: useToasts().visible.map((t) => t.title),
  }));
  return { result, publish };
}

describe("sharing from the editor", () => {
  it("copies a published survey's public link and says so", async () => {
    const writeText = stubClipboard();
    const { result } = renderSharing();
    await act(async () => result.current.share("share"));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/survey/abc12345`);
    expect(result.current.toastTitles).toEqual(["Link Copied!"]);
    expect(result.current.pending).toBeNull();
  });

  it("says when the browser refuses to copy", async () => {
    stubClipboard(false);
    const { result } = renderSharing();
    await act(async () => result.current.share("share"));
    expect(result.current.toastTitles).toEqual(["Copy Failed"]);
  });

  it("opens the embed dialog of a published survey", () => {
    const { result } = renderSharing();
    act(() => result.current.share("embed"));
    expect(result.current.embedOpen).toBe(true);
  });

  it("holds the action of a survey not yet published until the creator publishes, or cancels", async () => {
    const writeText = stubClipboard();
    const { result, publish } = renderSharing(surveyDto({ status: "draft", shareId: null }));
    act(() => result.current.share("embed"));
    expect(result.current.pending).toBe("embed");
    expect(result.current.embedOpen).toBe(false);
    act(() => result.current.cancelPending());
    expect(result.current.pending).toBeNull();
    act(() => result.current.share("share"));
    expect(writeText).not.toHaveBeenCalled();
    await act(() => result.current.publishPending());
    expect(publish).toHaveBeenCalledOnce();
    expect(result.current.pending).toBeNull();
    // The share id publishing gave, not the one the survey had when the dialog opened.
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/survey/new12345`);
    expect(result.current.toastTitles).toEqual(["Link Copied!"]);
  });

  it("opens the embed dialog once publishing from the dialog succeeds", async () => {
    const { result } = renderSharing(surveyDto({ status: "draft", shareId: null }));
    act(() => result.current.share("embed"));
    await act(() => result.current.publishPending());
    expect(result.current.embedOpen).toBe(true);
  });

  it("keeps the action waiting when publishing fails", async () => {
    const { result } = renderSharing(surveyDto({ status: "draft", shareId: null }), false);
    act(() => result.current.share("share"));
    await act(() => result.current.publishPending());
    expect(result.current.pending).toBe("share");
  });
});
