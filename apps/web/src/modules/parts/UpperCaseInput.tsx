/** A text input that keeps what is typed in capitals (plates: 浙a·d1234 → 浙A·D1234), caret in place. */
import type { ChangeEvent, Ref } from 'react';
import { Input } from '../../../../../src/components/Input';

type InputProps = Parameters<typeof Input>[0];

export function UpperCaseInput({ onChange, ref, ...props }: InputProps & { ref?: Ref<HTMLInputElement> }) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const el = event.target;
    const upper = el.value.toUpperCase();
    if (upper !== el.value) {
      const { selectionStart, selectionEnd } = el;
      el.value = upper;
      el.setSelectionRange(selectionStart, selectionEnd);
    }
    onChange?.(event);
  };
  return <Input {...props} ref={ref} onChange={change} />;
}
