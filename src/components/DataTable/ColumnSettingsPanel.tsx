import styled from 'styled-components';
import { t } from '../../i18n';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Popover } from '../Popover';
import { RadioGroup } from '../Radio';
import type { Size } from '../types';

/** One column as the settings panel shows it, in display order. */
export interface ColumnSetting {
  id: string;
  title: string;
  visible: boolean;
  pinned?: 'start' | 'end';
  /** A key column (catalogue `important`): always shown, its box cannot be cleared. */
  locked?: boolean;
}

export interface ColumnSettingsPanelProps {
  columns: readonly ColumnSetting[];
  onChange: (next: ColumnSetting[]) => void;
  /** Back to the catalogue's columns, order, widths and density. */
  onReset: () => void;
  /** Nothing to reset (no saved settings). */
  resetDisabled?: boolean;
  density?: Size;
  onDensityChange?: (next: Size) => void;
}

const Panel = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.xs};
  min-width: calc(${(p) => p.theme.space.xxl} * 6);
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space.sm};
  font-weight: ${(p) => p.theme.font.weight.medium};
`;

const List = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space.xxs};
  margin: 0;
  padding: ${(p) => p.theme.space.xxs} 0 0;
  list-style: none;
  max-height: calc(${(p) => p.theme.space.xxl} * 8);
  overflow: auto;
  border-top: 1px solid ${(p) => p.theme.color.border.secondary};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  padding: 0 ${(p) => p.theme.space.xxs};
  border-radius: ${(p) => p.theme.radius.md};
  &:hover { background: ${(p) => p.theme.color.bg.hover}; }
`;

const Tools = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xxs};
`;

const Note = styled.span`
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
`;

const pinCycle: Record<'none' | 'start' | 'end', 'start' | 'end' | undefined> = { none: 'start', start: 'end', end: undefined };
const pinLabel = (pinned?: 'start' | 'end') => t(pinned === 'start' ? 'lists.columnsPinStart' : pinned === 'end' ? 'lists.columnsPinEnd' : 'lists.columnsUnpin');

/**
 * The body of "列设置" (issue 15): density, then each column with its visibility, its place
 * (上移/下移) and its pinning (cycles 不固定 → 左侧 → 右侧), and 恢复默认. Controlled: the list
 * keeps the state (per user, on the server).
 */
export function ColumnSettingsPanel({ columns, onChange, onReset, resetDisabled, density, onDensityChange }: ColumnSettingsPanelProps) {
  const update = (index: number, patch: Partial<ColumnSetting>) => onChange(columns.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...columns];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  };
  return (
    <Panel>
      <Head>
        <span>{t('lists.columnsTitle')}</span>
        <Button size="sm" variant="link" onClick={onReset} disabled={resetDisabled}>{t('lists.columnsReset')}</Button>
      </Head>
      {density && onDensityChange && (
        <RadioGroup<Size> aria-label={t('lists.density')} optionType="button" size="sm" value={density} onChange={onDensityChange}
          options={[{ value: 'sm', label: t('lists.densityCompact') }, { value: 'md', label: t('lists.densityDefault') }, { value: 'lg', label: t('lists.densityLoose') }]} />
      )}
      <List aria-label={t('lists.columnsTitle')}>
        {columns.map((column, index) => (
          <Item key={column.id}>
            <Checkbox checked={column.visible || column.locked} disabled={column.locked} onChange={(checked) => update(index, { visible: checked })}
              aria-label={t('lists.columnsShow', { column: column.title })}>
              {column.title}
              {column.locked && <Note> · {t('lists.columnsImportant')}</Note>}
            </Checkbox>
            <Tools>
              <Button size="sm" variant="text" onClick={() => update(index, { pinned: pinCycle[column.pinned ?? 'none'] })}
                aria-label={`${column.title} ${pinLabel(column.pinned)}`} aria-pressed={Boolean(column.pinned)}>
                {pinLabel(column.pinned)}
              </Button>
              <Button size="sm" variant="text" icon="chevronUp" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('lists.columnsMoveUp', { column: column.title })} />
              <Button size="sm" variant="text" icon="chevronDown" disabled={index === columns.length - 1} onClick={() => move(index, 1)} aria-label={t('lists.columnsMoveDown', { column: column.title })} />
            </Tools>
          </Item>
        ))}
      </List>
    </Panel>
  );
}

/** "列设置" in a list's toolbar: the panel in a popover. */
export function ColumnSettingsButton(props: ColumnSettingsPanelProps & { size?: Size }) {
  const { size = 'md', ...panel } = props;
  return (
    <Popover arrow={false} align="end" aria-label={t('lists.columnsTitle')} content={<ColumnSettingsPanel {...panel} />}>
      <Button size={size} icon="columns">{t('lists.columnsTitle')}</Button>
    </Popover>
  );
}
