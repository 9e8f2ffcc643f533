import * as Popover from '@radix-ui/react-popover';
import { useId, useMemo, useRef, useState, type FocusEventHandler, type KeyboardEvent, type Ref } from 'react';
import { t } from '../../i18n';
import { Icon } from '../../icons';
import type { FieldBinding } from '../Form/FormField';
import { useControllableValue } from '../Form/useControllableValue';
import { ComboInput, IconButton, PopupPanel, SelectBox, Suffix, TagArea } from '../Select/Select.styles';
import type { FieldStatus, Size } from '../types';
import { CascaderPanel } from './CascaderPanel';
import { columnsFor, isLeaf, optionsAlong, searchPaths, stepInColumn, type CascaderOption, type PathMatch } from './cascaderModel';
import { bothRefs } from '../refs';

export interface CascaderProps {
  options: CascaderOption[];
  /** The chosen path of values, e.g. ['330000', '330100', '330106']; null when empty. */
  value?: string[] | null;
  defaultValue?: string[] | null;
  onChange?: (path: string[] | null, options: CascaderOption[]) => void;
  /** Typing searches every leaf path (text or pinyin). */
  showSearch?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  size?: Size;
  status?: FieldStatus;
  disabled?: boolean;
  id?: string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/**
 * Multi-level choice (省 / 市 / 区). Focus stays in the combobox; arrows move within a
 * column, → / Enter open the next level, ← goes back, Enter on a leaf chooses the path.
 */
export function Cascader({
  options, value, defaultValue = null, onChange, showSearch, allowClear = true, placeholder = t('inputs.cascader.placeholder'),
  size = 'md', status, disabled, id, name, ref, onBlur, className, ...aria
}: CascaderProps) {
  const [path, setPath] = useControllableValue<string[] | null>(value, defaultValue, (next) => onChange?.(next, optionsAlong(options, next ?? [])));
  const [open, setOpenState] = useState(false);
  const [activePath, setActivePath] = useState<string[]>([]);
  const [query, setQuery] = useState('');
  const [activeMatch, setActiveMatch] = useState(0);
  const baseId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const columns = columnsFor(options, activePath);
  const matches = useMemo(() => (showSearch && query.trim() ? searchPaths(options, query) : null), [showSearch, query, options]);
  const chosenLabels = optionsAlong(options, path ?? []).map((o) => o.label).join(t('inputs.cascader.separator'));
  const optionId = (level: number, optionValue: string) => `${baseId}-${level}-${optionValue}`;

  const setOpen = (next: boolean) => {
    if (next && !disabled) setActivePath(path?.length ? path : [stepInColumn(options, undefined, 1) ?? ''].filter(Boolean));
    if (!next) setQuery('');
    setOpenState(next && !disabled);
  };
  const choose = (nextPath: string[]) => {
    setPath(nextPath);
    setOpen(false);
  };
  const activate = (level: number, option: CascaderOption) => {
    const nextPath = [...activePath.slice(0, level), option.value];
    if (isLeaf(option)) choose(nextPath);
    else setActivePath([...nextPath, stepInColumn(option.children!, undefined, 1) ?? ''].filter(Boolean));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const level = activePath.length - 1;
    const current = optionsAlong(options, activePath).at(-1);
    const keys: Record<string, () => void> = matches
      ? {
          ArrowDown: () => setActiveMatch((i) => Math.min(matches.length - 1, i + 1)),
          ArrowUp: () => setActiveMatch((i) => Math.max(0, i - 1)),
          Enter: () => matches[activeMatch] && choose(matches[activeMatch].path),
        }
      : {
          ArrowDown: () => (open ? setActivePath([...activePath.slice(0, level), stepInColumn(columns[level], activePath[level], 1) ?? ''].filter(Boolean)) : setOpen(true)),
          ArrowUp: () => open && setActivePath([...activePath.slice(0, level), stepInColumn(columns[level], activePath[level], -1) ?? ''].filter(Boolean)),
          ArrowRight: () => open && current && !isLeaf(current) && activate(level, current),
          ArrowLeft: () => open && level > 0 && setActivePath(activePath.slice(0, -1)),
          Enter: () => (!open ? setOpen(true) : current && activate(level, current)),
        };
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      return;
    }
    const action = keys[event.key];
    if (!action || ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && (!open || matches))) return;
    event.preventDefault();
    action();
  };

  const activeId = !open ? undefined : matches ? (matches.length ? `${baseId}-match-${activeMatch}` : undefined)
    : activePath.length ? optionId(activePath.length - 1, activePath[activePath.length - 1]) : undefined;

  return (
    <Popover.Root open={open} onOpenChange={(next) => !next && setOpen(false)}>
      <Popover.Anchor asChild>
        <SelectBox ref={boxRef} $size={size} $status={status} $disabled={disabled} className={className}
          onClick={() => { inputRef.current?.focus(); setOpen(!open); }}>
          <TagArea>
            <ComboInput
              ref={bothRefs(inputRef, ref)}
              id={id}
              name={name}
              role="combobox"
              {...aria}
              aria-invalid={aria['aria-invalid'] ?? (status === 'error' || undefined)}
              aria-expanded={open}
              aria-haspopup="listbox"
              aria-controls={open ? (matches ? `${baseId}-search` : `${baseId}-col-${Math.max(0, activePath.length - 1)}`) : undefined}
              aria-activedescendant={activeId}
              aria-autocomplete={showSearch ? 'list' : 'none'}
              autoComplete="off"
              readOnly={!showSearch}
              style={showSearch ? undefined : { caretColor: 'transparent' }}
              disabled={disabled}
              placeholder={open && showSearch && chosenLabels ? chosenLabels : placeholder}
              value={open && showSearch ? query : chosenLabels}
              onChange={(event) => { setQuery(event.target.value); setActiveMatch(0); if (!open) setOpenState(true); }}
              onKeyDown={onKeyDown}
              onBlur={(event) => { setOpen(false); onBlur?.(event); }}
            />
          </TagArea>
          <Suffix>
            {allowClear && path?.length && !disabled ? (
              <IconButton type="button" aria-label={t('inputs.cascader.clear')}
                onClick={(event) => { event.stopPropagation(); setPath(null); inputRef.current?.focus(); }}>
                <Icon name="close" size="sm" />
              </IconButton>
            ) : null}
            <Icon name={open ? 'chevronUp' : 'chevronDown'} size="sm" />
          </Suffix>
        </SelectBox>
      </Popover.Anchor>
      <Popover.Portal>
        <PopupPanel align="start" sideOffset={4} data-overlay aria-label={aria['aria-label'] ?? placeholder}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onMouseDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => boxRef.current?.contains(event.target as Node) && event.preventDefault()}>
          <CascaderPanel baseId={baseId} columns={columns} activePath={activePath} selectedPath={path ?? []} matches={matches}
            activeMatch={activeMatch} optionId={optionId} onActivate={activate} onPickMatch={(match: PathMatch) => choose(match.path)} />
        </PopupPanel>
      </Popover.Portal>
    </Popover.Root>
  );
}

Cascader.formBinding = { fieldKind: 'choice' } satisfies FieldBinding;
