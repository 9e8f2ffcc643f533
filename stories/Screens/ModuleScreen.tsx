/**
 * A real module page of apps/web (list, board…) as a Screen: the page component the app
 * opens for a menu uri, fed by the in-memory module data instead of the server.
 */
import { useMemo, type ComponentType } from 'react';
import styled from 'styled-components';
import { loadSystem } from '../../apps/catalogue/src';
import { ModuleDataProvider } from '../../apps/web/src/modules/dataSource';
import type { TabPageProps } from '../../apps/web/src/pages/registry';
import { memoryModuleData, type MemoryModuleData } from './moduleData';

export interface ModuleScreenProps {
  /** The page component of the uri (ListPage, BoardPage…). */
  page: ComponentType<TabPageProps>;
  /** The menu uri, /<system>/<page key>. */
  uri: string;
  title: string;
  /** Shares the data set with a play function; a fresh one per render otherwise. */
  data?: MemoryModuleData;
  /**
   * The page scrolls inside a window-high box, as in the app's tab panel: screenshots show
   * what fits in the window, and a play function can scroll to the part it checks.
   */
  windowHigh?: boolean;
}

const Window = styled.div`
  height: 100vh;
  overflow: auto;
`;

/** Story loader: the system's catalogue chunk, as the app loads it when the system opens. */
export async function loadScreenSystem({ args }: { args: { uri?: string } }): Promise<void> {
  await loadSystem(args.uri?.split('/')[1] ?? 'ljszy');
}

export function ModuleScreen({ page: Page, uri, title, data, windowHigh }: ModuleScreenProps) {
  const system = uri.split('/')[1]!;
  const source = useMemo(() => data ?? memoryModuleData(system), [data, system]);
  const page = <Page menuId={`${system}-${uri}`} title={title} uri={uri} namePath={[title]} systemCode={system} systemName={title} />;
  return <ModuleDataProvider value={source}>{windowHigh ? <Window>{page}</Window> : page}</ModuleDataProvider>;
}
