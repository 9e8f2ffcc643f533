import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { t } from '../../i18n';
import { Icon } from '../../icons';
import { Button } from '../Button';
import type { Size } from '../types';
import { Body, CloseButton, Content, Description, Footer, Header, Overlay, Title } from './Dialog.styles';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered through Radix Trigger with asChild). */
  trigger?: ReactNode;
  title: ReactNode;
  /** Short explanation under the title; linked to the dialog with aria-describedby. */
  description?: ReactNode;
  size?: Size;
  /** Custom footer; `null` hides it. Defaults to 取消 + 确定. */
  footer?: ReactNode | null;
  okText?: ReactNode;
  cancelText?: ReactNode;
  okVariant?: 'primary' | 'danger';
  okLoading?: boolean;
  okDisabled?: boolean;
  /** Called by the OK button; the dialog stays open (close it through `open`). */
  onOk?: () => void;
  /** Called when the dialog is dismissed by 取消, the close button, Esc or the mask. */
  onCancel?: () => void;
  /** Whether a click on the mask closes the dialog (default true). */
  maskClosable?: boolean;
  closable?: boolean;
  children?: ReactNode;
}

export function Dialog({
  open, defaultOpen, onOpenChange, trigger, title, description, size = 'md', footer, okText, cancelText,
  okVariant = 'primary', okLoading, okDisabled, onOk, onCancel, maskClosable = true, closable = true, children,
}: DialogProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    if (!next) onCancel?.();
    onOpenChange?.(next);
  };

  const defaultFooter = (
    <>
      <Button onClick={() => setOpen(false)}>{cancelText ?? t('feedback.dialog.cancel')}</Button>
      <Button variant={okVariant} loading={okLoading} disabled={okDisabled} onClick={onOk}>
        {okText ?? t('feedback.dialog.ok')}
      </Button>
    </>
  );

  return (
    <RadixDialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay asChild>
          <Overlay />
        </RadixDialog.Overlay>
        <RadixDialog.Content
          asChild
          onPointerDownOutside={(event) => { if (!maskClosable) event.preventDefault(); }}
          onInteractOutside={(event) => { if (!maskClosable) event.preventDefault(); }}
        >
          <Content $size={size}>
            <Header>
              <RadixDialog.Title asChild>
                <Title>{title}</Title>
              </RadixDialog.Title>
              {closable && (
                <RadixDialog.Close asChild>
                  <CloseButton type="button" aria-label={t('feedback.dialog.close')}>
                    <Icon name="close" />
                  </CloseButton>
                </RadixDialog.Close>
              )}
            </Header>
            <Body>
              {description && (
                <RadixDialog.Description asChild>
                  <Description>{description}</Description>
                </RadixDialog.Description>
              )}
              {children}
            </Body>
            {footer !== null && <Footer>{footer ?? defaultFooter}</Footer>}
          </Content>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
