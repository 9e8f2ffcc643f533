export { Checkbox, type CheckboxProps } from './Checkbox';
export { CheckboxGroup, type CheckboxGroupProps, type ChoiceOption } from './CheckboxGroup';
