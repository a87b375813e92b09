import type { Ref } from "react";

/**
 * The spam shield's honeypot (docs/decisions/236-spam-shield.md): a field no person sees or
 * reaches, off-screen, hidden from assistive technology, out of the tab order and of autofill,
 * that form-filling bots fill because its name looks like one to fill. Its value goes with the
 * submit; anything in it gets the submission refused.
 */
export function SpamHoneypot({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-auto h-px w-px overflow-hidden opacity-0">
      <label>
        Website
        <input ref={ref} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
