export { ImagePreview, ImageThumbPlaceholder, type ImagePreviewProps, type PreviewImage } from './ImagePreview';
