import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import { Arrow, Content, Title } from './Popover.styles';

export interface PopoverProps {
  /** The trigger element; must accept a ref and props (Button, a native button…). */
  children: ReactNode;
  content: ReactNode;
  title?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Hide the little arrow (select-like panels). */
  arrow?: boolean;
  /** Accessible name of the panel when there is no title. */
  'aria-label'?: string;
  /** Keep focus on the trigger when opening (search inputs that open a panel). */
  keepTriggerFocus?: boolean;
  /** Panel width follows the trigger width. */
  matchTriggerWidth?: boolean;
  /** Rendered as the anchor instead of the trigger when the trigger is not the box to align to. */
  anchor?: ReactNode;
}

/** A click-opened floating panel (Radix popover): Esc and outside clicks close it, focus returns. */
export function Popover({
  children, content, title, open, defaultOpen, onOpenChange, side = 'bottom', align = 'center', arrow = true,
  keepTriggerFocus, matchTriggerWidth, anchor, ...rest
}: PopoverProps) {
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {anchor && <RadixPopover.Anchor asChild>{anchor}</RadixPopover.Anchor>}
      <RadixPopover.Trigger asChild>{children}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          asChild
          side={side}
          align={align}
          sideOffset={arrow ? 4 : 6}
          collisionPadding={8}
          aria-label={rest['aria-label']}
          onOpenAutoFocus={keepTriggerFocus ? (event) => event.preventDefault() : undefined}
          style={matchTriggerWidth ? { width: 'var(--radix-popover-trigger-width)', maxWidth: 'none' } : undefined}
        >
          <Content>
            {title && <Title>{title}</Title>}
            {content}
            {arrow && (
              <RadixPopover.Arrow asChild width={12} height={6}>
                <Arrow viewBox="0 0 30 10" preserveAspectRatio="none"><polygon points="0,0 30,0 15,10" /></Arrow>
              </RadixPopover.Arrow>
            )}
          </Content>
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

export const PopoverClose = RadixPopover.Close;
