import { useEffect, useState } from "react";

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

/**
 * The module once it is here (on the first render when it already arrived), else null while it
 * is fetched. `beforeSwap` (keep it stable) runs just before a late arrival re-renders.
 */
export function useLazyModule<M>(lazy: LazyModule<M>, beforeSwap?: () => void): M | null {
  const [module, setModule] = useState<M | null>(() => lazy.loaded() ?? null);
  useEffect(() => {
    if (module) return undefined;
    let current = true;
    lazy.load().then(
      (next) => {
        if (!current) return;
        beforeSwap?.();
        setModule(next);
      },
      // The caller's fallback stays; the next use fetches again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [lazy, module, beforeSwap]);
  return module;
}
