export { DropdownMenu, type DropdownMenuProps } from './DropdownMenu';
export type { MenuEntry } from './menuItems';
