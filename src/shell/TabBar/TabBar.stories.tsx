import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoTabs } from '../fixtures';
import * as model from '../tabs/tabsModel';
import type { TabAction } from './tabActions';
import { TabBar, type TabBarProps } from './TabBar';

function Stateful(props: TabBarProps) {
  const [state, setState] = useState(props.state);
  const act = (action: TabAction, id: string) => {
    props.onAction(action, id);
    setState((s) => ({
      refresh: () => model.refreshTab(s, id), close: () => model.closeTab(s, id), closeOthers: () => model.closeOthers(s, id),
      closeLeft: () => model.closeLeft(s, id), closeRight: () => model.closeRight(s, id), closeAll: () => model.closeAll(s), pin: () => model.togglePin(s, id),
    })[action]());
  };
  return (
    <>
      <TabBar state={state} onActivate={(i) => setState((s) => model.activate(s, i))} onAction={act} onMove={(f, t) => setState((s) => model.moveTab(s, f, t))} />
      {state.tabs.map((tab, i) => (
        <div key={tab.id} role="tabpanel" id={`shell-panel-${tab.id}`} aria-labelledby={`shell-panel-tab-${tab.id}`} hidden={i !== state.active}>
          {tab.title}：城东转运站今日收运 128.6 吨
        </div>
      ))}
    </>
  );
}

const meta = {
  title: 'Shell/TabBar',
  component: TabBar,
  tags: ['autodocs'],
  args: { state: { tabs: demoTabs, active: 2 }, onActivate: fn(), onAction: fn(), onMove: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /收运线路/ })).toHaveAttribute('aria-selected', 'true');
    canvas.getByRole('tab', { name: /收运线路/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /车辆称重/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await waitFor(() => expect(canvas.getAllByRole('tab').map((t) => t.textContent)).toEqual(['工作台', '车辆信息', '车辆称重', '收运线路']));
    await userEvent.click(canvasElement.querySelector('[data-close-tab="ljszy-g2-route"]')!);
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
  },
};

export const ContextMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.pointer({ keys: '[MouseRight]', target: canvas.getByRole('tab', { name: /收运线路/ }) });
    await userEvent.click(await body.findByRole('menuitem', { name: '关闭其他' }));
    await expect(args.onAction).toHaveBeenCalledWith('closeOthers', 'ljszy-g2-route');
    // Pinned 车辆信息 and the welcome tab stay.
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: '页面操作' }));
    await userEvent.click(await body.findByRole('menuitem', { name: '关闭全部' }));
    await expect(canvas.getAllByRole('tab').map((t) => t.textContent)).toEqual(['工作台', '车辆信息']);
  },
};
