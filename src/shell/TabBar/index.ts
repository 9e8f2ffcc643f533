export { TabBar, type TabBarProps } from './TabBar';
export { actionsFor, type TabAction } from './tabActions';
