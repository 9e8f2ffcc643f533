/** A header button opening a small panel (notices, quick jump, system board). */
import * as Popover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../icons';
import { Hidden, PanelBox, PanelHeading, ToolButton } from './Header.styles';

export interface HeaderPanelProps {
  icon: IconName;
  label: string;
  /** Shown next to the icon (e.g. an unread count). */
  badge?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A control beside the panel's heading (e.g. "mark all read"). */
  action?: ReactNode;
  children: ReactNode;
}

export function HeaderPanel({ icon, label, badge, open, onOpenChange, action, children }: HeaderPanelProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <ToolButton type="button">
          <Icon name={icon} />
          <Hidden>{label}</Hidden>
          {badge}
        </ToolButton>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content asChild align="end" sideOffset={4} aria-label={label}>
          <PanelBox>
            <PanelHeading>
              <h2>{label}</h2>
              {action}
            </PanelHeading>
            {children}
          </PanelBox>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
