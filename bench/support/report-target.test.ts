import { afterEach, describe, expect, it } from "vitest";
import { createReport } from "./report-target";

function reportWith(strict: boolean) {
  const lines: string[] = [];
  return { lines, report: createReport({ strict, print: (line) => lines.push(line) }) };
}

describe("createReport", () => {
  afterEach(() => {
    process.exitCode = undefined;
  });

  it("exits 1 under BENCH_STRICT when a target is missed", () => {
    const { lines, report } = reportWith(true);
    report.figure({ name: "pages per second", value: 4200, unit: "/s", target: { atLeast: 5000 } });
    report.figure({ name: "p99", value: 12, unit: " ms", target: { atMost: 30 } });
    expect(report.finish()).toEqual({ met: 1, missed: ["pages per second"] });
    expect(process.exitCode).toBe(1);
    expect(lines.join("\n")).toContain("MISSED: pages per second");
  });

  it("leaves the exit code alone when a target is missed without BENCH_STRICT", () => {
    const { lines, report } = reportWith(false);
    report.figure({ name: "p99", value: 45, unit: " ms", target: { atMost: 30 } });
    report.finish();
    expect(process.exitCode).toBeUndefined();
    expect(lines[0]).toContain("MISSED");
  });

  it("leaves the exit code alone under BENCH_STRICT when every target is met", () => {
    const { lines, report } = reportWith(true);
    report.figure({ name: "pages per second", value: 5000, unit: "/s", target: { atLeast: 5000 } });
    report.figure({ name: "p99", value: 30, unit: " ms", target: { atMost: 30 } });
    expect(report.finish().missed).toEqual([]);
    expect(process.exitCode).toBeUndefined();
    expect(lines.at(-1)).toBe("targets: all 2 met");
  });

  it("prints the figure beside its target and its verdict", () => {
    const { lines, report } = reportWith(false);
    report.figure({ name: "export / COPY", value: 0.8123, digits: 2, unit: "×", target: { atLeast: 0.8 } });
    expect(lines[0]).toMatch(/export \/ COPY\s+0\.81×\s+target ≥ 0\.80×\s+ok/);
  });

  it("counts a figure that could not be measured as a miss", () => {
    const { report } = reportWith(true);
    report.figure({ name: "p99", value: Number.NaN, unit: " ms", target: { atMost: 2000 } });
    expect(report.finish().missed).toEqual(["p99"]);
  });

  it("prints a figure without a target alone and counts no target for it", () => {
    const { lines, report } = reportWith(true);
    report.figure({ name: "latency p50", value: 3.25, digits: 1, unit: " ms" });
    report.finish();
    expect(lines[0]).toMatch(/latency p50\s+3\.3 ms$/);
    expect(lines[0]).not.toContain("target");
    expect(lines.at(-1)).toBe("targets: none for these figures");
    expect(process.exitCode).toBeUndefined();
  });
});
