/**
 * A real module page of apps/web (list, board…) as a Screen: the page component the app
 * opens for a menu uri, fed by the reference server's own code on PGlite in the browser
 * (serverModuleData.ts) instead of the HTTP API.
 */
import { useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { ModuleDataProvider, type ModuleData } from '../../apps/web/src/modules/dataSource';
import type { TabPageProps } from '../../apps/web/src/pages/registry';
import { serverModuleData } from './serverModuleData';
import { memoryPreferenceStore, PreferenceProvider } from '../../apps/web/src/preferences';
import { BoardClockContext } from '../../apps/web/src/modules/parts/useBoardRefresh';
import { GpsDataProvider } from '../../apps/web/src/modules/gps/source';
import { fixtureGpsData } from '../fixtureGps';

export interface ModuleScreenProps {
  /** The page component of the uri (ListPage, BoardPage…). */
  page: ComponentType<TabPageProps>;
  /** The menu uri, /<system>/<page key>. */
  uri: string;
  title: string;
  /** The story's data: a tenant of its own, seeded by loadScreen before the first render. */
  data?: ModuleData;
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

const systemOf = (uri = '/ljszy') => uri.split('/')[1]!;

/** Boards say 更新于 HH:mm: a fixed time (the seed's last evening) keeps screenshots stable. */
const storyClock = () => new Date('2026-11-20T17:30:00+08:00');

/**
 * Story loader: the system's catalogue chunk, as the app loads it when the system opens, and a
 * freshly seeded tenant. The story renders once both are ready (no waiting inside the page).
 */
export async function loadScreen({ args }: { args: { uri?: string } }): Promise<{ data: ModuleData }> {
  return { data: await serverModuleData(systemOf(args.uri)) };
}

/** Story render: the screen on the data its loader prepared. */
export function renderScreen(args: ModuleScreenProps, { loaded }: { loaded: Record<string, unknown> }) {
  return <ModuleScreen {...args} data={loaded.data as ModuleData} />;
}

export function ModuleScreen({ page: Page, uri, title, data, windowHigh }: ModuleScreenProps) {
  // The user's list settings and saved queries: kept in memory, fresh for each screen.
  const [preferences] = useState(() => memoryPreferenceStore());
  // Never the HTTP client's data: a screen without its loader is a mistake in the story.
  if (!data) throw new Error('ModuleScreen renders with the data of loadScreen (loaders: [loadScreen], render: renderScreen)');
  const system = systemOf(uri);
  const page = <Page menuId={`${system}-${uri}`} title={title} uri={uri} namePath={[title]} systemCode={system} systemName={title} />;
  return (
    <PreferenceProvider store={preferences}>
      <BoardClockContext.Provider value={storyClock}>
        <GpsDataProvider value={fixtureGpsData}>
          <ModuleDataProvider value={data}>{windowHigh ? <Window>{page}</Window> : page}</ModuleDataProvider>
        </GpsDataProvider>
      </BoardClockContext.Provider>
    </PreferenceProvider>
  );
}
