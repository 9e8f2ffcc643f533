export { Progress, type ProgressProps, type ProgressStatus } from './Progress';
