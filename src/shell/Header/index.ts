export { HeaderBar, type HeaderBarProps, type Notice } from './HeaderBar';
export { HeaderPanel, type HeaderPanelProps } from './HeaderPanel';
export { UserMenu, type UserMenuProps } from './UserMenu';
export { formatNoticeTime } from './noticeTime';
