/**
 * File name from a Content-Disposition header. The RFC 5987 form
 * `filename*=UTF-8''%E6%8A%A5%E8%A1%A8.xlsx` wins over the plain `filename=`, which some
 * servers also percent-encode.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    const value = extended[2].trim().replace(/^"(.*)"$/, '$1');
    const decoded = safeDecode(value);
    if (decoded) return decoded;
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  if (!plain) return undefined;
  const value = (plain[2] ?? plain[1]).trim();
  return safeDecode(value) || undefined;
}

function safeDecode(value: string): string {
  if (!/%[0-9a-f]{2}/i.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
