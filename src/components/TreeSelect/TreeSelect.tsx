import * as RadixPopover from '@radix-ui/react-popover';
import { useMemo, useState } from 'react';
import { t } from '../../i18n';
import { Icon } from '../../icons';
import { ClearButton } from '../Input/Input.styles';
import { Tree } from '../Tree';
import { indexTree, type TreeNode } from '../Tree/treeModel';
import { useControllable } from '../Tree/useControllable';
import type { FieldStatus, Size } from '../types';
import { Arrow, Box, Chip, Panel, Placeholder, TriggerButton } from './TreeSelect.styles';

export interface TreeSelectProps {
  treeData: TreeNode[];
  /** Checkboxes and several values; the value lists every checked key (parents included). */
  multiple?: boolean;
  value?: string | string[] | null;
  defaultValue?: string | string[] | null;
  onChange?: (value: string | string[] | null) => void;
  placeholder?: string;
  size?: Size;
  status?: FieldStatus;
  disabled?: boolean;
  allowClear?: boolean;
  searchable?: boolean;
  /** Chips shown before "+n" in multiple mode. */
  maxTagCount?: number;
  /** Panel height in px. */
  listHeight?: number;
  'aria-label': string;
  id?: string;
}

const asList = (value: string | string[] | null | undefined) => (value == null ? [] : Array.isArray(value) ? value : [value]);

/** Picks regions or departments from a tree in a popover: single (select) or multiple (check). */
export function TreeSelect({
  treeData, multiple = false, value, defaultValue = null, onChange, placeholder, size = 'md', status, disabled, allowClear = true,
  searchable = true, maxTagCount = 3, listHeight = 256, id, ...rest
}: TreeSelectProps) {
  const index = useMemo(() => indexTree(treeData), [treeData]);
  const [current, setCurrent] = useControllable<string | string[] | null>(value, defaultValue, onChange);
  const [open, setOpen] = useState(false);
  const keys = asList(current);
  // Multiple: show only the top-most checked nodes (a checked city stands for its districts).
  const shown = multiple ? keys.filter((key) => { const parent = index.byKey.get(key)?.parent; return !parent || !keys.includes(parent); }) : keys;
  const labels = shown.map((key) => index.byKey.get(key)?.node.title ?? key);

  return (
    <RadixPopover.Root open={open} onOpenChange={(next) => !disabled && setOpen(next)}>
      <RadixPopover.Anchor asChild>
        <Box $size={size} $status={status} $disabled={disabled}>
          <RadixPopover.Trigger asChild>
            <TriggerButton type="button" id={id} role="combobox" aria-label={rest['aria-label']} aria-invalid={status === 'error' || undefined} disabled={disabled}>
              {labels.length === 0 && <Placeholder>{placeholder ?? t('feedback.treeSelect.placeholder')}</Placeholder>}
              {!multiple && labels[0]}
              {multiple && labels.slice(0, maxTagCount).map((label) => <Chip key={label}>{label}</Chip>)}
              {multiple && labels.length > maxTagCount && <Chip>{t('feedback.treeSelect.more', { count: labels.length - maxTagCount })}</Chip>}
            </TriggerButton>
          </RadixPopover.Trigger>
          {allowClear && keys.length > 0 && !disabled && (
            <ClearButton type="button" aria-label={t('feedback.treeSelect.clear')} onClick={() => setCurrent(multiple ? [] : null)}>
              <Icon name="close" size="sm" />
            </ClearButton>
          )}
          <Arrow aria-hidden="true"><Icon name={open ? 'chevronUp' : 'chevronDown'} size="sm" /></Arrow>
        </Box>
      </RadixPopover.Anchor>
      <RadixPopover.Portal>
        <RadixPopover.Content asChild align="start" sideOffset={4} collisionPadding={8} aria-label={rest['aria-label']}>
          <Panel>
            <Tree
              treeData={treeData}
              size={size}
              height={listHeight}
              searchable={searchable}
              searchPlaceholder={t('feedback.treeSelect.search')}
              aria-label={rest['aria-label']}
              defaultExpandedKeys={keys.flatMap((key) => ancestors(index, key))}
              checkable={multiple}
              checkedKeys={multiple ? keys : undefined}
              onCheck={(checked) => setCurrent(checked)}
              selectedKey={multiple ? undefined : keys[0] ?? null}
              onSelect={(key) => {
                setCurrent(key);
                setOpen(false);
              }}
            />
          </Panel>
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

function ancestors(index: ReturnType<typeof indexTree>, key: string): string[] {
  const out: string[] = [];
  let parent = index.byKey.get(key)?.parent ?? null;
  while (parent) {
    out.push(parent);
    parent = index.byKey.get(parent)?.parent ?? null;
  }
  return out;
}
