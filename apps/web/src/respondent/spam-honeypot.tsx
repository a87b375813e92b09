import type { Ref } from "react";

/**
 * The spam shield's honeypot (docs/decisions/236-spam-shield.md): a field no person sees or
 * reaches, off-screen, hidden from assistive technology, out of the tab order and of autofill,
 * that form-filling bots fill because its name looks like one to fill. Its value goes with the
 * submit; anything in it gets the submission refused.
 */
const HIDDEN = { position: "absolute", left: -10000, width: 1, height: 1, overflow: "hidden" } as const;

export function SpamHoneypot({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    // Inline, not utility classes: no new rules in the page's first-paint CSS.
    <div aria-hidden="true" style={HIDDEN}>
      <label>
        Website
        <input ref={ref} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
