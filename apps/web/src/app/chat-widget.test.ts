import { expect, it } from "vitest";
import { isChatAllowedOn } from "./chat-widget";

it("keeps the support chat off survey, short-survey and embed paths", () => {
  for (const path of ["/survey/abc", "/s/abc", "/embed/survey/abc", "/embed/s/abc"]) expect(isChatAllowedOn(path)).toBe(false);
  for (const path of ["/", "/dashboard", "/support", "/settings", "/surveys/1/edit"]) expect(isChatAllowedOn(path)).toBe(true);
});
