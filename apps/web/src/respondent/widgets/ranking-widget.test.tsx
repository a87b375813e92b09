import type { Answer } from "@sondar/core/answers/answer-schema";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeQuestion } from "../test-survey";
import type { QuestionOf } from "../survey-types";
import { loadRankingDrag } from "./ranking-drag-loader";
import { moveItem, RankingWidget, rankingOrder } from "./ranking-widget";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const question = makeQuestion("ranking", "q1", {
  title: "Rank",
  rankingItems: ["Alpha", "Beta", "Gamma"],
}) as QuestionOf<"ranking">;

/** The widget with its answer kept, as the question page keeps it; `changes` sees every stored answer. */
function renderRanking(changes: (answer: Answer | undefined) => void = () => undefined) {
  function Harness() {
    const [answer, setAnswer] = useState<Answer | undefined>(undefined);
    return (
      <RankingWidget
        question={question}
        answer={answer}
        onChange={(next) => {
          changes(next);
          setAnswer(next);
        }}
        labelledBy="q1-title"
        describedBy={undefined}
        invalid={false}
      />
    );
  }
  return render(<Harness />);
}

const shown = () => Array.from(document.querySelectorAll<HTMLElement>("[data-item]")).map((row) => row.dataset.item);
const row = (item: string) => document.querySelector<HTMLElement>(`[data-item="${item}"]`) as HTMLElement;
/** The number a row shows: its place, or while a drag lasts, the place a drop would give it. */
const numbers = () =>
  Array.from(document.querySelectorAll<HTMLElement>("[data-item]")).map((row) => row.children[1]?.textContent);
const draggable = () => row("Alpha").className.includes("cursor-grab");

// The first test must run before anything in this file loads the drag layer.
describe("before and after the drag layer arrives", () => {
  it("paints an ordered list whose buttons work at once, then gains dragging without losing the focus", async () => {
    const changes = vi.fn();
    renderRanking(changes);
    expect(screen.getByRole("list", { name: "" }).tagName).toBe("OL");
    expect(shown()).toEqual(["Alpha", "Beta", "Gamma"]);
    expect(draggable()).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Move Alpha down" }));
    expect(changes).toHaveBeenLastCalledWith(["Beta", "Alpha", "Gamma"]);
    expect(shown()).toEqual(["Beta", "Alpha", "Gamma"]);
    expect(screen.getByText("Alpha moved to position 2 of 3")).toBeTruthy();

    screen.getByRole("button", { name: "Move Alpha down" }).focus();
    await waitFor(() => expect(draggable()).toBe(true));
    // The rows were re-created inside the drag layer: the same button has the focus again.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move Alpha down" }));
    expect(shown()).toEqual(["Beta", "Alpha", "Gamma"]);
  });

  it("is draggable from its first render once the layer is here", async () => {
    await loadRankingDrag();
    renderRanking();
    expect(draggable()).toBe(true);
  });
});

describe("dragging", () => {
  const ROW_HEIGHT = 50;
  beforeEach(async () => {
    await loadRankingDrag();
    // jsdom lays nothing out: the rows stand 50 px tall, one under the other, as in a browser.
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      const top = this.dataset.item ? Array.from(this.parentElement?.children ?? []).indexOf(this) * ROW_HEIGHT : 0;
      const height = this.dataset.item ? ROW_HEIGHT : 0;
      const rect = { x: 0, y: top, top, left: 0, right: 300, bottom: top + height, width: 300, height };
      return { ...rect, toJSON: () => rect };
    });
  });

  it("drags a row with the mouse from anywhere along it, announcing the pick-up and the drop", async () => {
    const changes = vi.fn();
    renderRanking(changes);
    // Alpha's middle is at 25; moving it down past Gamma's middle (125) puts it last.
    fireEvent.mouseDown(screen.getByText("Alpha"), { button: 0, clientX: 100, clientY: 25 });
    fireEvent.mouseMove(document, { clientX: 100, clientY: 31 });
    await screen.findByText("Picked up Alpha at position 1 of 3");
    expect(row("Alpha").className).toContain("cursor-grabbing");

    fireEvent.mouseMove(document, { clientX: 100, clientY: 130 });
    await screen.findByText("Alpha moved to position 3 of 3");
    expect(changes).not.toHaveBeenCalled();
    // Still Alpha, Beta, Gamma in the document, numbered as the drop would rank them.
    expect(numbers()).toEqual(["3", "1", "2"]);
    fireEvent.mouseUp(document, { clientX: 100, clientY: 130 });
    await waitFor(() => expect(changes).toHaveBeenCalledWith(["Beta", "Gamma", "Alpha"]));
    expect(shown()).toEqual(["Beta", "Gamma", "Alpha"]);
    expect(numbers()).toEqual(["1", "2", "3"]);
    expect(screen.getByText("Alpha moved to position 3 of 3")).toBeTruthy();
  });

  it("puts the row back on Escape and says so", async () => {
    const changes = vi.fn();
    renderRanking(changes);
    fireEvent.mouseDown(screen.getByText("Beta"), { button: 0, clientX: 100, clientY: 75 });
    fireEvent.mouseMove(document, { clientX: 100, clientY: 81 });
    await screen.findByText("Picked up Beta at position 2 of 3");
    fireEvent.mouseMove(document, { clientX: 100, clientY: 130 });
    await screen.findByText("Beta moved to position 3 of 3");

    fireEvent.keyDown(document, { key: "Escape", code: "Escape" });
    await screen.findByText("Beta stays at position 2 of 3");
    expect(changes).not.toHaveBeenCalled();
    expect(shown()).toEqual(["Alpha", "Beta", "Gamma"]);
  });

  it("leaves the move buttons to clicks: pressing one and moving the mouse drags nothing", () => {
    renderRanking();
    fireEvent.mouseDown(screen.getByRole("button", { name: "Move Beta down" }), { button: 0, clientX: 250, clientY: 75 });
    fireEvent.mouseMove(document, { clientX: 250, clientY: 130 });
    fireEvent.mouseUp(document, { clientX: 250, clientY: 130 });
    expect(screen.queryByText(/Picked up/)).toBeNull();
    expect(row("Beta").className).not.toContain("cursor-grabbing");
  });

  it("takes a finger on the grip only, so the rest of the row still scrolls the page", async () => {
    const changes = vi.fn();
    renderRanking(changes);
    // Elsewhere on the row the finger is the browser's: nothing listens for it.
    fireEvent.touchStart(screen.getByText("Gamma"), { touches: [{ clientX: 100, clientY: 125 }] });
    fireEvent.touchMove(screen.getByText("Gamma"), { touches: [{ clientX: 100, clientY: 20 }] });
    expect(screen.queryByText(/Picked up/)).toBeNull();

    const grip = row("Gamma").querySelector("[data-drag-handle]") as HTMLElement;
    expect(grip.className).toContain("touch-none");
    fireEvent.touchStart(grip, { touches: [{ clientX: 16, clientY: 125 }] });
    fireEvent.touchMove(grip, { touches: [{ clientX: 16, clientY: 119 }] });
    await screen.findByText("Picked up Gamma at position 3 of 3");
    fireEvent.touchMove(grip, { touches: [{ clientX: 16, clientY: 20 }] });
    await screen.findByText("Gamma moved to position 1 of 3");
    fireEvent.touchEnd(grip, { touches: [], changedTouches: [{ clientX: 16, clientY: 20 }] });
    await waitFor(() => expect(changes).toHaveBeenCalledWith(["Gamma", "Alpha", "Beta"]));
  });
});

describe("Keep this order", () => {
  it("sets the order shown as the answer, once, and says so; until then the ranking has no answer", () => {
    const changes = vi.fn();
    renderRanking(changes);
    const keep = screen.getByRole("button", { name: "Keep this order" });
    expect(keep.getAttribute("aria-pressed")).toBe("false");
    expect(changes).not.toHaveBeenCalled();

    keep.focus();
    fireEvent.click(keep);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenLastCalledWith(["Alpha", "Beta", "Gamma"]);
    expect(keep.getAttribute("aria-pressed")).toBe("true");
    expect(document.activeElement).toBe(keep);
    expect(screen.getByText("Order kept as shown")).toBeTruthy();
    // Kept already: pressing again changes nothing.
    fireEvent.click(keep);
    expect(changes).toHaveBeenCalledTimes(1);
  });
});

describe("rankingOrder", () => {
  it("shows a saved answer that ranks exactly the configured items", () => {
    expect(rankingOrder(["a", "b", "c"], ["c", "a", "b"])).toEqual(["c", "a", "b"]);
  });

  it("falls back to the configured order when the items changed since the answer was saved", () => {
    expect(rankingOrder(["a", "b", "c"], ["c", "a"])).toEqual(["a", "b", "c"]);
    expect(rankingOrder(["a", "b", "c"], ["c", "a", "d"])).toEqual(["a", "b", "c"]);
    expect(rankingOrder(["a", "b"], undefined)).toEqual(["a", "b"]);
  });
});

describe("moveItem", () => {
  it("moves one item and keeps the others in order", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
  });
});
