import { useEffect, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { t } from '../../i18n';
import { Icon } from '../../icons';
import { tableClass } from './DataTable.styles';

const Hint = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space.xxs};
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.color.text.secondary};
`;

/** Scrolling columns (not pinned) whose right edge is past the visible part of the scroll area. */
export function hiddenColumnsRight(scroller: HTMLElement): number {
  const view = scroller.getBoundingClientRect();
  const headers = [...scroller.querySelectorAll<HTMLElement>(`.${tableClass.headCell}`)];
  const endPinned = headers.filter((h) => h.dataset.pin === 'end').reduce((w, h) => w + h.getBoundingClientRect().width, 0);
  const limit = view.right - endPinned - 1;
  return headers.filter((h) => !h.dataset.pin && h.getBoundingClientRect().right > limit + 1).length;
}

/**
 * "还有 3 列，左右滚动查看": said under a table whose columns overflow to the right, so no one
 * takes the visible columns for all of them (issue 15). Updates on scroll and resize.
 */
export function ScrollHint({ scrollRef, watch }: { scrollRef: RefObject<HTMLDivElement | null>; watch: unknown }) {
  const [hidden, setHidden] = useState(0);
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const update = () => setHidden(hiddenColumnsRight(scroller));
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(scroller);
    const table = scroller.firstElementChild;
    if (table) observer?.observe(table);
    return () => {
      scroller.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [scrollRef, watch]);
  if (!hidden) return null;
  return (
    <Hint role="status" data-scroll-hint="">
      {t('lists.scrollHint', { count: hidden })}
      <Icon name="chevronRight" size="sm" />
    </Hint>
  );
}
