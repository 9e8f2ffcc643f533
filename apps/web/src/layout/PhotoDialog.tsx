/** 更换头像: the current photo and an image upload (JPG/PNG/WebP, 5 MB); the menu shows the new one at once. */
import styled from 'styled-components';
import { Dialog } from '../../../../src/components/Dialog';
import { message } from '../../../../src/components/Message';
import { Upload } from '../../../../src/components/Upload';
import { t } from '../../../../src/i18n';

const Current = styled.figure`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.md};
  margin: 0 0 ${(p) => p.theme.space.md};
  color: ${(p) => p.theme.color.text.secondary};
  img { width: calc(${(p) => p.theme.space.xxl} * 2); height: calc(${(p) => p.theme.space.xxl} * 2); border-radius: 50%; object-fit: cover; }
`;

export interface PhotoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  photoUrl?: string;
  onUpload: (file: File) => Promise<void>;
}

/** The server's Chinese message of a refused upload, shown under the file. */
function refusal(error: unknown): Error {
  const msg = (error as { body?: { msg?: string } } | null)?.body?.msg;
  return new Error(msg ?? (error instanceof Error ? error.message : String(error)));
}

export function PhotoDialog({ open, onOpenChange, photoUrl, onUpload }: PhotoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('shell.photo.title')} footer={null}>
      <Current>
        {photoUrl ? <img src={photoUrl} alt={t('shell.photo.current')} /> : null}
        <figcaption>{photoUrl ? t('shell.photo.current') : t('shell.photo.none')}</figcaption>
      </Current>
      <Upload aria-label={t('shell.photo.upload')} accept=".jpg,.jpeg,.png,.webp" maxSize={5 * 1024 * 1024} maxCount={1} multiple={false} hint={t('shell.photo.hint')}
        upload={async (file, onProgress) => {
          onProgress(20);
          try {
            await onUpload(file);
          } catch (error) {
            throw refusal(error);
          }
          onProgress(100);
          void message.success(t('shell.photo.saved'));
        }} />
    </Dialog>
  );
}
