export { PasswordChangeForm, type PasswordChangeFormProps, type PasswordChangeValues } from './PasswordChangeForm';
export { PasswordChangeDialog, type PasswordChangeDialogProps } from './PasswordChangeDialog';
