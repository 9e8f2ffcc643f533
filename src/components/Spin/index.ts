export { Spin, type SpinProps } from './Spin';
