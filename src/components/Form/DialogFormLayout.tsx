import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { t } from '../../i18n';
import { Button } from '../Button';
import { Form } from './Form';
import { DialogBody, DialogFooter } from './layouts.styles';

export interface DialogFormLayoutProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** Valid, trimmed values; while a returned promise is pending 确定 shows a spinner. */
  onSubmit: (values: T) => void | Promise<void>;
  onCancel: () => void;
  /** Field grid columns (a field with span={2} takes a full row). */
  columns?: 1 | 2;
  okText?: string;
  cancelText?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * The create/edit form placed inside any dialog or drawer (pass the dialog `footer={null}`):
 * a two-column field grid and a 取消/确定 footer. It imports no dialog on purpose.
 */
export function DialogFormLayout<T extends FieldValues>({
  form, onSubmit, onCancel, columns = 2, okText, cancelText, children, ...rest
}: DialogFormLayoutProps<T>) {
  const submitting = form.formState.isSubmitting;
  return (
    <Form form={form} onSubmit={onSubmit} layout="vertical" aria-label={rest['aria-label']}>
      <DialogBody $columns={columns}>{children}</DialogBody>
      <DialogFooter>
        <Button onClick={onCancel}>{cancelText ?? t('inputs.form.cancel')}</Button>
        <Button variant="primary" htmlType="submit" loading={submitting}>
          {okText ?? t('inputs.form.ok')}
        </Button>
      </DialogFooter>
    </Form>
  );
}
