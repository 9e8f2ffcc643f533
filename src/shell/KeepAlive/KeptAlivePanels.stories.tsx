import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from '../../components/Input';
import { demoTabs } from '../fixtures';
import { KeptAlivePanels } from './KeptAlivePanels';

/** Each page holds a filter box: switching tabs must keep what was typed. */
function FilterPage({ title }: { title: string }) {
  return (
    <label>
      {title}筛选
      <Input aria-label={`${title}筛选`} placeholder="车牌号，如 浙A·D1234" />
    </label>
  );
}

function Demo() {
  const [active, setActive] = useState(demoTabs[1].id);
  return (
    <div style={{ height: 200 }}>
      {demoTabs.slice(1).map((tab) => (
        <button key={tab.id} type="button" onClick={() => setActive(tab.id)}>{tab.title}</button>
      ))}
      <KeptAlivePanels tabs={demoTabs.slice(1)} activeId={active} render={(tab) => <FilterPage title={tab.title} />} />
    </div>
  );
}

const meta = {
  title: 'Shell/KeptAlivePanels',
  component: KeptAlivePanels,
  tags: ['autodocs'],
  args: { tabs: demoTabs, render: () => null },
  render: () => <Demo />,
} satisfies Meta<typeof KeptAlivePanels>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeepsInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('车辆信息筛选'), '浙A·D1234');
    await userEvent.click(canvas.getByRole('button', { name: '收运线路' }));
    await expect(canvas.getByLabelText('车辆信息筛选')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '车辆信息' }));
    await expect(canvas.getByLabelText('车辆信息筛选')).toHaveValue('浙A·D1234');
  },
};
