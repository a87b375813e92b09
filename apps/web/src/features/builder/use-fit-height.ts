import { useLayoutEffect, useRef } from "react";

/** A textarea ref whose height follows its text (on change of `value` and of the window's width). */
export function useFitHeight(value: string | undefined) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      element.style.height = "auto";
      // scrollHeight leaves out the borders a border-box height includes.
      element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`;
    };
    fit();
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
  }, [value]);
  return ref;
}
