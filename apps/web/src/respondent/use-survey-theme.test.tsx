import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ThemeOverride } from "./survey-types";
import { useSurveyTheme } from "./use-survey-theme";

/** A device whose colour scheme the test can switch, as matchMedia would report it. */
function fakeDevice(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal("matchMedia", () => media);
  return {
    switchTo(next: "light" | "dark") {
      dark = next === "dark";
      listeners.forEach((listener) => listener());
    },
    listenerCount: () => listeners.size,
  };
}

function Themed({ theme, override }: { theme: "auto" | "light" | "dark"; override?: ThemeOverride }) {
  useSurveyTheme(theme, override);
  return null;
}

const rootTheme = () => document.documentElement.className;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = "light";
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("useSurveyTheme", () => {
  it("follows the device while the page is open when the survey is 'auto' and the visitor chose nothing", () => {
    const device = fakeDevice(false);
    const { unmount } = render(<Themed theme="auto" />);
    expect(rootTheme()).toBe("light");
    device.switchTo("dark");
    expect(rootTheme()).toBe("dark");
    device.switchTo("light");
    expect(rootTheme()).toBe("light");
    unmount();
    expect(device.listenerCount()).toBe(0);
  });

  it("keeps the visitor's saved light or dark choice on an 'auto' survey", () => {
    localStorage.setItem("theme", "dark");
    const device = fakeDevice(false);
    render(<Themed theme="auto" />);
    expect(rootTheme()).toBe("dark");
    device.switchTo("light");
    expect(rootTheme()).toBe("dark");
  });

  it("lets the embed's ?theme= win over the survey, and both win over the device", () => {
    const device = fakeDevice(true);
    const { rerender } = render(<Themed theme="dark" override="light" />);
    expect(rootTheme()).toBe("light");
    device.switchTo("light");
    device.switchTo("dark");
    expect(rootTheme()).toBe("light");
    rerender(<Themed theme="dark" />);
    device.switchTo("light");
    expect(rootTheme()).toBe("dark");
  });

  it("gives the page back the visitor's theme when it unmounts (the main app's survey route)", () => {
    fakeDevice(false);
    const { unmount } = render(<Themed theme="dark" />);
    expect(rootTheme()).toBe("dark");
    unmount();
    expect(rootTheme()).toBe("light");
  });
});
