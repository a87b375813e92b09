import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../lib/test-i18n";
import { HiddenFilter } from "./hidden-filter";

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

describe("HiddenFilter", () => {
  it("filters on the chosen field's value, trimmed by the caller, and offers nothing without a value", () => {
    const onChange = vi.fn();
    render(<HiddenFilter keys={["source", "customer_id"]} filters={{}} onChange={onChange} />);
    const form = screen.getByRole("search", { name: "Filter responses by hidden field" });
    const apply = within(form).getByRole("button", { name: "Filter" }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.change(within(form).getByRole("combobox", { name: "Hidden field" }), { target: { value: "customer_id" } });
    fireEvent.change(within(form).getByRole("textbox", { name: "Value" }), { target: { value: "c-42" } });
    fireEvent.click(apply);
    expect(onChange).toHaveBeenCalledWith("customer_id", "c-42");
  });

  it("lists the filters in force, each lifted by its own button", () => {
    const onChange = vi.fn();
    render(<HiddenFilter keys={["source"]} filters={{ source: "newsletter" }} onChange={onChange} />);
    const active = screen.getByRole("list", { name: "Hidden-field filters" });
    expect(active.textContent).toContain("source is newsletter");
    fireEvent.click(within(active).getByRole("button", { name: "Remove the filter on source" }));
    expect(onChange).toHaveBeenCalledWith("source", null);
  });
});
