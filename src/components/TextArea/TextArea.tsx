import { forwardRef, useRef, useState, type ChangeEvent, type TextareaHTMLAttributes } from 'react';
import { t } from '../../i18n';
import type { FieldStatus, Size } from '../types';
import { NativeTextArea, TextAreaBox, TextAreaCount } from './TextArea.styles';
import { useAutoSize, type AutoSizeRows } from './useAutoSize';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'size'> {
  size?: Size;
  status?: FieldStatus;
  /** true grows with the content; {minRows, maxRows} bounds the growth. */
  autoSize?: boolean | AutoSizeRows;
  /** Shows "n / maxLength" under the text (requires maxLength). */
  showCount?: boolean;
  onValueChange?: (value: string) => void;
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { size = 'md', status, autoSize, showCount, disabled, value, defaultValue, onChange, onValueChange, className, style, rows = 3, ...rest },
  forwardedRef,
) {
  const innerRef = useRef<HTMLTextAreaElement | null>(null);
  const [uncontrolled, setUncontrolled] = useState(String(defaultValue ?? ''));
  const current = value !== undefined ? String(value ?? '') : uncontrolled;
  const autoRows = autoSize === true ? {} : autoSize || null;
  useAutoSize(innerRef, current, autoRows);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (value === undefined) setUncontrolled(event.target.value);
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  return (
    <TextAreaBox $size={size} $status={status} $disabled={disabled} className={className} style={style}>
      <NativeTextArea
        ref={(node) => {
          innerRef.current = node;
          if (typeof forwardedRef === 'function') forwardedRef(node);
          else if (forwardedRef) forwardedRef.current = node;
        }}
        rows={autoRows ? autoRows.minRows ?? 1 : rows}
        $resizable={!autoRows}
        disabled={disabled}
        value={current}
        onChange={handleChange}
        aria-invalid={status === 'error' || undefined}
        {...rest}
      />
      {showCount && rest.maxLength != null && (
        <TextAreaCount aria-label={t('inputs.textArea.count', { count: current.length, max: rest.maxLength })}>
          {current.length} / {rest.maxLength}
        </TextAreaCount>
      )}
    </TextAreaBox>
  );
});
