import * as Menu from '@radix-ui/react-dropdown-menu';
import type { RowData } from '@tanstack/react-table';
import styled from 'styled-components';
import { t } from '../../i18n';
import { Icon } from '../../icons';
import { Button } from '../Button';
import type { Size } from '../types';
import { columnTitle } from './features';
import type { DataTableInstance } from './useDataTable';

const Content = styled(Menu.Content)`
  z-index: ${(p) => p.theme.z.dropdown};
  min-width: calc(${(p) => p.theme.space.xxl} * 3);
  padding: ${(p) => p.theme.space.xxs};
  font-size: ${(p) => p.theme.font.size.md};
  color: ${(p) => p.theme.color.text.primary};
  background: ${(p) => p.theme.color.bg.elevated};
  border: 1px solid ${(p) => p.theme.color.border.secondary};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.md};
`;

const Label = styled(Menu.Label)`
  padding: ${(p) => p.theme.space.xxs} ${(p) => p.theme.space.xs};
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.color.text.secondary};
`;

const Item = styled(Menu.CheckboxItem)`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  padding: ${(p) => p.theme.space.xxs} ${(p) => p.theme.space.xs};
  border-radius: ${(p) => p.theme.radius.md};
  cursor: pointer;
  outline: none;
  &[data-highlighted] { background: ${(p) => p.theme.color.bg.hover}; }
  &:focus-visible { box-shadow: inset 0 0 0 2px ${(p) => p.theme.color.border.focus}; }
`;

/** A fixed box so names line up whether the tick is shown or not. */
const Tick = styled.span`
  display: inline-flex;
  width: ${(p) => p.theme.font.size.lg};
  color: ${(p) => p.theme.color.primary.textOnContainer};
`;

/** "列设置": a menu of checkboxes that show or hide the columns that allow hiding. */
export function ColumnSettings<TData extends RowData>({ table, size = 'sm' }: { table: DataTableInstance<TData>; size?: Size }) {
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <Button size={size} icon="columns">{t('table.dataTable.columnSettings')}</Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Content align="end" sideOffset={4} data-overlay="">
          <Label>{t('table.dataTable.columnSettingsTitle')}</Label>
          {columns.map((column) => (
            <Item
              key={column.id}
              checked={column.getIsVisible()}
              // Keep the menu open so several columns can be toggled in a row.
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={(checked) => column.toggleVisibility(checked === true)}
            >
              <Tick>
                <Menu.ItemIndicator>
                  <Icon name="check" size="sm" />
                </Menu.ItemIndicator>
              </Tick>
              {columnTitle(column)}
            </Item>
          ))}
        </Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
