/** The user menu's password change in a dialog (§4 Password change). */
import { useRef } from 'react';
import { Dialog } from '../../components/Dialog';
import { t } from '../../i18n';
import type { PasswordPolicy } from '../../session/password-policy';
import { PasswordChangeForm, type PasswordChangeValues } from './PasswordChangeForm';

export interface PasswordChangeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  policy: PasswordPolicy;
  onSubmit: (values: PasswordChangeValues) => void;
  loading?: boolean;
  error?: string;
}

export function PasswordChangeDialog({ open, onOpenChange, policy, onSubmit, loading, error }: PasswordChangeDialogProps) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('shell.password.title')} size="sm"
      okText={t('shell.password.submit')} okLoading={loading} onOk={() => form.current?.requestSubmit()}>
      <PasswordChangeForm ref={form} policy={policy} onSubmit={onSubmit} error={error} />
    </Dialog>
  );
}
