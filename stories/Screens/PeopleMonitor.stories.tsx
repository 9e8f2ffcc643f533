import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadSystem } from '../../apps/catalogue/src';
import { GpsDataProvider } from '../../apps/web/src/modules/gps/source';
import { ModuleDataProvider } from '../../apps/web/src/modules/dataSource';
import LiveMonitorPage from '../../apps/web/src/modules/pages/LiveMonitorPage';
import ReplayPage from '../../apps/web/src/modules/pages/ReplayPage';
import type { TabPageProps } from '../../apps/web/src/pages/registry';
import { memoryPreferenceStore, PreferenceProvider } from '../../apps/web/src/preferences';
import { canvasViewport } from '../../src/charts/storyUtils';
import { storyGpsData, storyModuleData } from '../fixturePeople';

/**
 * The live map and the track replay (page kinds `liveMonitor` and `replay`) following people as
 * well as vehicles: 作业人员's field workers in their job areas (org → department → person, post,
 * area, phone, battery; the areas drawn), and 车辆运行's vehicles with the same page. The people
 * walk as the reference server's simulator walks them, at 10:00 of 2026-11-20.
 */
interface ScreenArgs {
  page: (props: TabPageProps) => React.ReactElement;
  uri: string;
  title: string;
}

function MapScreen({ page: Page, uri, title }: ScreenArgs) {
  const [preferences] = useState(() => memoryPreferenceStore());
  const system = uri.split('/')[1]!;
  return (
    <PreferenceProvider store={preferences}>
      <GpsDataProvider value={storyGpsData}>
        <ModuleDataProvider value={storyModuleData}>
          <Page menuId={`${system}-${uri}`} title={title} uri={uri} namePath={[title]} systemCode={system} systemName={title} />
        </ModuleDataProvider>
      </GpsDataProvider>
    </PreferenceProvider>
  );
}

/** The catalogue of the page's system, as the app loads it when the system opens. */
const loadCatalogue = async ({ args }: { args: { uri: string } }) => {
  await loadSystem(args.uri.split('/')[1]!);
  return {};
};

const meta = {
  title: 'Screens/人员与车辆定位',
  component: MapScreen,
  tags: ['autodocs'],
  loaders: [loadCatalogue],
  argTypes: { page: { control: false } },
  parameters: {
    layout: 'fullscreen',
    ...canvasViewport.parameters,
    docs: { description: { component: '实时监控与轨迹回放页：同一页面既可跟踪车辆（单位 → 车辆），也可跟踪佩戴定位设备的作业人员（组织 → 部门 → 人员，信息窗显示岗位、作业区域、电话、电量），人员的作业区域画在地图上。' } },
  },
  globals: canvasViewport.globals,
} satisfies Meta<typeof MapScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const mapReady = (root: HTMLElement) => waitFor(() => expect(root.querySelector('[data-chart-state="ready"] canvas')).not.toBeNull(), { timeout: 15_000 });

/** 作业人员 · 实时位置: six workers in two areas, counted online and offline; one picked shows post, area, phone and battery. */
export const PeopleLive: Story = {
  args: { page: LiveMonitorPage, uri: '/zyry/realtimePosition', title: '实时位置' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('全部 6', undefined, { timeout: 15_000 })).toBeVisible();
    const tree = canvas.getByLabelText('人员列表');
    await userEvent.click(within(tree).getByRole('button', { name: /^王秀英/ }));
    await expect(await canvas.findByText('文三片区道路保洁岗')).toBeVisible();
    await expect(canvas.getByText('电量')).toBeVisible();
    await mapReady(canvasElement);
    await waitFor(() => expect(Number(canvasElement.querySelector('[data-polygons]')?.getAttribute('data-polygons'))).toBe(2));
  },
};

/** 作业人员 · 轨迹回放: a sweeper's day on one clock, the track over their job area, walking and pauses summed. */
export const PeopleReplay: Story = {
  args: { page: ReplayPage, uri: '/zyry/track', title: '轨迹回放' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('行走时长', undefined, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '回放人员' })).toBeVisible();
    await mapReady(canvasElement);
    await waitFor(() => expect(Number(canvasElement.querySelector('[data-lines]')?.getAttribute('data-lines'))).toBeGreaterThan(0));
  },
};

/** 车辆运行 · 在线车辆: the same page for vehicles — companies, plates, driver, mileage and fuel. */
export const VehiclesLive: Story = {
  args: { page: LiveMonitorPage, uri: '/clyx/onlineCar', title: '在线车辆' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('全部 24', undefined, { timeout: 15_000 })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: /^浙A·D/ })[0]!);
    await expect(await canvas.findByText('司机')).toBeVisible();
    await mapReady(canvasElement);
  },
};
