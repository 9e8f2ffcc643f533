import * as Popover from '@radix-ui/react-popover';
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type FocusEventHandler, type Ref } from 'react';
import { t } from '../../i18n';
import { Icon, Spinner } from '../../icons';
import type { FieldBinding } from '../Form/FormField';
import { useControllableValue } from '../Form/useControllableValue';
import { Tag } from '../Tag';
import type { FieldStatus, Size } from '../types';
import { optionMatches, type SelectOption } from './optionMatch';
import { ComboInput, IconButton, PopupPanel, SelectBox, Suffix, TagArea } from './Select.styles';
import { SelectList } from './SelectList';
import { useAsyncOptions } from './useAsyncOptions';
import { useSelectNavigation } from './useSelectNavigation';
import { bothRefs } from '../refs';

type Value = string | number;

interface CommonProps<V extends Value> {
  options?: SelectOption<V>[];
  /** Async options: called with the search text whenever the list opens or the text changes. */
  loadOptions?: (query: string) => Promise<SelectOption<V>[]>;
  loading?: boolean;
  /** Typing filters the options (label text or pinyin, e.g. "cd" → 城东). */
  showSearch?: boolean;
  allowClear?: boolean;
  /** Multiple mode: show at most this many tags, then "+N". */
  maxTagCount?: number;
  placeholder?: string;
  size?: Size;
  status?: FieldStatus;
  disabled?: boolean;
  id?: string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}
interface SingleProps<V extends Value> extends CommonProps<V> {
  multiple?: false;
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V | null) => void;
}
interface MultipleProps<V extends Value> extends CommonProps<V> {
  multiple: true;
  value?: V[];
  defaultValue?: V[];
  onChange?: (value: V[]) => void;
}
export type SelectProps<V extends Value = string> = SingleProps<V> | MultipleProps<V>;

const toList = <V,>(value: V | V[] | null | undefined): V[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value : value === null ? [] : [value];

export function Select<V extends Value = string>(props: SelectProps<V>) {
  const { options: staticOptions = [], loadOptions, showSearch = false, allowClear, maxTagCount, placeholder = t('inputs.select.placeholder'),
    size = 'md', status, disabled, id, name, ref, onBlur, className, style, multiple = false } = props;
  const emit = (next: V[]) =>
    props.multiple ? props.onChange?.(next) : (props.onChange as SingleProps<V>['onChange'])?.(next[0] ?? null);
  const [selected, setSelected] = useControllableValue<V[]>(toList(props.value), toList(props.defaultValue) ?? [], emit);
  const [open, setOpenState] = useState(false);
  const [query, setQuery] = useState('');
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const listId = useId();
  const searchable = showSearch || Boolean(loadOptions);

  const remote = useAsyncOptions(loadOptions, query, open);
  const loading = props.loading || remote.loading;
  const available = loadOptions ? remote.options : staticOptions;
  const visible = useMemo(
    () => (loadOptions || !showSearch ? available : available.filter((o) => optionMatches(o.label, query))),
    [available, loadOptions, showSearch, query],
  );
  // Labels of chosen values stay known even after async options change.
  const known = useRef(new Map<V, string>());
  for (const option of [...staticOptions, ...remote.options]) known.current.set(option.value, option.label);
  const labelOf = (value: V) => known.current.get(value) ?? String(value);

  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) setQuery('');
  };
  const pick = (option: SelectOption<V>) => {
    if (!multiple) {
      setSelected([option.value]);
      setOpen(false);
      return;
    }
    setSelected((current) => (current.includes(option.value) ? current.filter((v) => v !== option.value) : [...current, option.value]));
    setQuery('');
  };
  const nav = useSelectNavigation({
    options: visible, open, setOpen, searchable,
    firstSelectedIndex: () => visible.findIndex((o) => selected.includes(o.value)),
    pick,
    removeLast: () => multiple && selected.length > 0 && setSelected(selected.slice(0, -1)),
    queryEmpty: query === '',
  });
  const { activeIndex, setActiveIndex } = nav;
  // Searching restarts on the first match; a parent re-render with a new options array does not.
  const firstEnabled = visible.findIndex((o) => !o.disabled);
  useEffect(() => {
    if (open && searchable) setActiveIndex(firstEnabled);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only query or loaded results move the cursor
  }, [open, searchable, query, remote.options, setActiveIndex]);

  const singleLabel = !multiple && selected.length ? labelOf(selected[0]) : '';
  const inputValue = multiple ? query : open && searchable ? query : singleLabel;
  const inputPlaceholder = selected.length === 0 ? placeholder : !multiple && open && searchable ? singleLabel : '';
  const shownTags = maxTagCount == null ? selected : selected.slice(0, maxTagCount);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const toggleFromBox = () => {
    if (disabled) return;
    inputRef.current?.focus();
    if (open) setOpen(false);
    else nav.openAt(visible.findIndex((o) => selected.includes(o.value)));
  };

  return (
    <Popover.Root open={open} onOpenChange={(next) => !next && setOpen(false)}>
      <Popover.Anchor asChild>
        <SelectBox ref={boxRef} $size={size} $status={status} $disabled={disabled} className={className} style={style} onClick={toggleFromBox}>
          <TagArea>
            {multiple && shownTags.map((value) => (
              <Tag key={value} size="sm" closable={!disabled} onClick={(event) => event.stopPropagation()}
                onClose={() => setSelected((current) => current.filter((v) => v !== value))}>
                {labelOf(value)}
              </Tag>
            ))}
            {multiple && maxTagCount != null && selected.length > maxTagCount && (
              <Tag size="sm">{t('inputs.select.more', { count: selected.length - maxTagCount })}</Tag>
            )}
            <ComboInput
              ref={bothRefs(inputRef, ref)}
              id={id}
              name={name}
              role="combobox"
              $compact={multiple && selected.length > 0 && (!searchable || query === '')}
              aria-label={props['aria-label']}
              aria-labelledby={props['aria-labelledby']}
              aria-describedby={props['aria-describedby']}
              aria-invalid={props['aria-invalid'] ?? (status === 'error' || undefined)}
              aria-required={props['aria-required']}
              aria-expanded={open}
              aria-haspopup="listbox"
              aria-controls={open ? listId : undefined}
              aria-autocomplete={searchable ? 'list' : 'none'}
              aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
              autoComplete="off"
              readOnly={!searchable}
              style={searchable ? undefined : { caretColor: 'transparent' }}
              disabled={disabled}
              value={inputValue}
              placeholder={inputPlaceholder}
              onChange={(event) => {
                setQuery(event.target.value);
                if (!open) setOpenState(true);
              }}
              onKeyDown={nav.onKeyDown}
              onBlur={(event) => {
                setOpen(false);
                onBlur?.(event);
              }}
            />
          </TagArea>
          <Suffix>
            {allowClear && selected.length > 0 && !disabled && (
              <IconButton type="button" aria-label={t('inputs.select.clear')}
                onClick={(event) => {
                  event.stopPropagation();
                  setSelected([]);
                  inputRef.current?.focus();
                }}>
                <Icon name="close" size="sm" />
              </IconButton>
            )}
            {loading ? <Spinner size="sm" /> : <Icon name={open ? 'chevronUp' : 'chevronDown'} size="sm" />}
          </Suffix>
        </SelectBox>
      </Popover.Anchor>
      <Popover.Portal>
        <PopupPanel
          align="start"
          sideOffset={4}
          data-overlay
          // Radix gives the panel role=dialog; name it like the combobox it belongs to.
          aria-label={props['aria-labelledby'] ? undefined : props['aria-label'] ?? placeholder}
          aria-labelledby={props['aria-labelledby']}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          // Clicks inside the panel (options, scrollbar) must not blur the combobox.
          onMouseDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => boxRef.current?.contains(event.target as Node) && event.preventDefault()}
        >
          <SelectList
            id={listId}
            label={props['aria-label']}
            labelledBy={props['aria-labelledby']}
            options={visible}
            activeIndex={activeIndex}
            isSelected={(value) => selected.includes(value)}
            multiple={multiple}
            loading={loading}
            optionId={optionId}
            onPick={pick}
            onHover={setActiveIndex}
          />
        </PopupPanel>
      </Popover.Portal>
    </Popover.Root>
  );
}

Select.formBinding = { fieldKind: 'choice' } satisfies FieldBinding;
