export { SideMenu, type SideMenuProps } from './SideMenu';
