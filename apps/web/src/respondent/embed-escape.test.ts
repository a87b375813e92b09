import { EMBED_MESSAGE } from "@sondar/core/surveys/embed-messages";
import { buildEmbedSnippet } from "@sondar/core/surveys/embed-snippet";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startEmbedEscape } from "./embed-escape";

const SURVEY_ORIGIN = "https://surveys.example";
const HOST_ORIGIN = "https://shop.example";

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

/** A message as the browser delivers it: from `source`, sent by a page of `origin`. */
const message = (target: Window, data: unknown, origin: string, source: Window) =>
  target.dispatchEvent(new MessageEvent("message", { data, origin, source }));

/** The popup snippet on the host page, its script run, as a pasted snippet runs. */
function pastePopup() {
  document.body.innerHTML = buildEmbedSnippet({
    origin: SURVEY_ORIGIN,
    shareId: "abc123def",
    style: "popup",
    theme: "auto",
    title: "Pulse",
    buttonText: "Take the survey",
    brandColor: null,
  });
  const script = document.querySelector("script")?.textContent ?? "";
  new Function(script)();
  const launcher = document.querySelector("button") as HTMLButtonElement;
  launcher.click();
  const frame = document.querySelector("iframe") as HTMLIFrameElement;
  return { launcher, frame, overlay: () => document.querySelector('[role="dialog"]') };
}

describe("the popup on the host page", () => {
  it("closes when the survey in its own frame, from the survey's origin, says Escape was pressed; the focus goes back", () => {
    const { launcher, frame, overlay } = pastePopup();
    const survey = frame.contentWindow as Window;
    message(window, { type: EMBED_MESSAGE.close }, "https://evil.example", survey);
    message(window, { type: EMBED_MESSAGE.close }, SURVEY_ORIGIN, window);
    expect(overlay()).not.toBeNull();
    message(window, { type: EMBED_MESSAGE.close }, SURVEY_ORIGIN, survey);
    expect(overlay()).toBeNull();
    expect(document.activeElement).toBe(launcher);
  });

  it("greets the survey's frame, at the survey's origin only, when it says it is ready", () => {
    const { frame } = pastePopup();
    const survey = frame.contentWindow as Window;
    const greet = vi.spyOn(survey, "postMessage");
    message(window, { type: EMBED_MESSAGE.ready }, "https://evil.example", survey);
    expect(greet).not.toHaveBeenCalled();
    message(window, { type: EMBED_MESSAGE.ready }, SURVEY_ORIGIN, survey);
    expect(greet).toHaveBeenCalledWith({ type: EMBED_MESSAGE.hello }, SURVEY_ORIGIN);
  });
});

describe("the survey inside the popup", () => {
  /** The survey's window: a frame whose parent is this page. */
  function surveyFrame() {
    const frame = document.createElement("iframe");
    document.body.append(frame);
    return frame.contentWindow as Window;
  }
  const pressEscape = (win: Window, prevented = false) => {
    // An event of the frame's own realm, as the browser makes it there.
    const { KeyboardEvent: FrameKeyboardEvent } = win as unknown as typeof globalThis;
    const event = new FrameKeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    if (prevented) event.preventDefault();
    win.document.body.dispatchEvent(event);
  };

  it("says it is ready to anyone, then tells Escape only to the origin of the parent page that greeted it", () => {
    const survey = surveyFrame();
    const host = survey.parent;
    const toParent = vi.spyOn(host, "postMessage");
    startEmbedEscape(survey);
    expect(toParent).toHaveBeenCalledWith({ type: EMBED_MESSAGE.ready }, "*");
    toParent.mockClear();

    // Nobody greeted it yet, or only a window that is not its parent: Escape stays in the survey.
    pressEscape(survey);
    message(survey, { type: EMBED_MESSAGE.hello }, "https://evil.example", survey);
    pressEscape(survey);
    expect(toParent).not.toHaveBeenCalled();

    message(survey, { type: EMBED_MESSAGE.hello }, HOST_ORIGIN, host);
    pressEscape(survey, true);
    expect(toParent).not.toHaveBeenCalled();
    pressEscape(survey);
    expect(toParent).toHaveBeenCalledWith({ type: EMBED_MESSAGE.close }, HOST_ORIGIN);
  });
});
