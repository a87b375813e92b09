import { useCallback, useEffect, useState } from "react";

/** A chunk fetched once, on demand; its module is at hand synchronously once it has arrived. */
export interface LazyModule<M> {
  load: () => Promise<M>;
  /** The module when it has arrived, else undefined. */
  loaded: () => M | undefined;
}

/**
 * Wraps a dynamic import so it is fetched once, however often it is asked for. A failed fetch
 * is forgotten, so the next use tries again.
 */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loading: Promise<M> | undefined;
  let module: M | undefined;
  return {
    load: () =>
      (loading ??= importer().then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => module,
  };
}

export interface LazyModuleState<M> {
  /** The module once it is here, else null. */
  module: M | null;
  /** The last fetch failed; another starts when the browser is back online or on `retry`. */
  failed: boolean;
  retry: () => void;
}

/**
 * The module once it is here (on the first render when it already arrived), else null while it
 * is fetched. A failed fetch is tried again when the browser says it is back online: a
 * respondent who lost the connection before the chunk arrived gets the question once it returns.
 * `beforeSwap` (keep it stable) runs just before a late arrival re-renders.
 */
export function useLazyModuleState<M>(lazy: LazyModule<M>, beforeSwap?: () => void): LazyModuleState<M> {
  const [module, setModule] = useState<M | null>(() => lazy.loaded() ?? null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (module) return undefined;
    let current = true;
    lazy.load().then(
      (next) => {
        if (!current) return;
        beforeSwap?.();
        setFailed(false);
        setModule(next);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [lazy, module, beforeSwap, attempt]);
  // While a retry runs the caller shows its loading state again, not the failure.
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  useEffect(() => {
    if (!failed) return undefined;
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [failed, retry]);
  return { module, failed, retry };
}

/** The module once it is here, else null; the caller's fallback stays while it is fetched or failed. */
export function useLazyModule<M>(lazy: LazyModule<M>, beforeSwap?: () => void): M | null {
  return useLazyModuleState(lazy, beforeSwap).module;
}
