/**
 * The notice panel's content: newest first, unread ones bold with a dot (amber for a
 * warning); opening one shows its text and marks it read; "mark all read" when any are unread.
 */
import { useId, useState } from 'react';
import { t } from '../../i18n';
import { Tag } from '../../components/Tag';
import { Hidden } from './Header.styles';
import { NoticeButton, NoticeContent, NoticeItems, NoticeTitle, UnreadDot } from './NoticeList.styles';

export interface Notice {
  id: string;
  title: string;
  /** Display time (the app formats it with formatNoticeTime). */
  time: string;
  content?: string;
  level?: 'info' | 'warning';
  /** Undefined counts as read (notices without read tracking). */
  read?: boolean;
}

export const unreadCount = (notices: readonly Notice[]) => notices.filter((n) => n.read === false).length;

export interface NoticeListProps {
  notices: readonly Notice[];
  onRead?: (id: string) => void;
}

export function NoticeList({ notices, onRead }: NoticeListProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  if (notices.length === 0) return <p>{t('shell.panels.noNotices')}</p>;
  return (
    <NoticeItems>
      {notices.map((n) => {
        const unread = n.read === false;
        const open = openId === n.id;
        const contentId = `${baseId}-${n.id}`;
        return (
          <li key={n.id}>
            <NoticeButton type="button" $unread={unread} aria-expanded={n.content ? open : undefined} aria-controls={n.content && open ? contentId : undefined}
              onClick={() => {
                setOpenId(open ? null : n.id);
                if (unread) onRead?.(n.id);
              }}>
              <UnreadDot aria-hidden $unread={unread} $warning={n.level === 'warning'} />
              <NoticeTitle>
                {unread && <Hidden>{t('shell.panels.unread')}</Hidden>}
                {n.level === 'warning' && <Tag status="warning" size="sm">{t('shell.panels.warning')}</Tag>}
                <span>{n.title}</span>
              </NoticeTitle>
              <small>{n.time}</small>
            </NoticeButton>
            {open && n.content && <NoticeContent id={contentId}>{n.content}</NoticeContent>}
          </li>
        );
      })}
    </NoticeItems>
  );
}
