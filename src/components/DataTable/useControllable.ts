import { useCallback, useRef, useState } from 'react';
import { functionalUpdate, type Updater } from '@tanstack/react-table';

/**
 * One table state slice that is either controlled by a prop or kept here, always reported
 * through `onChange`. TanStack updaters (value or function of the previous value) apply.
 */
export function useControllable<T>(value: T | undefined, initial: T, onChange?: (next: T) => void) {
  const [inner, setInner] = useState<T>(initial);
  const current = value !== undefined ? value : inner;
  // The latest value, so several updates in one event build on each other.
  const latest = useRef(current);
  latest.current = current;
  const controlled = value !== undefined;

  const update = useCallback(
    (updater: Updater<T>) => {
      const next = functionalUpdate(updater, latest.current);
      latest.current = next;
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, update] as const;
}
