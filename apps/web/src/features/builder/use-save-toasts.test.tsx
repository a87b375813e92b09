import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { MemoryRouter, useLocation } from "react-router";
import { ApiError } from "../../lib/api-client";
import { setUpScreenTests } from "../../lib/test-app";
import { clearToasts, useToasts } from "../../lib/toast-store";
import { useSaveToasts } from "./use-save-toasts";

setUpScreenTests();
beforeEach(() => act(() => clearToasts()));

function renderToasts(isTrialActive: boolean) {
  const { result } = renderHook(
    () => ({ ...useSaveToasts(isTrialActive), shown: useToasts().visible, path: useLocation().pathname }),
    { wrapper: ({ children }) => <MemoryRouter initialEntries={["/surveys/s1/edit"]}>{children}</MemoryRouter> },
  );
  return result;
}

describe("the builder's save toasts", () => {
  it.each([
    [true, "You've reached the trial limit. Upgrade to Pro to save unlimited surveys!"],
    [false, "You've reached your subscription limit. Upgrade to Pro for unlimited surveys!"],
  ])("a plan refusal during a trial (%s) names the limit and offers the upgrade", (trial, message) => {
    const result = renderToasts(trial);
    act(() => result.current.showSaveError(new ApiError(402, "PLAN_REQUIRED", "Upgrade")));
    const [toast] = result.current.shown;
    expect(toast).toMatchObject({ type: "error", title: "Subscription Limit Reached", message });
    act(() => toast?.action?.onClick());
    expect(result.current.path).toBe("/billing");
  });

  it("any other failure says the save failed, with its reason", () => {
    const result = renderToasts(true);
    act(() => result.current.showSaveError(new ApiError(500, "INTERNAL", "Something went wrong. Please try again.")));
    expect(result.current.shown).toEqual([
      expect.objectContaining({ type: "error", title: "Save Failed", message: "Something went wrong. Please try again." }),
    ]);
    expect(result.current.shown[0]?.action).toBeUndefined();
  });

  it("editing without the right to offers the upgrade", () => {
    const result = renderToasts(false);
    act(() => result.current.warnPro());
    expect(result.current.shown[0]).toMatchObject({ type: "warning", title: "Pro Subscription Required" });
    act(() => result.current.shown[0]?.action?.onClick());
    expect(result.current.path).toBe("/billing");
  });
});
