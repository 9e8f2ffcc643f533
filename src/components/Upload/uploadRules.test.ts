import { describe, expect, it } from 'vitest';
import { checkFile, describeAccept, formatFileSize, matchesAccept } from './uploadRules';

describe('upload rules', () => {
  it('matches extensions, wildcard and exact MIME types', () => {
    expect(matchesAccept({ name: '现场.JPG', type: 'image/jpeg' }, '.jpg,.png')).toBe(true);
    expect(matchesAccept({ name: 'a.webp', type: 'image/webp' }, 'image/*')).toBe(true);
    expect(matchesAccept({ name: '报表.pdf', type: 'application/pdf' }, 'application/pdf')).toBe(true);
    expect(matchesAccept({ name: '报表.xlsx', type: 'application/vnd.ms-excel' }, '.jpg, image/*')).toBe(false);
    expect(matchesAccept({ name: 'x', type: '' }, undefined)).toBe(true);
  });
  it('formats sizes and describes accept lists', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(describeAccept('.jpg,.png,application/pdf')).toBe('JPG、PNG、PDF');
  });
  it('reports the type first, then the size with both figures', () => {
    expect(checkFile({ name: 'a.exe', type: '', size: 1 }, '.jpg')).toEqual({ kind: 'type' });
    expect(checkFile({ name: 'a.jpg', type: 'image/jpeg', size: 3 * 1024 * 1024 }, '.jpg', 2 * 1024 * 1024)).toEqual({ kind: 'size', actual: '3 MB', limit: '2 MB' });
    expect(checkFile({ name: 'a.jpg', type: 'image/jpeg', size: 10 }, '.jpg', 1024)).toBeNull();
  });
});
