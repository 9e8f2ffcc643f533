/**
 * The form control of an images / attachments field: the files already attached (thumbnails
 * with preview, or names with download; each removable) and an upload zone. The value is the
 * comma-separated file ids the server stores; uploads go to the resource's `upload` call.
 */
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../../src/components/Button';
import { ImagePreview, type PreviewImage } from '../../../../../../src/components/ImagePreview';
import { Upload } from '../../../../../../src/components/Upload';
import { t } from '../../../../../../src/i18n';
import type { FieldDefinition, ResourceDefinition } from '../../../../../catalogue/src';
import { useWorkflowData } from './api';

/** The resource whose `upload` and `thumbnail` calls file fields use (set by the list around its dialogs). */
export const FileResourceContext = createContext<ResourceDefinition | null>(null);

const IMAGE_TYPES = '.jpg,.jpeg,.png,.webp';
const FILE_TYPES = '.pdf,.docx,.xlsx,.jpg,.jpeg,.png';
const MB = 1024 * 1024;

const Stack = styled.div`display: grid; gap: ${(p) => p.theme.space.xs};`;
const Names = styled.div`display: flex; flex-wrap: wrap; gap: ${(p) => p.theme.space.xs};`;

export const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? value.split(',') : []);

/** Object URLs of files' thumbnails (images) for a preview; revoked when the list changes. */
export function useImageUrls(resource: ResourceDefinition | null, ids: readonly string[]): PreviewImage[] {
  const data = useWorkflowData();
  const [images, setImages] = useState<PreviewImage[]>([]);
  const key = ids.join(',');
  useEffect(() => {
    if (!resource || !key) return setImages([]);
    let alive = true;
    const made: string[] = [];
    void Promise.all(
      key.split(',').map(async (id, i) => {
        const [src, fullSrc] = await Promise.all([data.fileUrl(resource, id, true), data.fileUrl(resource, id)]);
        made.push(src, fullSrc);
        return { src, fullSrc, alt: t('workflow.preview') + ` ${i + 1}` };
      }),
    ).then((list) => alive && setImages(list), () => alive && setImages([]));
    return () => {
      alive = false;
      made.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [data, resource, key]);
  return images;
}

export interface FileFieldProps {
  field: FieldDefinition;
  value?: unknown;
  onChange?: (value: string | null) => void;
  'aria-label'?: string;
}

export function FileField({ field, value, onChange, ...rest }: FileFieldProps) {
  const resource = useContext(FileResourceContext);
  const data = useWorkflowData();
  const ids = idsOf(value);
  // The latest ids while several uploads finish one after another.
  const latest = useRef(ids);
  latest.current = ids;
  const images = field.type === 'images';
  const preview = useImageUrls(images ? resource : null, ids);
  const set = (next: string[]) => {
    latest.current = next;
    onChange?.(next.length ? next.join(',') : null);
  };
  const max = field.maxFiles ?? 9;
  return (
    <Stack>
      {ids.length > 0 && images && <ImagePreview images={preview} size="sm" />}
      {ids.length > 0 && (
        <Names>
          {ids.map((id, i) => (
            <Button key={id} size="sm" variant="link" icon="close" onClick={() => set(ids.filter((x) => x !== id))}>
              {t('workflow.removeFile')} {i + 1}
            </Button>
          ))}
        </Names>
      )}
      {resource && ids.length < max && (
        <Upload
          aria-label={rest['aria-label'] ?? field.label}
          accept={images ? IMAGE_TYPES : FILE_TYPES}
          maxSize={(images ? 5 : 20) * MB}
          maxCount={max - ids.length}
          upload={async (file, onProgress) => {
            const stored = await data.upload(resource, file, images ? 'images' : 'attachments', onProgress);
            set([...latest.current, stored.id]);
          }}
        />
      )}
    </Stack>
  );
}

/** Attached files as a detail view shows them: image thumbnails with preview, or names to download. */
export function FileThumbs({ field, value }: { field: FieldDefinition; value: unknown }) {
  const resource = useContext(FileResourceContext);
  const data = useWorkflowData();
  const ids = idsOf(value);
  const preview = useImageUrls(field.type === 'images' ? resource : null, ids);
  if (!ids.length) return null;
  if (field.type === 'images' && resource) return <ImagePreview images={preview} size="sm" />;
  return (
    <Names>
      {ids.map((id, i) => (
        <Button key={id} size="sm" variant="link" icon="download" onClick={() => void data.download(id)}>
          {t('workflow.download')} {i + 1}
        </Button>
      ))}
    </Names>
  );
}
