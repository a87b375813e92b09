import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import BuilderPage from "../features/builder/builder-page";
import { json, NO_RIGHTS, renderInDataRouter, sessionReply, stubApi, surveyDto, setUpScreenTests } from "../lib/test-app";
import { RouteGuard } from "./route-guard";

setUpScreenTests();

describe("route guard and the editor without a plan", () => {
  it("opens the editor read-only for an expired user instead of sending them to the dashboard", async () => {
    stubApi((call) => {
      if (call.path === "/api/session") return json(200, sessionReply(NO_RIGHTS));
      if (call.path === "/api/surveys/s1") return json(200, { survey: surveyDto(), responseCount: 3, partialCount: 0 });
      return undefined;
    });
    // The guard wraps the editor as in the app's router (a data router: the editor blocks navigation).
    renderInDataRouter(<RouteGuard />, "/surveys/s1/edit", "/surveys/:surveyId/edit", [
      { path: "/surveys/:surveyId/edit", element: <BuilderPage /> },
    ]);
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
