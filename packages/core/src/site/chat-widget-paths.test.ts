import { expect, it } from "vitest";
import { isChatWidgetAllowedOn } from "./chat-widget-paths";

it("keeps the support chat off survey, short-survey, embed and preview paths, and allows it everywhere else", () => {
  for (const path of ["/survey/abc", "/s/abc", "/embed/survey/abc", "/embed/s/abc", "/embed", "/s", "/preview/abc"]) {
    expect(isChatWidgetAllowedOn(path), path).toBe(false);
  }
  for (const path of ["/", "/es", "/dashboard", "/support", "/settings", "/surveys/1/edit", "/sitemap.xml", "/fr/support"]) {
    expect(isChatWidgetAllowedOn(path), path).toBe(true);
  }
});
