import { useLayoutEffect, useState, type RefObject } from 'react';

/** How many tracks an auto-fill grid currently has (re-measured when it resizes). */
export function useGridColumns(ref: RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(1);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => {
      const tracks = getComputedStyle(node).gridTemplateColumns.split(' ').filter(Boolean).length;
      setColumns(Math.max(1, tracks));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return columns;
}
