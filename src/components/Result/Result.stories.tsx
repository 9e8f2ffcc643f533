import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Result } from './Result';

const meta = {
  title: 'Components/Result',
  component: Result,
  tags: ['autodocs'],
  args: { status: 'success', title: '提交成功', subTitle: '问题单 WT-20261120-0032 已派发至城东转运站。' },
  argTypes: { status: { control: 'select', options: ['success', 'error', 'warning', 'info', '403', '404', '500'] } },
} satisfies Meta<typeof Result>;

export default meta;
type Story = StoryObj<typeof meta>;

const goHome = fn();
const home = <Button variant="primary" onClick={goHome}>返回首页</Button>;

export const Playground: Story = {};
export const NotFound: Story = {
  args: { status: '404', title: undefined, subTitle: undefined, extra: home },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeVisible();
    canvas.getByRole('button', { name: '返回首页' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(goHome).toHaveBeenCalled();
  },
};
export const Forbidden: Story = { args: { status: '403', title: undefined, subTitle: '请联系管理员开通“车辆管理”权限。', extra: home } };
export const ServerError: Story = { args: { status: '500', title: undefined, subTitle: undefined, extra: <><Button>重试</Button>{home}</> } };
export const Failed: Story = {
  args: {
    status: 'error',
    title: '导入失败',
    subTitle: '请修改以下内容后重新上传。',
    extra: <Button variant="primary">重新导入</Button>,
    children: <ul><li>第 3 行：车牌号“浙A·D12”格式不正确</li><li>第 7 行：所属转运站“城西站”不存在</li></ul>,
  },
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${(p) => p.theme.space.md};
`;
export const Matrix: Story = {
  render: () => (
    <Grid>
      <Result status="success" title="提交成功" />
      <Result status="error" title="提交失败" />
      <Result status="warning" title="存在风险" />
      <Result status="info" title="处理中" />
      <Result status="404" />
      <Result status="403" />
      <Result status="500" />
    </Grid>
  ),
};
