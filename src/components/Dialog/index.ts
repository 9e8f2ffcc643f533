export { Dialog, type DialogProps } from './Dialog';
export { confirm, ConfirmDialog, destroyAllConfirms, type ConfirmOptions, type ConfirmTone } from './confirm';
