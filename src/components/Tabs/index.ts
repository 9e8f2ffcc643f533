export { Tabs, type TabItem, type TabsProps, type TabsVariant } from './Tabs';
