// Toast notices as SPEC.md section 9 describes: at most one at a time; a dismissed toast is removed after a long
// delay (so its exit animation and screen-reader announcement are never cut short).
import { useSyncExternalStore } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds; the toast library's default is 5000. */
  duration?: number;
  action?: { label: string; onClick: () => void };
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const l of listeners) l();
}

export function toast(input: ToastInput) {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  if (!removalTimers.has(id)) {
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        emit(toasts.filter((t) => t.id !== id));
      }, TOAST_REMOVE_DELAY),
    );
  }
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
  );
}
