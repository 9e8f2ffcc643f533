import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadSystem } from '../../apps/catalogue/src';
import { ChatDataProvider, type ChatData } from '../../apps/web/src/modules/chat/data';
import ChatPage from '../../apps/web/src/modules/pages/ChatPage';
import { BoardClockContext } from '../../apps/web/src/modules/parts/useBoardRefresh';
import { fixtureChat } from '../fixtureChat';

/**
 * 指挥调度 · 群聊: the group chat page (page kind `chat`) on a fixture chat — the dispatcher's
 * groups with unread counts and mentions, a group's history with @mentions, a site photo, a
 * dispatch card, system lines and read receipts, and messages arriving on the live channel.
 */
type Chat = ReturnType<typeof fixtureChat>;

function ChatScreen({ chat }: { chat?: Chat }) {
  if (!chat) throw new Error('ChatScreen renders with its loader’s chat');
  return (
    <BoardClockContext.Provider value={storyClock}>
      <ChatDataProvider value={factories.get(chat)!}>
        <ChatPage menuId="zhdd-/zhdd/groupChat" title="群聊" uri="/zhdd/groupChat" namePath={['群聊']} systemCode="zhdd" systemName="指挥调度" />
      </ChatDataProvider>
    </BoardClockContext.Provider>
  );
}

/** The screens' fixed evening: times read 今天 / 昨天 against it in every run. */
const storyClock = () => new Date('2026-11-20T17:30:00+08:00');
// One factory per chat, so the page keeps one data object across renders.
const factories = new WeakMap<Chat, () => ChatData>();

const meta = {
  title: 'Screens/群聊',
  component: ChatScreen,
  tags: ['autodocs'],
  loaders: [async () => {
    await loadSystem('zhdd');
    const chat = fixtureChat();
    factories.set(chat, () => chat);
    return { chat };
  }],
  render: (_args, { loaded }) => <ChatScreen chat={loaded.chat as Chat} />,
  argTypes: { chat: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: '群聊页：左侧为调度坐席所在的群聊（未读数、[有人@我]、最近一条消息），右侧为选中群聊的消息（向上滚动加载更早的消息、@提及高亮、图片预览、调度任务卡片、已读回执）与输入框（@ 选择成员、发送图片）；消息、已读和群变更经实时通道到达。' } },
  },
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvas: ReturnType<typeof within>, name: string) => {
  const list = await canvas.findByRole('navigation', { name: '群聊列表' }, { timeout: 15_000 });
  await userEvent.click(within(list).getByRole('button', { name: new RegExp(`^${name}`) }));
  const log = await canvas.findByRole('log', { name: `${name} 的消息` });
  await waitFor(() => expect(within(log).getAllByRole('listitem').length).toBeGreaterThan(2));
  return log;
};

/** 东区收运作业群 open: mentions highlighted (one's own name stronger), a photo, a dispatch card and receipts. */
export const Conversation: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('navigation', { name: '群聊列表' }, { timeout: 15_000 });
    await expect(within(list).getByRole('button', { name: /^东区收运作业群\s*，\d+ 条未读.*\[有人@我\]/ })).toBeVisible();
    const log = await open(canvas, '东区收运作业群');
    await expect(within(log).getByText('@高峰')).toBeVisible();
    await expect(within(log).getAllByText(/调度任务 · DD20261119-002/)[0]).toBeVisible();
    await waitFor(() => expect(within(log).getByRole('button', { name: /高峰 发送的图片|李海军 发送的图片/ })).toBeVisible());
    // Opening the group reads it: its unread count is gone.
    await waitFor(() => expect(within(list).getByRole('button', { name: /^东区收运作业群(?!，)/ })).toBeVisible());
  },
};

/** A message @mentioning the dispatcher arrives in another group: it counts there, flagged; one in the open group shows at once. */
export const LiveMention: Story = {
  play: async ({ canvas, loaded }) => {
    const chat = loaded.chat as Chat;
    const log = await open(canvas, '防汛应急群');
    chat.emit({ kind: 'message', groupId: 1, message: { id: 5000, groupId: 1, sender: 's3', senderName: '张志强', type: 'text', content: '@高峰 文三路桶站溢满，请安排加收', fileId: null, image: null, mentions: ['o2'], dispatchId: null, dispatchCode: null, sentAt: '2026-11-20 17:25:00', readCount: 0, unreadCount: 6 } });
    chat.emit({ kind: 'message', groupId: 2, message: { id: 5001, groupId: 2, sender: 's5', senderName: '刘文斌', type: 'text', content: '雨水口已疏通，积水正在消退', fileId: null, image: null, mentions: [], dispatchId: null, dispatchCode: null, sentAt: '2026-11-20 17:26:00', readCount: 0, unreadCount: 4 } });
    const list = canvas.getByRole('navigation', { name: '群聊列表' });
    await waitFor(() => expect(within(list).getByRole('button', { name: /^东区收运作业群\s*，\d+ 条未读.*\[有人@我\]/ })).toBeVisible());
    await waitFor(() => expect(within(log).getByText('雨水口已疏通，积水正在消退')).toBeVisible());
  },
};

/** 发起群聊: a name, a type and the people picked from the seats and the staff. */
export const NewGroup: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('navigation', { name: '群聊列表' }, { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('button', { name: '发起群聊' }));
    const dialog = within(document.body).getByRole('dialog', { name: '发起群聊' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '群名称' }), '文三路夜间作业群');
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: /王建国/ })).toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /王建国/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /马骏/ }));
    await expect(within(dialog).getByText('已选 2 人')).toBeVisible();
  },
};
