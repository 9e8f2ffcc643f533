/** Login-state and menu-state defaults (§3). */
import { SPEC_CONSTANTS } from '../request/constants';

export const LOGIN_STATE_DEFAULTS = {
  isNeedVCode: true,
  isNeedCheckPWD: true,
  isPasswordExpired: true,
  isNeedQRCode: false,
} as const;

export type MenuExpandType = 'first' | 'all' | 'none';

export const MENU_STATE_DEFAULTS = {
  collapsed: SPEC_CONSTANTS.menuCollapsedByDefault,
  multipleTab: SPEC_CONSTANTS.multipleTabByDefault,
  menuExpandType: SPEC_CONSTANTS.menuExpandType as MenuExpandType,
  fullWindow: false,
  openKeys: [] as string[],
  tags: [] as unknown[],
  currentTagIndex: 0,
} as const;
