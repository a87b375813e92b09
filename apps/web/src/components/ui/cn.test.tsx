import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "./button";
import { Card } from "./card";
import { cn } from "./cn";

afterEach(cleanup);

const classesOf = (element: HTMLElement) => element.className.split(" ");

describe("cn", () => {
  it("keeps only the later of two classes that set the same thing", () => {
    expect(cn("bg-white", "bg-red-500")).toBe("bg-red-500");
    expect(cn("h-5 w-5 text-brand-600", "h-4 w-4 text-white")).toBe("h-4 w-4 text-white");
    expect(cn("px-2 py-0.5 text-xs", "px-3 py-1 text-sm")).toBe("px-3 py-1 text-sm");
    expect(cn("max-w-md", "max-w-2xl")).toBe("max-w-2xl");
  });

  it("keeps classes that set different things, skips falsy ones, and leaves classes it does not know", () => {
    expect(cn("px-3", false, null, undefined, "", "pl-10")).toBe("px-3 pl-10");
    expect(cn("text-sm", "text-brand-600")).toBe("text-sm text-brand-600");
    expect(cn("article-body", "text-lg")).toBe("article-body text-lg");
  });

  it("knows the design tokens of our own theme", () => {
    expect(cn("bg-brand-600", "bg-brand-50")).toBe("bg-brand-50");
    expect(cn("animate-spin", "animate-toast-in")).toBe("animate-toast-in");
  });
});

describe("a component's className", () => {
  it("wins over the component's own colours and sizes", () => {
    render(
      <>
        <Button variant="ghost" size="icon" className="h-9 w-9 text-red-600">
          Delete
        </Button>
        <Card data-testid="card" className="bg-slate-50 dark:bg-slate-950" />
      </>,
    );
    const button = classesOf(screen.getByRole("button", { name: "Delete" }));
    expect(button).toEqual(expect.arrayContaining(["h-9", "w-9", "text-red-600"]));
    expect(button).not.toEqual(expect.arrayContaining(["h-10"]));
    expect(button).not.toContain("text-slate-700");
    const card = classesOf(screen.getByTestId("card"));
    expect(card).toEqual(expect.arrayContaining(["bg-slate-50", "dark:bg-slate-950", "border-slate-200"]));
    expect(card).not.toContain("bg-white");
    expect(card).not.toContain("dark:bg-slate-900");
  });
});
