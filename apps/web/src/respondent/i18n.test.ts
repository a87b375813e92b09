import { afterEach, describe, expect, it, vi } from "vitest";
import { readMessages } from "./i18n";

afterEach(() => {
  document.head.innerHTML = "";
  vi.unstubAllGlobals();
});

function embed(language: string, text: string) {
  const tag = document.createElement("script");
  tag.type = "application/json";
  tag.id = "respondent-messages";
  tag.dataset.language = language;
  tag.textContent = text;
  document.head.append(tag);
}

describe("readMessages", () => {
  it("takes the words the server wrote into the page, without a request", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    embed("fr", JSON.stringify({ next: "Suivant" }));
    expect(await readMessages(document, "fr")).toEqual({ next: "Suivant" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for the translation file when the page holds another language, and gives up quietly", async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ respondent: { next: "Weiter" }, app: {} }))));
    vi.stubGlobal("fetch", fetchMock);
    embed("fr", JSON.stringify({ next: "Suivant" }));
    expect(await readMessages(document, "de")).toEqual({ next: "Weiter" });
    expect(fetchMock).toHaveBeenCalledWith("/locales/de/translation.json", expect.anything());

    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("offline"))),
    );
    expect(await readMessages(document, "pt")).toBeNull();
  });

  it("has English at hand", async () => {
    expect(await readMessages(document, "en")).toMatchObject({ next: "Next" });
  });
});
