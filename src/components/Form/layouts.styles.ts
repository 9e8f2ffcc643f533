import styled from 'styled-components';

export const SearchGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(${(p) => p.theme.space.xxl} * 6)), 1fr));
  gap: ${(p) => p.theme.space.md} ${(p) => p.theme.space.lg};
  align-items: start;
`;

/** Keeps a field in the grid flow; `hidden` removes it while collapsed (its value stays). */
export const SearchCell = styled.div`
  display: contents;
  &[hidden] { display: none; }
`;

export const SearchActions = styled.div`
  display: flex;
  grid-column: -2 / -1;
  justify-content: flex-end;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
`;

export const DialogBody = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr));
  gap: ${(p) => p.theme.space.md} ${(p) => p.theme.space.lg};
`;

/**
 * Stays in view at the bottom of a scrolling dialog or drawer body (long forms), over the
 * body's bottom padding, painted with the overlay's surface colour (transparent elsewhere).
 */
export const DialogFooter = styled.div`
  position: sticky;
  z-index: 1;
  bottom: calc(-1 * ${(p) => p.theme.space.md});
  display: flex;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space.xs};
  margin-bottom: calc(-1 * ${(p) => p.theme.space.md});
  padding: ${(p) => p.theme.space.md} 0;
  background: var(--overlay-surface, transparent);
  border-top: 1px solid ${(p) => p.theme.color.border.secondary};
`;
