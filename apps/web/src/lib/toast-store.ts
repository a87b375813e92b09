import { useSyncExternalStore } from "react";

export type ToastType = "success" | "error" | "warning" | "info";

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: number;
  type: ToastType;
  title: string;
  message?: string;
  action?: ToastAction;
  /** Milliseconds before it leaves; ignored when persistent. */
  duration: number;
  persistent: boolean;
  leaving: boolean;
}

export const TOAST_DURATION_MS = 5000;
export const TOAST_FADE_MS = 300;
export const MAX_VISIBLE_TOASTS = 5;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a toast; one with an empty title is not shown (docs/product/notifications-and-interface.md#toasts). */
export function showToast(input: {
  type: ToastType;
  title: string;
  message?: string;
  action?: ToastAction;
  duration?: number;
  persistent?: boolean;
}): number | null {
  if (!input.title.trim()) return null;
  const toast: Toast = {
    id: nextId++,
    type: input.type,
    title: input.title,
    ...(input.message ? { message: input.message } : {}),
    ...(input.action ? { action: input.action } : {}),
    duration: input.duration ?? TOAST_DURATION_MS,
    persistent: input.persistent ?? false,
    leaving: false,
  };
  toasts = [...toasts, toast];
  emit();
  if (!toast.persistent) setTimeout(() => dismissToast(toast.id), toast.duration);
  return toast.id;
}

/** Fades a toast out, then removes it. */
export function dismissToast(id: number) {
  if (!toasts.some((t) => t.id === id && !t.leaving)) return;
  toasts = toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, TOAST_FADE_MS);
}

export function clearToasts() {
  toasts = [];
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts to draw and how many more wait beyond the visible five. */
export function useToasts() {
  const all = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return { visible: all.slice(0, MAX_VISIBLE_TOASTS), hiddenCount: Math.max(0, all.length - MAX_VISIBLE_TOASTS) };
}
