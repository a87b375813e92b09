import { lazy, Suspense, useState } from "react";
import type { ChoiceMenuProps } from "./choice-menu-props";

const importMenu = () => import("./choice-menu-radix");
let menuModule: ReturnType<typeof importMenu> | undefined;
/** Fetches the menu once; called on the first sign the person means to open it. */
const loadMenu = () => (menuModule ??= importMenu());
const RadixChoiceMenu = lazy(loadMenu);

/**
 * A button that opens a single-choice menu (language, theme, …). Until it is first pressed it is
 * a plain button and the menu's code is not loaded: pointing at it or focusing it fetches the
 * code, pressing it (click, tap, Enter, Space, Arrow Down) opens the menu when it is here
 * (docs/decisions/098-public-site-script-on-a-diet.md).
 */
export function ChoiceMenu(props: ChoiceMenuProps) {
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={wanted || undefined}
      className={props.triggerClassName}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWanted(true)}
      onKeyDown={(event) => {
        if (event.key !== "ArrowDown") return;
        event.preventDefault();
        setWanted(true);
      }}
    >
      {props.trigger}
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RadixChoiceMenu {...props} />
    </Suspense>
  );
}
