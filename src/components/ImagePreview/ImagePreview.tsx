import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, useState, type KeyboardEvent } from 'react';
import { t } from '../../i18n';
import { Icon } from '../../icons';
import { Overlay } from '../Dialog/Dialog.styles';
import type { Size } from '../types';
import { Canvas, Caption, Counter, Side, Stage, ThumbButton, ThumbPlaceholder, Thumbs, ToolButton, Toolbar } from './ImagePreview.styles';

export interface PreviewImage {
  src: string;
  /** Describes the picture; also the thumbnail's name. */
  alt: string;
  /** Full-size source when the thumbnail is a smaller file. */
  fullSrc?: string;
}

export interface ImagePreviewProps {
  images: PreviewImage[];
  size?: Size;
  /** Index shown when the preview opens by itself (stories, deep links). */
  defaultOpenIndex?: number;
}

const ZOOM_STEPS = [0.5, 0.75, 1, 1.5, 2, 3];

/** Thumbnails; each opens a modal viewer with zoom and previous/next (also ←/→, +/−, 0). */
export function ImagePreview({ images, size = 'md', defaultOpenIndex }: ImagePreviewProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(defaultOpenIndex ?? null);
  const [zoom, setZoom] = useState(2);
  // No Radix Trigger here (one viewer, many thumbnails): return focus to the opener by hand.
  const opener = useRef<HTMLButtonElement | null>(null);
  const current = openIndex === null ? undefined : images[openIndex];
  const show = (index: number) => {
    setOpenIndex(Math.max(0, Math.min(images.length - 1, index)));
    setZoom(2);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (openIndex === null) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => show(openIndex - 1),
      ArrowRight: () => show(openIndex + 1),
      '+': () => setZoom((z) => Math.min(ZOOM_STEPS.length - 1, z + 1)),
      '=': () => setZoom((z) => Math.min(ZOOM_STEPS.length - 1, z + 1)),
      '-': () => setZoom((z) => Math.max(0, z - 1)),
      '0': () => setZoom(2),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <>
      <Thumbs>
        {images.map((image, index) => (
          <li key={image.src}>
            <ThumbButton type="button" $size={size} aria-label={t('feedback.imagePreview.open', { name: image.alt })} onClick={(event) => { opener.current = event.currentTarget; show(index); }}>
              <img src={image.src} alt="" />
            </ThumbButton>
          </li>
        ))}
      </Thumbs>
      <RadixDialog.Root open={current !== undefined} onOpenChange={(open) => { if (!open) setOpenIndex(null); }}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay asChild><Overlay /></RadixDialog.Overlay>
          <RadixDialog.Content
            asChild
            aria-describedby={undefined}
            onKeyDown={onKeyDown}
            onCloseAutoFocus={(event) => { if (opener.current) { event.preventDefault(); opener.current.focus(); } }}
          >
            <Stage>
              <Toolbar>
                <RadixDialog.Title asChild>
                  <Caption>{t('feedback.imagePreview.title')}：{current?.alt}</Caption>
                </RadixDialog.Title>
                <Counter aria-live="polite">{t('feedback.imagePreview.counter', { index: (openIndex ?? 0) + 1, total: images.length })}</Counter>
                <ToolButton type="button" aria-label={t('feedback.imagePreview.zoomOut')} disabled={zoom === 0} onClick={() => setZoom(zoom - 1)}><Icon name="minus" /></ToolButton>
                <ToolButton type="button" aria-label={t('feedback.imagePreview.reset')} onClick={() => setZoom(2)}><Icon name="refresh" /></ToolButton>
                <ToolButton type="button" aria-label={t('feedback.imagePreview.zoomIn')} disabled={zoom === ZOOM_STEPS.length - 1} onClick={() => setZoom(zoom + 1)}><Icon name="plus" /></ToolButton>
                <RadixDialog.Close asChild>
                  <ToolButton type="button" aria-label={t('feedback.dialog.close')}><Icon name="close" /></ToolButton>
                </RadixDialog.Close>
              </Toolbar>
              <Canvas>
                {current && <img src={current.fullSrc ?? current.src} alt={current.alt} data-zoom={ZOOM_STEPS[zoom]} style={{ transform: `scale(${ZOOM_STEPS[zoom]})` }} />}
                {images.length > 1 && (
                  <>
                    <Side type="button" $side="left" aria-label={t('feedback.imagePreview.prev')} disabled={openIndex === 0} onClick={() => show((openIndex ?? 0) - 1)}><Icon name="chevronLeft" size="lg" /></Side>
                    <Side type="button" $side="right" aria-label={t('feedback.imagePreview.next')} disabled={openIndex === images.length - 1} onClick={() => show((openIndex ?? 0) + 1)}><Icon name="chevronRight" size="lg" /></Side>
                  </>
                )}
              </Canvas>
            </Stage>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </>
  );
}

/**
 * The place of a thumbnail whose picture is still on its way, exactly its size: what follows it
 * (a chat log kept at its bottom) does not move when the picture arrives.
 */
export function ImageThumbPlaceholder({ size = 'md', label = t('feedback.imagePreview.loading') }: { size?: Size; label?: string }) {
  return <ThumbPlaceholder $size={size} role="img" aria-label={label} aria-busy="true" />;
}
