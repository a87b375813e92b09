import { useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";

/**
 * Leaving the editor inside the app (links, browser back) first saves pending changes, then goes
 * on; only when that save fails is the user asked (`failed`) whether to leave without them or
 * stay. Closing or reloading the tab cannot wait for a save, so the browser asks then.
 */
export function useSaveOnLeave({ dirty, flush }: { dirty: boolean; flush: () => Promise<void> }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const [failed, setFailed] = useState(false);
  const flushRef = useRef(flush);
  flushRef.current = flush;

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let current = true;
    flushRef.current().then(
      () => current && blocker.proceed(),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  return {
    failed,
    leaveAnyway: () => {
      setFailed(false);
      blocker.proceed?.();
    },
    stay: () => {
      setFailed(false);
      blocker.reset?.();
    },
  };
}
