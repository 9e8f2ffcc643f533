/** An image message: its thumbnail (the server's 240 px JPEG) opening the full picture in the preview. */
import { useEffect, useState } from 'react';
import { ImagePreview, ImageThumbPlaceholder, type PreviewImage } from '../../../../../../src/components/ImagePreview';
import { t } from '../../../../../../src/i18n';
import type { ChatData } from '../../chat/data';

export function ChatImage({ data, fileId, sender }: { data: ChatData; fileId: string; sender: string }) {
  const [image, setImage] = useState<PreviewImage | null>(null);
  useEffect(() => {
    let alive = true;
    const made: string[] = [];
    void Promise.all([data.imageUrl(fileId, true), data.imageUrl(fileId, false)]).then(([src, fullSrc]) => {
      made.push(src, fullSrc);
      if (alive) setImage({ src, fullSrc, alt: t('chat.imageOf', { name: sender }) });
    }, () => undefined);
    return () => {
      alive = false;
      made.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [data, fileId, sender]);
  return image ? <ImagePreview images={[image]} size="lg" /> : <ImageThumbPlaceholder size="lg" label={t('chat.image')} />;
}
