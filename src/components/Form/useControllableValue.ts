import { useCallback, useRef, useState } from 'react';

/**
 * Value that is controlled when `value` is given and internal otherwise, so every control
 * works both standalone and under react-hook-form's Controller.
 */
export function useControllableValue<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [inner, setInner] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const latest = useRef(current);
  latest.current = current;
  const setValue = useCallback(
    (next: T | ((previous: T) => T)) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(latest.current) : next;
      if (!controlled) setInner(resolved);
      latest.current = resolved;
      onChange?.(resolved);
    },
    [controlled, onChange],
  );
  return [current, setValue] as const;
}
