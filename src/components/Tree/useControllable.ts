import { useCallback, useState } from 'react';

/** Value that is controlled when `value` is given, internal otherwise; onChange fires either way. */
export function useControllable<T>(value: T | undefined, initial: T | (() => T), onChange?: (next: T) => void): [T, (next: T) => void] {
  const [inner, setInner] = useState(initial);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : inner, set];
}
