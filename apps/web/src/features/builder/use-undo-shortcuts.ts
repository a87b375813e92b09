import { useEffect, useRef } from "react";

/** Fields whose own undo the browser keeps (docs/decisions/115-undo-in-the-editor.md). */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !["checkbox", "radio", "button", "submit", "reset", "file", "range", "color"].includes(target.type)
  );
}

/**
 * Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes the editor's last change, except
 * while a text field has the focus: there the keys undo the typing, as everywhere else.
 */
export function useUndoShortcuts(actions: { onUndo: () => void; onRedo: () => void }) {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.defaultPrevented || isTextField(event.target)) return;
      const key = event.key.toLowerCase();
      const redo = (key === "z" && event.shiftKey) || (key === "y" && !event.shiftKey);
      if (!redo && !(key === "z" && !event.shiftKey)) return;
      event.preventDefault();
      if (redo) latest.current.onRedo();
      else latest.current.onUndo();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
