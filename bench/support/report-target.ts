/**
 * One bench's figures, each printed beside its target when it has one, the same way in every
 * bench: "name  figure  target  ok/MISSED". `finish()` prints how many targets were met and, only
 * under BENCH_STRICT=1, makes the process exit 1 when one was missed: a shared machine misses
 * targets now and then, so a plain run never fails (docs/decisions/273-bench-targets.md).
 */

/** A figure's target: the lowest or the highest value that meets it. */
export type Target = { atLeast: number } | { atMost: number };

export interface Figure {
  name: string;
  value: number;
  /** Printed after the value and the target's value ("/s", " ms", " MB", "×"). */
  unit?: string;
  /** Decimals printed (default 0). */
  digits?: number;
  target?: Target;
  /** Printed last on the line: what the figure was measured on, counts, the run's spread. */
  note?: string;
}

export interface ReportOptions {
  /** Default: BENCH_STRICT=1 in the environment. */
  strict?: boolean;
  /** Default: console.log. */
  print?: (line: string) => void;
}

const NAME_WIDTH = 48;
const VALUE_WIDTH = 12;
const TARGET_WIDTH = 18;

function format(value: number, digits: number, unit: string): string {
  return `${value.toLocaleString("en", { minimumFractionDigits: digits, maximumFractionDigits: digits })}${unit}`;
}

/** Whether `value` meets `target`; a figure that could not be measured (NaN) never does. */
export function meets(value: number, target: Target): boolean {
  return "atLeast" in target ? value >= target.atLeast : value <= target.atMost;
}

export function createReport(options: ReportOptions = {}) {
  const strict = options.strict ?? process.env.BENCH_STRICT === "1";
  const print = options.print ?? ((line: string) => console.log(line));
  const checked: { name: string; met: boolean }[] = [];

  return {
    /** Prints one figure (indented by `indent`); returns whether it met its target (true without one). */
    figure(figure: Figure, indent = "  "): boolean {
      const unit = figure.unit ?? "";
      const digits = figure.digits ?? 0;
      const cells = [`${indent}${figure.name}`.padEnd(NAME_WIDTH), format(figure.value, digits, unit).padStart(VALUE_WIDTH)];
      let met = true;
      if (figure.target) {
        met = meets(figure.value, figure.target);
        const [sign, bound] = "atLeast" in figure.target ? ["≥", figure.target.atLeast] : ["≤", figure.target.atMost];
        cells.push(`target ${sign} ${format(bound, digits, unit)}`.padStart(TARGET_WIDTH), met ? "ok    " : "MISSED");
        checked.push({ name: figure.name, met });
      } else if (figure.note) {
        cells.push("".padStart(TARGET_WIDTH), "      ");
      }
      if (figure.note) cells.push(figure.note);
      print(cells.join("  ").trimEnd());
      return met;
    },

    /** Prints the targets met and missed; sets process.exitCode = 1 when strict and one missed. */
    finish(): { met: number; missed: string[] } {
      const missed = checked.filter((c) => !c.met).map((c) => c.name);
      const met = checked.length - missed.length;
      if (checked.length === 0) print("targets: none for these figures");
      else if (missed.length === 0) print(`targets: all ${met} met`);
      else print(`targets: ${met} met, ${missed.length} MISSED: ${missed.join("; ")}`);
      if (strict && missed.length > 0) {
        print("BENCH_STRICT=1: exiting with 1 for the missed targets");
        process.exitCode = 1;
      }
      return { met, missed };
    },
  };
}

export type Report = ReturnType<typeof createReport>;
