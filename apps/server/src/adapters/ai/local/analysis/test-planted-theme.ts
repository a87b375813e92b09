import { labelAccepted } from "../../../../../test/fixtures/analysis/score-domain";
import type { Theme } from "./group-themes";

/** Words a reader takes for "late" in each language: a planted "entrega tardía" may be named "pedido retrasado". */
const LATE = ["late", "delay", "retras", "tard", "retard", "verspät", "spät", "atras"];

/** The theme holding most of the answers planted for a label. */
export function themeOfPlanted(
  themes: readonly Theme[],
  plantedAt: readonly (string | null)[],
  label: string,
): Theme | undefined {
  const own = (theme: Theme) => theme.answerIndexes.filter((i) => plantedAt[i] === label).length;
  return [...themes].sort((a, b) => own(b) - own(a))[0];
}

/** Whether a theme's name says what was planted: a word of the planted phrase (its first four letters) or a synonym of "late". */
export function namesPlanted(term: string, label: string): boolean {
  const words = label
    .split(" ")
    .filter((word) => word.length >= 4)
    .map((word) => word.slice(0, 4));
  return labelAccepted(term, [...words, ...LATE]);
}
