import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ContinueElsewhereDialog } from "./continue-elsewhere-dialog";
import { resumeFromLink } from "./resume-from-link";
import { loadLocalAnswers, storageKeys } from "./respondent-storage";
import { setUpRespondentTests } from "./test-server";

setUpRespondentTests();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const LINK = "http://localhost:3000/survey/abc#resume=" + "A".repeat(43);

/** Answers resume-link requests with `reply`, recording their bodies. */
function mockLinks(reply: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      bodies.push(body);
      return Promise.resolve(reply(body));
    }),
  );
  return bodies;
}

function renderDialog() {
  const saveNow = vi.fn(() => Promise.resolve());
  const onClose = vi.fn();
  render(<ContinueElsewhereDialog shareId="abc" sessionId="session-123" saveNow={saveNow} onClose={onClose} />);
  return { saveNow, onClose };
}

describe("the Continue on another device dialog", () => {
  it("saves first, then shows the link read-only and copies it", async () => {
    const bodies = mockLinks(() => json(201, { url: LINK, expiresAt: "2026-12-13T00:00:00Z", mailed: false }));
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const { saveNow } = renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Continue on another device" });
    expect(document.activeElement).toBe(dialog);
    const field = await screen.findByRole("textbox", { name: "Your link" });
    expect((field as HTMLInputElement).value).toBe(LINK);
    expect((field as HTMLInputElement).readOnly).toBe(true);
    expect(saveNow).toHaveBeenCalledOnce();
    expect(bodies).toEqual([{ sessionId: "session-123", language: "en" }]);
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    await screen.findByText("Link copied");
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it("mails the link to the address typed, and refuses one that is not an address without asking", async () => {
    const bodies = mockLinks((body) => json(201, { url: LINK, expiresAt: "2026-12-13T00:00:00Z", mailed: Boolean(body.email) }));
    renderDialog();
    await screen.findByRole("textbox", { name: "Your link" });
    const email = screen.getByRole("textbox", { name: "Or send it to your e-mail" });
    fireEvent.change(email, { target: { value: "not an address" } });
    fireEvent.click(screen.getByRole("button", { name: "Send link" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter a valid email address");
    expect(bodies).toHaveLength(1);
    fireEvent.change(email, { target: { value: "ana@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Send link" }));
    await screen.findByText("Sent to ana@example.com. Check your inbox.");
    expect(bodies[1]).toEqual({ sessionId: "session-123", language: "en", email: "ana@example.com" });
  });

  it("says to answer first when nothing is saved yet, and closes on Escape", async () => {
    mockLinks(() => json(404, { error: { code: "NOTHING_TO_RESUME", message: "x" } }));
    const { onClose } = renderDialog();
    expect((await screen.findByRole("alert")).textContent).toContain("Answer a question first");
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe("opening a resume link", () => {
  const token = "B".repeat(43);

  it("makes the link's response this browser's draft and drops the token from the address", async () => {
    history.replaceState(null, "", `/survey/abc#resume=${token}`);
    localStorage.setItem(storageKeys.session("abc"), "my-own-session");
    const bodies = mockLinks(() =>
      json(200, {
        sessionId: "their-session",
        responseId: "r1",
        answers: { q1: "Ana" },
        hiddenFields: { source: "mail" },
        files: [],
      }),
    );
    expect(await resumeFromLink("abc", token)).toBe("resumed");
    expect(bodies).toEqual([{ token }]);
    expect(localStorage.getItem(storageKeys.session("abc"))).toBe("their-session");
    expect(loadLocalAnswers("abc")).toEqual({ q1: "Ana" });
    expect(JSON.parse(localStorage.getItem(storageKeys.hidden("abc")) ?? "null")).toEqual({ source: "mail" });
    expect(location.hash).toBe("");
  });

  it("leaves this browser's own draft alone for an unknown or expired link", async () => {
    history.replaceState(null, "", `/survey/abc#resume=${token}`);
    localStorage.setItem(storageKeys.session("abc"), "my-own-session");
    localStorage.setItem(storageKeys.answers("abc"), JSON.stringify({ q1: "Mine" }));
    mockLinks(() => json(404, { error: { code: "RESUME_LINK_INVALID", message: "x" } }));
    expect(await resumeFromLink("abc", token)).toBe("invalid");
    await waitFor(() => expect(location.hash).toBe(""));
    expect(localStorage.getItem(storageKeys.session("abc"))).toBe("my-own-session");
    expect(loadLocalAnswers("abc")).toEqual({ q1: "Mine" });
  });
});
