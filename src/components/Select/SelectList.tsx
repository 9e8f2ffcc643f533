import { useEffect, useRef } from 'react';
import { t } from '../../i18n';
import { Icon, Spinner } from '../../icons';
import type { SelectOption } from './optionMatch';
import { ListBox, ListMessage, OptionItem } from './Select.styles';

interface SelectListProps<V extends string | number> {
  id: string;
  label?: string;
  labelledBy?: string;
  options: SelectOption<V>[];
  activeIndex: number;
  isSelected: (value: V) => boolean;
  multiple: boolean;
  loading: boolean;
  optionId: (index: number) => string;
  onPick: (option: SelectOption<V>) => void;
  onHover: (index: number) => void;
}

/** The listbox: options are never focused; the combobox points at the active one. */
export function SelectList<V extends string | number>({
  id, label, labelledBy, options, activeIndex, isSelected, multiple, loading, optionId, onPick, onHover,
}: SelectListProps<V>) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const active = listRef.current?.querySelector<HTMLElement>('[data-active="true"]');
    active?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  return (
    <>
      <ListBox ref={listRef} id={id} role="listbox" aria-label={labelledBy ? undefined : label} aria-labelledby={labelledBy} aria-multiselectable={multiple || undefined} aria-busy={loading || undefined}>
        {!loading &&
          options.map((option, index) => {
            const selected = isSelected(option.value);
            return (
              <OptionItem
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={selected}
                aria-disabled={option.disabled || undefined}
                data-active={index === activeIndex}
                $active={index === activeIndex}
                $selected={selected}
                $disabled={option.disabled}
                // Keep focus in the combobox input while clicking.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== activeIndex && onHover(index)}
                onClick={() => !option.disabled && onPick(option)}
              >
                <span>{option.label}</span>
                {selected && <Icon name="check" size="sm" />}
              </OptionItem>
            );
          })}
      </ListBox>
      {loading && (
        <ListMessage role="status">
          <Spinner size="sm" />
          {t('inputs.select.loading')}
        </ListMessage>
      )}
      {!loading && options.length === 0 && <ListMessage role="status">{t('inputs.select.empty')}</ListMessage>}
    </>
  );
}
