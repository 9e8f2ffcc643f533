export { Select, type SelectProps } from './Select';
export { optionMatches, type SelectOption } from './optionMatch';
export { PopupPanel } from './Select.styles';
