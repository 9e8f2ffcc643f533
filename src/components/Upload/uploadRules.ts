/** File checks done before anything is sent: type (accept) and size, with readable sizes. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} B`;
}

/**
 * Whether a file matches an `accept` string like ".jpg,.png,image/*,application/pdf"
 * (the same syntax as the input attribute; matched on extension and MIME type).
 */
export function matchesAccept(file: { name: string; type: string }, accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.split(',').map((rule) => rule.trim().toLowerCase()).filter(Boolean).some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** "JPG、PNG、PDF" for hints and messages. */
export function describeAccept(accept: string): string {
  return accept.split(',').map((rule) => rule.trim()).filter(Boolean)
    .map((rule) => (rule.startsWith('.') ? rule.slice(1).toUpperCase() : rule.endsWith('/*') ? rule : rule.split('/')[1]?.toUpperCase() ?? rule))
    .join('、');
}

export type FileProblem = { kind: 'type' } | { kind: 'size'; actual: string; limit: string };

export function checkFile(file: { name: string; type: string; size: number }, accept?: string, maxSize?: number): FileProblem | null {
  if (!matchesAccept(file, accept)) return { kind: 'type' };
  if (maxSize !== undefined && file.size > maxSize) return { kind: 'size', actual: formatFileSize(file.size), limit: formatFileSize(maxSize) };
  return null;
}
