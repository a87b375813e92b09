import { afterEach, describe, expect, it, vi } from "vitest";
import { createExportReservations } from "./export-reservations";

afterEach(() => {
  vi.useRealTimers();
});

describe("export link reservations", () => {
  it("hands the held slot to its own user and survey, once", () => {
    const reservations = createExportReservations();
    const release = vi.fn();
    const ticket = reservations.hold("u1", "s1", release);
    expect(reservations.take(ticket, "u2", "s1")).toBeUndefined();
    expect(reservations.take(ticket, "u1", "s2")).toBeUndefined();
    expect(reservations.take(ticket, "u1", "s1")).toBe(release);
    expect(reservations.take(ticket, "u1", "s1")).toBeUndefined();
    expect(reservations.take(undefined, "u1", "s1")).toBeUndefined();
    expect(release).not.toHaveBeenCalled();
  });

  it("gives back a slot whose ticket is never used, and not one that was taken", () => {
    vi.useFakeTimers();
    const reservations = createExportReservations(1_000);
    const unused = vi.fn();
    const used = vi.fn();
    const ticket = reservations.hold("u1", "s1", unused);
    reservations.take(reservations.hold("u1", "s1", used), "u1", "s1");
    vi.advanceTimersByTime(999);
    expect(unused).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(unused).toHaveBeenCalledOnce();
    expect(used).not.toHaveBeenCalled();
    expect(reservations.take(ticket, "u1", "s1")).toBeUndefined();
  });
});
