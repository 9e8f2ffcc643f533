import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { Icon } from '../../icons';
import { Label, MenuContent, MenuItem, Separator, Shortcut } from './menu.styles';
import type { MenuEntry } from './menuItems';

export interface DropdownMenuProps {
  /** The trigger button. */
  children: ReactNode;
  items: MenuEntry[];
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A button menu (Radix): Enter/Space/ArrowDown open it, arrows move, typeahead, Esc closes. */
export function DropdownMenu({ children, items, align = 'start', side = 'bottom', open, onOpenChange }: DropdownMenuProps) {
  return (
    <RadixMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <RadixMenu.Trigger asChild>{children}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content asChild align={align} side={side} sideOffset={4} collisionPadding={8}>
          <MenuContent>
            {items.map((entry) =>
              entry.type === 'separator' ? (
                <RadixMenu.Separator key={entry.key} asChild><Separator /></RadixMenu.Separator>
              ) : entry.type === 'label' ? (
                <RadixMenu.Label key={entry.key} asChild><Label>{entry.label}</Label></RadixMenu.Label>
              ) : (
                <RadixMenu.Item key={entry.key} asChild disabled={entry.disabled} onSelect={entry.onSelect}>
                  <MenuItem $danger={entry.danger}>
                    {entry.icon && <Icon name={entry.icon} size="sm" />}
                    {entry.label}
                    {entry.shortcut && <Shortcut>{entry.shortcut}</Shortcut>}
                  </MenuItem>
                </RadixMenu.Item>
              ),
            )}
          </MenuContent>
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
