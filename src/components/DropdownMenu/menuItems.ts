import type { ReactNode } from 'react';
import type { IconName } from '../../icons';

/** The item list both DropdownMenu and ContextMenu accept. */
export type MenuEntry =
  | { type?: 'item'; key: string; label: ReactNode; icon?: IconName; shortcut?: string; danger?: boolean; disabled?: boolean; onSelect?: () => void }
  | { type: 'separator'; key: string }
  | { type: 'label'; key: string; label: ReactNode };
