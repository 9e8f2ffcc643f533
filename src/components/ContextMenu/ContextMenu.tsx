import * as RadixContextMenu from '@radix-ui/react-context-menu';
import type { KeyboardEvent, ReactNode } from 'react';
import { Icon } from '../../icons';
import { Label, MenuContent, MenuItem, Separator, Shortcut } from '../DropdownMenu/menu.styles';
import type { MenuEntry } from '../DropdownMenu/menuItems';

export interface ContextMenuProps {
  /** The area that opens the menu on right click (or Shift+F10 / the context-menu key when focused). */
  children: ReactNode;
  items: MenuEntry[];
  onOpenChange?: (open: boolean) => void;
}

/** Browsers only fire `contextmenu` from the keyboard on some systems: raise it ourselves at the element's centre. */
function openFromKeyboard(event: KeyboardEvent<HTMLElement>) {
  if (!(event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10'))) return;
  event.preventDefault();
  const rect = event.currentTarget.getBoundingClientRect();
  event.currentTarget.dispatchEvent(
    new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 }),
  );
}

/** Right-click menu (Radix). Give the child `tabIndex={0}` so keyboard users can focus it and press Shift+F10. */
export function ContextMenu({ children, items, onOpenChange }: ContextMenuProps) {
  return (
    <RadixContextMenu.Root onOpenChange={onOpenChange} modal={false}>
      <RadixContextMenu.Trigger asChild onKeyDown={openFromKeyboard}>{children}</RadixContextMenu.Trigger>
      <RadixContextMenu.Portal>
        <RadixContextMenu.Content asChild collisionPadding={8}>
          <MenuContent>
            {items.map((entry) =>
              entry.type === 'separator' ? (
                <RadixContextMenu.Separator key={entry.key} asChild><Separator /></RadixContextMenu.Separator>
              ) : entry.type === 'label' ? (
                <RadixContextMenu.Label key={entry.key} asChild><Label>{entry.label}</Label></RadixContextMenu.Label>
              ) : (
                <RadixContextMenu.Item key={entry.key} asChild disabled={entry.disabled} onSelect={entry.onSelect}>
                  <MenuItem $danger={entry.danger}>
                    {entry.icon && <Icon name={entry.icon} size="sm" />}
                    {entry.label}
                    {entry.shortcut && <Shortcut>{entry.shortcut}</Shortcut>}
                  </MenuItem>
                </RadixContextMenu.Item>
              ),
            )}
          </MenuContent>
        </RadixContextMenu.Content>
      </RadixContextMenu.Portal>
    </RadixContextMenu.Root>
  );
}
