/**
 * The shell header: menu toggle, system title, the Ctrl+K search trigger and the panels
 * (notices, quick jump, system board, full window) and the user menu.
 */
import type { ReactNode } from 'react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Icon } from '../../icons';
import { t } from '../../i18n';
import type { SystemItem } from '../../session/login-info';
import type { SavedPage } from '../menuSearch/recent';
import { Bar, PanelItem, SearchTrigger, Spacer, Title, ToolButton } from './Header.styles';
import { HeaderPanel } from './HeaderPanel';
import { NoticeList, unreadCount, type Notice } from './NoticeList';
import { UserMenu } from './UserMenu';
import type { ThemeName } from '../../../tokens';

export type { Notice } from './NoticeList';

export interface HeaderBarProps {
  title: string;
  collapsed: boolean;
  onToggleCollapse: () => void;
  onOpenSearch: () => void;
  notices: readonly Notice[];
  /** Called when an unread notice is opened. */
  onReadNotice?: (id: string) => void;
  onReadAllNotices?: () => void;
  quickJump: readonly SavedPage[];
  onQuickJump: (page: SavedPage) => void;
  systems: readonly SystemItem[];
  currentSystem?: string;
  onSwitchSystem: (system: SystemItem) => void;
  fullWindow: boolean;
  onToggleFullWindow: () => void;
  userName: string;
  /** The user's photo (an object URL) and its change (the user menu's 更换头像). */
  photoUrl?: string;
  onChangePhoto?: () => void;
  onChangePassword: () => void;
  onLogout: () => void;
  /** The theme choice in the user menu (reachable without /navigation). */
  theme?: ThemeName;
  onThemeChange?: (theme: ThemeName) => void;
  extra?: ReactNode;
}

export function HeaderBar(p: HeaderBarProps) {
  const unread = unreadCount(p.notices);
  return (
    <Bar>
      <ToolButton type="button" onClick={p.onToggleCollapse} aria-label={p.collapsed ? t('shell.layout.expand') : t('shell.layout.collapse')}
        aria-expanded={!p.collapsed}>
        <Icon name="menu" />
      </ToolButton>
      <Title>{p.title}</Title>
      <SearchTrigger type="button" onClick={p.onOpenSearch} aria-keyshortcuts="Control+K">
        <Icon name="search" />
        <span>{t('shell.search.label')}</span>
        <kbd>Ctrl K</kbd>
      </SearchTrigger>
      <Spacer />
      {p.extra}
      <HeaderPanel icon="bell" label={t('shell.panels.notices')} badge={unread > 0 ? <Badge count={unread} /> : undefined}
        action={unread > 0 && p.onReadAllNotices ? <Button variant="link" size="sm" onClick={p.onReadAllNotices}>{t('shell.panels.markAllRead')}</Button> : undefined}>
        <NoticeList notices={p.notices} onRead={p.onReadNotice} />
      </HeaderPanel>
      <HeaderPanel icon="star" label={t('shell.panels.quickJump')}>
        {p.quickJump.length === 0 ? <p>{t('shell.panels.quickJumpEmpty')}</p> : (
          <ul>{p.quickJump.map((page) => (
            <li key={page.id}><PanelItem type="button" onClick={() => p.onQuickJump(page)}>{page.name}<small>{page.systemName}</small></PanelItem></li>
          ))}</ul>
        )}
      </HeaderPanel>
      <HeaderPanel icon="home" label={t('shell.panels.systemBoard')}>
        <ul>{p.systems.map((s) => (
          <li key={s.code}>
            <PanelItem type="button" $current={s.code === p.currentSystem} aria-current={s.code === p.currentSystem ? 'true' : undefined}
              onClick={() => p.onSwitchSystem(s)}>{s.name}</PanelItem>
          </li>
        ))}</ul>
      </HeaderPanel>
      <ToolButton type="button" onClick={p.onToggleFullWindow} aria-pressed={p.fullWindow}
        aria-label={p.fullWindow ? t('shell.panels.exitFullWindow') : t('shell.panels.fullWindow')}>
        <Icon name="fullscreen" />
      </ToolButton>
      <UserMenu name={p.userName} photoUrl={p.photoUrl} onChangePhoto={p.onChangePhoto} onChangePassword={p.onChangePassword} onLogout={p.onLogout} theme={p.theme} onThemeChange={p.onThemeChange} />
    </Bar>
  );
}
