import { surveySettingsSchema } from "@sondar/core/surveys/survey-schema";
import { createQuestion } from "@sondar/core/surveys/create-question";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Route } from "react-router";
import BuilderPage from "../features/builder/builder-page";
import { json, renderAt, stubApi } from "../lib/test-app";
import { initTestI18n } from "../lib/test-i18n";
import { RouteGuard } from "./route-guard";

beforeAll(() => {
  initTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const expiredMe = {
  me: {
    user: { id: "u1", name: "Ana", email: "ana@example.com", emailVerified: true },
    entitlements: {
      canCreateSurveys: false,
      canEditSurveys: false,
      canDuplicateSurveys: false,
      isTrialActive: false,
      trialDaysLeft: 0,
    },
    subscription: { status: "inactive", planName: "Sondar Pro", trialEnd: "2026-01-01T00:00:00.000Z", currentTermEnd: null },
  },
};

const survey = {
  id: "s1",
  title: "Team pulse",
  description: "How are we doing?",
  questions: [createQuestion("text", "q_1")],
  settings: surveySettingsSchema.parse({}),
  status: "draft",
  shareId: null,
  organizationId: null,
  createdBy: "u1",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("route guard and the editor without a plan", () => {
  it("opens the editor read-only for an expired user instead of sending them to the dashboard", async () => {
    stubApi((call) => {
      if (call.path === "/api/session") return json(200, expiredMe);
      if (call.path === "/api/surveys/s1") return json(200, { survey, responseCount: 3 });
      return undefined;
    });
    // The guard wraps the editor as in the app's router.
    renderAt(<RouteGuard />, "/surveys/s1/edit", {
      children: <Route path="/surveys/:surveyId/edit" element={<BuilderPage />} />,
    });
    const title = await screen.findByRole("textbox", { name: "Survey title" });
    expect(screen.getByTestId("location").textContent).toBe("/surveys/s1/edit");
    expect(title).toHaveProperty("disabled", true);
    expect(screen.getByRole("textbox", { name: "Survey description" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Upgrade to Pro to Add Questions" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Publish" })).toHaveProperty("disabled", true);
    const notice = screen.getByText("Pro Subscription Required").closest("[role=status]") as HTMLElement;
    expect(within(notice).getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe("/billing");
  });
});
