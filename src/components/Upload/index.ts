export { Upload, type UploadFn, type UploadItem, type UploadProps, type UploadStatus } from './Upload';
export { checkFile, describeAccept, formatFileSize, matchesAccept } from './uploadRules';
