import type { ReactNode } from "react";

/** What `ChoiceMenu` and the menu it loads on first use take. */
export interface ChoiceMenuOption {
  value: string;
  label: ReactNode;
  /** The option's own language, when it is written in one (a language's name). */
  lang?: string;
}

export interface ChoiceMenuProps {
  /** The trigger's accessible name. */
  label: string;
  trigger: ReactNode;
  triggerClassName: string;
  itemClassName?: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly ChoiceMenuOption[];
}
