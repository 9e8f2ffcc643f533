export { Input, type InputProps } from './Input';
export { fieldBox, InputBox, NativeInput } from './Input.styles';
