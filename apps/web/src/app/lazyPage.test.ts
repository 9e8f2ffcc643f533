import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, withTimeout } from './lazyPage';

afterEach(() => vi.useRealTimers());

describe('page chunk loading (§8, §9: 120 s)', () => {
  it('rejects with a chunk error after 120000 ms', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => undefined));
    const outcome = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
  it('turns an import failure into a chunk error and passes a success through', async () => {
    await expect(withTimeout(Promise.reject(new Error('Failed to fetch dynamically imported module')))).rejects.toThrow(/Failed to fetch/);
    await expect(withTimeout(Promise.resolve(42))).resolves.toBe(42);
  });
});
