import { useLayoutEffect, type RefObject } from 'react';

export interface AutoSizeRows {
  minRows?: number;
  maxRows?: number;
}

/** Grows the textarea with its content between minRows and maxRows (scrolls beyond). */
export function useAutoSize(ref: RefObject<HTMLTextAreaElement | null>, value: string, rows: AutoSizeRows | null) {
  const minRows = rows?.minRows ?? 1;
  const maxRows = rows?.maxRows ?? Infinity;
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || !rows) return;
    const style = getComputedStyle(node);
    const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
    node.style.height = 'auto';
    const content = node.scrollHeight;
    const min = lineHeight * minRows;
    const max = lineHeight * maxRows;
    node.style.height = `${Math.min(Math.max(content, min), max)}px`;
    node.style.overflowY = content > max ? 'auto' : 'hidden';
  }, [ref, value, rows, minRows, maxRows]);
}
