import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { buildRules, type FieldKind, type FieldRuleProps } from './fieldRules';
import { ControlColumn, ControlSlot, ErrorText, FieldLabel, FieldRow, HelpText, RequiredMark } from './Form.styles';
import { useFormLayout } from './Form';

/**
 * Controls tell FormField how they bind: choice controls (Select, pickers, groups) get
 * "请选择…" messages; `valuePropName: 'checked'` for Checkbox/Switch; `status: false` for
 * controls without a status prop (groups, switches).
 */
export interface FieldBinding {
  fieldKind?: FieldKind;
  valuePropName?: 'value' | 'checked';
  acceptsStatus?: boolean;
}

export interface FormFieldProps extends FieldRuleProps {
  name: string;
  label: string;
  help?: ReactNode;
  /** Columns taken in a grid layout (DialogFormLayout: 2 = full width). */
  span?: number;
  /** Override what the child declares about itself. */
  fieldKind?: FieldKind;
  /** The control; it receives value, onChange, onBlur, id, status and ARIA wiring. */
  children: ReactElement;
}

function bindingOf(child: ReactElement): FieldBinding {
  const type = child.type as unknown as { formBinding?: FieldBinding } | string;
  return typeof type === 'string' ? {} : type.formBinding ?? {};
}

export function FormField({ name, label, help, span, fieldKind, children, ...ruleProps }: FormFieldProps) {
  const { control } = useFormContext();
  const { layout, labelWidth } = useFormLayout();
  const binding = bindingOf(children);
  const kind = fieldKind ?? binding.fieldKind ?? 'text';
  const { field, fieldState } = useController({ name, control, rules: buildRules(label, kind, ruleProps) });
  const id = useId();
  const labelId = `${id}-label`;
  const helpId = help ? `${id}-help` : undefined;
  const errorId = fieldState.error ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;

  const controlProps: Record<string, unknown> = {
    id,
    name: field.name,
    [binding.valuePropName ?? 'value']: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    'aria-labelledby': labelId,
    'aria-describedby': describedBy,
    'aria-invalid': fieldState.invalid || undefined,
  };
  // Groups and switches have neither a status prop nor an allowed aria-required.
  if (binding.acceptsStatus !== false) {
    controlProps.status = fieldState.invalid ? 'error' : undefined;
    controlProps['aria-required'] = ruleProps.required ? true : undefined;
  }

  return (
    <FieldRow $layout={layout} $labelWidth={labelWidth} $span={span}>
      <FieldLabel $layout={layout} id={labelId} htmlFor={id}>
        {/* Decorative: the control itself carries aria-required. */}
        {ruleProps.required && <RequiredMark aria-hidden>*</RequiredMark>}
        {label}
      </FieldLabel>
      <ControlColumn>
        <ControlSlot>{isValidElement(children) ? cloneElement(children, controlProps) : children}</ControlSlot>
        {fieldState.error?.message && (
          <ErrorText id={errorId} role="alert">
            {fieldState.error.message}
          </ErrorText>
        )}
        {help && <HelpText id={helpId}>{help}</HelpText>}
      </ControlColumn>
    </FieldRow>
  );
}
