/**
 * Kept-alive tab pages: every open tab stays mounted inside React's <Activity>; hidden tabs
 * keep their state (filters, form input) and their scroll position is restored on return.
 * A tab's `version` is its key, so "refresh" re-mounts that one page only.
 */
import { Activity, memo, useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ShellTab } from '../tabs/tabsModel';

export interface KeptAlivePanelsProps {
  tabs: readonly ShellTab[];
  activeId?: string;
  /** Keep it stable (useCallback): a new function re-renders every kept page. */
  render: (tab: ShellTab) => ReactNode;
  panelIdPrefix?: string;
}

const Scroller = styled.div`
  height: 100%;
  overflow: auto;
  padding: ${(p) => p.theme.space.md};
`;

function Panel({ tab, prefix, children }: { tab: ShellTab; prefix: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);
  // Runs each time the Activity becomes visible again: put the scroll position back.
  useLayoutEffect(() => {
    if (ref.current) ref.current.scrollTop = scrollTop.current;
  }, []);
  return (
    <Scroller ref={ref} role="tabpanel" id={`${prefix}${tab.id}`} aria-labelledby={`${prefix}tab-${tab.id}`} tabIndex={0}
      onScroll={(e) => { scrollTop.current = e.currentTarget.scrollTop; }}>
      {children}
    </Scroller>
  );
}

/** Pages re-render only when their own tab changes: switching touches two Activity modes, not 20 pages. */
const TabPage = memo(function TabPage({ tab, prefix, render }: { tab: ShellTab; prefix: string; render: (tab: ShellTab) => ReactNode }) {
  return <Panel tab={tab} prefix={prefix}>{render(tab)}</Panel>;
});

export function KeptAlivePanels({ tabs, activeId, render, panelIdPrefix = 'shell-panel-' }: KeptAlivePanelsProps) {
  return (
    <>
      {tabs.map((tab) => (
        <Activity key={tab.id} mode={tab.id === activeId ? 'visible' : 'hidden'}>
          <TabPage key={tab.version ?? 0} tab={tab} prefix={panelIdPrefix} render={render} />
        </Activity>
      ))}
    </>
  );
}
