export { ReloginDialog, type ReloginDialogProps, type ReloginValues } from './ReloginDialog';
