/**
 * A tiny external store for transient notices (messages, notifications): items, timers and
 * subscribers, without React, so imperative calls work from anywhere (request layer, hooks).
 */
export interface NoticeBase {
  id: number;
  /** Milliseconds before it closes itself; 0 keeps it until closed. */
  duration: number;
}

export interface NoticeStore<T extends NoticeBase> {
  add: (item: Omit<T, 'id'>) => number;
  remove: (id: number) => void;
  clear: () => void;
  getSnapshot: () => readonly T[];
  subscribe: (listener: () => void) => () => void;
}

export function createNoticeStore<T extends NoticeBase>(maxCount = 10): NoticeStore<T> {
  let items: readonly T[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const remove = (id: number) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    if (!items.some((item) => item.id === id)) return;
    items = items.filter((item) => item.id !== id);
    emit();
  };

  return {
    add(input) {
      const id = nextId++;
      const item = { ...input, id } as T;
      items = [...items, item];
      // Oldest notices give way when too many stack up.
      while (items.length > maxCount) remove(items[0].id);
      if (item.duration > 0) timers.set(id, setTimeout(() => remove(id), item.duration));
      emit();
      return id;
    },
    remove,
    clear() {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      items = [];
      emit();
    },
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Spec §9: notices show for 1.5 seconds unless a duration is given. */
export const NOTICE_DURATION_MS = 1500;
