import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { t } from '../../i18n';
import { Icon, type IconName } from '../../icons';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Button } from '../Button';
import { ConfirmFooter, ConfirmIcon, ConfirmLayout, ConfirmText, Content, Description, Overlay, Title } from './Dialog.styles';

export type ConfirmTone = 'warning' | 'error' | 'info' | 'success';

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  okText?: ReactNode;
  cancelText?: ReactNode;
  /** Icon colour; `error` also turns the OK button red (deleting, revoking…). */
  tone?: ConfirmTone;
  /** Runs before the dialog closes with `true`; while its promise is pending OK shows a spinner. A rejection keeps the dialog open. */
  onOk?: () => unknown | Promise<unknown>;
}

const toneIcons: Record<ConfirmTone, IconName> = { warning: 'warning', error: 'error', info: 'info', success: 'success' };

interface ConfirmDialogProps extends ConfirmOptions {
  onResult: (result: boolean) => void;
}

/** The dialog `confirm()` renders; exported for stories and custom hosts. */
export function ConfirmDialog({ title, content, okText, cancelText, tone = 'warning', onOk, onResult }: ConfirmDialogProps) {
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const close = (result: boolean) => {
    setOpen(false);
    onResult(result);
  };
  const ok = async () => {
    if (!onOk) return close(true);
    setBusy(true);
    try {
      await onOk();
      close(true);
    } catch {
      setBusy(false);
    }
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => { if (!next && !busy) close(false); }}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay asChild>
          <Overlay />
        </RadixDialog.Overlay>
        <RadixDialog.Content asChild role="alertdialog" aria-describedby={undefined} onPointerDownOutside={(e) => e.preventDefault()}>
          <Content $size="sm">
            <ConfirmLayout>
              <ConfirmIcon $tone={tone}><Icon name={toneIcons[tone]} size="lg" /></ConfirmIcon>
              <ConfirmText>
                <RadixDialog.Title asChild><Title>{title}</Title></RadixDialog.Title>
                {content && <RadixDialog.Description asChild><Description>{content}</Description></RadixDialog.Description>}
              </ConfirmText>
            </ConfirmLayout>
            <ConfirmFooter>
              <Button onClick={() => close(false)} disabled={busy}>{cancelText ?? t('feedback.dialog.cancel')}</Button>
              <Button variant={tone === 'error' ? 'danger' : 'primary'} loading={busy} onClick={ok}>
                {okText ?? t('feedback.dialog.ok')}
              </Button>
            </ConfirmFooter>
          </Content>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Hosts of confirm dialogs still open; destroyAllConfirms() closes them (route change, logout, tests). */
const openConfirms = new Set<() => void>();

export function destroyAllConfirms(): void {
  for (const dismiss of [...openConfirms]) dismiss();
}

/**
 * Opens a confirm dialog in its own root and resolves `true` (确定) or `false` (取消, Esc,
 * close). Focus returns to the element that was focused before, as with any Radix dialog.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.setAttribute('data-confirm-host', '');
    document.body.appendChild(host);
    const root = createRoot(host);
    const previouslyFocused = document.activeElement as HTMLElement | null;
    let settled = false;
    const teardown = () => {
      root.unmount();
      host.remove();
    };
    const onResult = (result: boolean) => {
      if (settled) return;
      settled = true;
      openConfirms.delete(dismiss);
      resolve(result);
      // Let Radix run its close (focus return, scroll unlock) before the root goes away.
      setTimeout(() => {
        teardown();
        previouslyFocused?.focus?.();
      }, 0);
    };
    // Called outside React (route change, tests): unmount at once so nothing lingers.
    const dismiss = () => {
      settled = true;
      openConfirms.delete(dismiss);
      resolve(false);
      teardown();
    };
    openConfirms.add(dismiss);
    root.render(
      <ThemeProvider global={false}>
        <ConfirmDialog {...options} onResult={onResult} />
      </ThemeProvider>,
    );
  });
}
