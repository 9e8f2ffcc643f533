import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, useState, type ReactNode } from 'react';
import { t } from '../../i18n';
import { Icon } from '../../icons';
import type { Size } from '../types';
import { Body, CloseButton, Description, Footer, Header, Overlay, Title } from '../Dialog/Dialog.styles';
import { Panel, type DrawerPlacement } from './Drawer.styles';

export type { DrawerPlacement };

export interface DrawerProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the drawer (Radix Trigger, asChild). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  placement?: DrawerPlacement;
  size?: Size;
  /** Buttons at the bottom of the panel. */
  footer?: ReactNode;
  /** Content at the right of the title (links, filters). */
  extra?: ReactNode;
  maskClosable?: boolean;
  children?: ReactNode;
}

/** A side panel on the Radix dialog primitive: modal, focus-trapped, closes on Esc. */
export function Drawer({
  open, defaultOpen, onOpenChange, trigger, title, description, placement = 'right', size = 'md', footer, extra,
  maskClosable = true, children,
}: DrawerProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen ?? false);
  // A drawer opened from code (no trigger) gives focus back to whatever opened it on close.
  const opener = useRef<HTMLElement | null>(null);
  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  return (
    <RadixDialog.Root open={open ?? innerOpen} onOpenChange={setOpen}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay asChild>
          <Overlay />
        </RadixDialog.Overlay>
        <RadixDialog.Content
          asChild
          onPointerDownOutside={(event) => { if (!maskClosable) event.preventDefault(); }}
          onOpenAutoFocus={() => { opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null; }}
          onCloseAutoFocus={(event) => {
            if (trigger || !opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <Panel $placement={placement} $size={size} data-placement={placement}>
            <Header>
              <RadixDialog.Title asChild>
                <Title>{title}</Title>
              </RadixDialog.Title>
              {extra}
              <RadixDialog.Close asChild>
                <CloseButton type="button" aria-label={t('feedback.drawer.close')}>
                  <Icon name="close" />
                </CloseButton>
              </RadixDialog.Close>
            </Header>
            <Body>
              {description && (
                <RadixDialog.Description asChild>
                  <Description>{description}</Description>
                </RadixDialog.Description>
              )}
              {children}
            </Body>
            {footer && <Footer>{footer}</Footer>}
          </Panel>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
