export { Popover, PopoverClose, type PopoverProps } from './Popover';
export { floatingSurface } from './Popover.styles';
