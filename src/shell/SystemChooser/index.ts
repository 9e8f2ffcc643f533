export { SystemChooser, type SystemChooserProps } from './SystemChooser';
