import { useEffect, useRef, useState } from 'react';
import type { SelectOption } from './optionMatch';

/**
 * Loads options for the current query while the list is open. Only the latest request
 * wins, so a slow answer to an old query never replaces a newer one.
 */
export function useAsyncOptions<V extends string | number>(
  load: ((query: string) => Promise<SelectOption<V>[]>) | undefined,
  query: string,
  open: boolean,
) {
  const [options, setOptions] = useState<SelectOption<V>[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  useEffect(() => {
    if (!load || !open) return;
    const request = ++latest.current;
    setLoading(true);
    load(query).then(
      (result) => {
        if (request !== latest.current) return;
        setOptions(result);
        setLoading(false);
      },
      () => {
        if (request !== latest.current) return;
        setOptions([]);
        setLoading(false);
      },
    );
  }, [load, query, open]);
  return { options, loading };
}
