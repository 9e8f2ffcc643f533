import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../icons';
import type { Size } from '../types';
import { Bar, List, Panel, Trigger, type TabsVariant } from './Tabs.styles';

export type { TabsVariant };

export interface TabItem {
  key: string;
  label: ReactNode;
  icon?: IconName;
  disabled?: boolean;
  children?: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onChange?: (key: string) => void;
  variant?: TabsVariant;
  size?: Size;
  /** Content at the right of the tab bar (filters, buttons). */
  extra?: ReactNode;
  /** Accessible name of the tab list. */
  'aria-label'?: string;
  className?: string;
}

/** Radix tabs: arrow keys move between tabs (automatic activation), Home/End jump to the ends. */
export function Tabs({ items, value, defaultValue, onChange, variant = 'line', size = 'md', extra, className, ...rest }: TabsProps) {
  return (
    <RadixTabs.Root value={value} defaultValue={defaultValue ?? items.find((item) => !item.disabled)?.key} onValueChange={onChange} className={className}>
      <Bar>
        <RadixTabs.List asChild aria-label={rest['aria-label']}>
          <List $variant={variant}>
            {items.map((item) => (
              <RadixTabs.Trigger key={item.key} value={item.key} disabled={item.disabled} asChild>
                <Trigger $variant={variant} $size={size}>
                  {item.icon && <Icon name={item.icon} size={size === 'lg' ? 'md' : 'sm'} />}
                  {item.label}
                </Trigger>
              </RadixTabs.Trigger>
            ))}
          </List>
        </RadixTabs.List>
        {extra}
      </Bar>
      {items.map((item) => (
        <RadixTabs.Content key={item.key} value={item.key} asChild>
          <Panel>{item.children}</Panel>
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
