import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { t } from '../../i18n';
import { Icon } from '../../icons';
import { Button } from '../Button';
import { Progress } from '../Progress';
import { checkFile, describeAccept, formatFileSize } from './uploadRules';
import { Actions, Errors, FileMeta, FileName, FileRow, Files, Hint, Root, VisuallyHidden, Wide, Zone, ZoneButton } from './Upload.styles';

export type UploadStatus = 'uploading' | 'done' | 'error';

export interface UploadItem {
  uid: string;
  file: File;
  status: UploadStatus;
  percent: number;
  error?: string;
}

/**
 * The transfer itself, injected: report progress 0–100, resolve when stored, reject on
 * failure with an Error whose message is shown under the file as it is (a whole sentence).
 */
export type UploadFn = (file: File, onProgress: (percent: number) => void) => Promise<unknown>;

export interface UploadProps {
  upload: UploadFn;
  /** Same syntax as the input attribute: ".jpg,.png,application/pdf". */
  accept?: string;
  /** Bytes. */
  maxSize?: number;
  maxCount?: number;
  multiple?: boolean;
  disabled?: boolean;
  /** Replaces the default hint built from accept and maxSize. */
  hint?: ReactNode;
  onChange?: (items: UploadItem[]) => void;
  /** What the files are for (现场照片); read before the zone's text. */
  'aria-label'?: string;
}

let nextUid = 1;

/** Click or drop files; each is checked, then sent through `upload` with its own progress, retry and remove. */
export function Upload({ upload, accept, maxSize, maxCount, multiple = true, disabled, hint, onChange, ...rest }: UploadProps) {
  const [items, setItemsState] = useState<UploadItem[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const itemsRef = useRef<UploadItem[]>([]);

  // Progress callbacks arrive asynchronously: always update from the latest list.
  const update = (change: (all: UploadItem[]) => UploadItem[]) => {
    itemsRef.current = change(itemsRef.current);
    setItemsState(itemsRef.current);
    onChange?.(itemsRef.current);
  };
  const patch = (uid: string, values: Partial<UploadItem>) => update((all) => all.map((item) => (item.uid === uid ? { ...item, ...values } : item)));

  const send = (item: UploadItem) => {
    patch(item.uid, { status: 'uploading', percent: 0, error: undefined });
    upload(item.file, (percent) => patch(item.uid, { percent: Math.min(100, Math.max(0, percent)) })).then(
      () => patch(item.uid, { status: 'done', percent: 100 }),
      (error: unknown) => patch(item.uid, { status: 'error', error: error instanceof Error && error.message ? error.message : t('feedback.upload.failed') }),
    );
  };

  const addFiles = (files: File[]) => {
    if (disabled) return;
    const found: string[] = [];
    const accepted: UploadItem[] = [];
    for (const file of multiple ? files : files.slice(0, 1)) {
      const problem = checkFile(file, accept, maxSize);
      if (problem?.kind === 'type') found.push(t('feedback.upload.badType', { name: file.name, accept: describeAccept(accept ?? '') }));
      else if (problem?.kind === 'size') found.push(t('feedback.upload.tooLarge', { name: file.name, actual: problem.actual, size: problem.limit }));
      else if (maxCount !== undefined && itemsRef.current.length + accepted.length >= maxCount) found.push(t('feedback.upload.tooMany', { max: maxCount }));
      else accepted.push({ uid: `upload-${nextUid++}`, file, status: 'uploading', percent: 0 });
    }
    setProblems([...new Set(found)]);
    if (!accepted.length) return;
    update((all) => (multiple ? [...all, ...accepted] : accepted));
    accepted.forEach(send);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles([...event.dataTransfer.files]);
  };

  const defaultHint = maxSize !== undefined
    ? accept ? t('feedback.upload.hint', { accept: describeAccept(accept), size: formatFileSize(maxSize) }) : t('feedback.upload.hintAny', { size: formatFileSize(maxSize) })
    : accept ? describeAccept(accept) : null;

  return (
    <Root>
      <Zone
        $dragging={dragging}
        $disabled={disabled}
        data-dragging={dragging || undefined}
        onDragOver={(event) => { event.preventDefault(); if (!disabled) setDragging(true); }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <ZoneButton type="button" disabled={disabled} onClick={() => inputRef.current?.click()}>
          {rest['aria-label'] && <VisuallyHidden>{rest['aria-label']}：</VisuallyHidden>}
          <Icon name="upload" size="lg" />
          <span>{t('feedback.upload.trigger')}</span>
          {(hint ?? defaultHint) && <Hint>{hint ?? defaultHint}</Hint>}
        </ZoneButton>
        <input
          ref={inputRef}
          type="file"
          hidden
          tabIndex={-1}
          accept={accept}
          multiple={multiple}
          onChange={(event) => {
            addFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </Zone>
      <Errors role="alert">{problems.map((problem) => <div key={problem}>{problem}</div>)}</Errors>
      {items.length > 0 && (
        <Files aria-label={t('feedback.upload.list')}>
          {items.map((item) => (
            <FileRow key={item.uid} $failed={item.status === 'error'} data-status={item.status}>
              <Icon name="file" />
              <FileName title={item.file.name}>{item.file.name}</FileName>
              <Actions>
                {item.status === 'error' && (
                  <Button size="sm" variant="text" icon="refresh" aria-label={t('feedback.upload.retryFile', { name: item.file.name })} onClick={() => send(item)}>
                    {t('feedback.upload.retry')}
                  </Button>
                )}
                <Button size="sm" variant="text" icon="delete" aria-label={t('feedback.upload.removeFile', { name: item.file.name })} onClick={() => update((all) => all.filter((other) => other.uid !== item.uid))} />
              </Actions>
              <Wide>
                {item.status === 'uploading' && <Progress size="sm" percent={item.percent} label={item.file.name} />}
                {item.status === 'done' && <FileMeta $tone="success">{formatFileSize(item.file.size)} · {t('feedback.upload.done')}</FileMeta>}
                {/* The thrown message is the whole sentence ("导入失败：…"): no second 上传失败 before it. */}
                {item.status === 'error' && <FileMeta $tone="error">{item.error ?? t('feedback.upload.failed')}</FileMeta>}
              </Wide>
            </FileRow>
          ))}
        </Files>
      )}
    </Root>
  );
}
