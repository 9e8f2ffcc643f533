import { describe, expect, it, vi } from 'vitest';
import { PreferenceCache } from './cache';
import { memoryPreferenceStore } from './store';

describe('preference cache', () => {
  it('loads a key once, shows writes at once and saves once after quiet', async () => {
    vi.useFakeTimers();
    const store = memoryPreferenceStore({ a: { density: 'compact' } });
    const get = vi.spyOn(store, 'get');
    const save = vi.spyOn(store, 'save');
    const cache = new PreferenceCache(store);
    expect(cache.read('a').status).toBe('loading');
    cache.read('a');
    await vi.waitFor(() => expect(cache.read('a')).toEqual({ status: 'ready', value: { density: 'compact' } }));
    expect(get).toHaveBeenCalledTimes(1);
    const seen: unknown[] = [];
    cache.subscribe('a', () => seen.push(cache.read('a').value));
    cache.write('a', { density: 'loose' });
    cache.write('a', { density: 'default' });
    expect(seen).toEqual([{ density: 'loose' }, { density: 'default' }]);
    expect(save).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(save).toHaveBeenCalledTimes(1);
    expect(store.values.get('a')).toEqual({ density: 'default' });
    vi.useRealTimers();
  });

  it('reset drops a pending save and deletes the stored value', async () => {
    const store = memoryPreferenceStore({ b: [1] });
    const cache = new PreferenceCache(store);
    cache.write('b', [2]);
    await cache.reset('b');
    await cache.flush();
    expect(store.values.has('b')).toBe(false);
    expect(cache.read('b')).toEqual({ status: 'ready', value: null });
  });

  it('a failed load leaves the default and keeps saving', async () => {
    const store = memoryPreferenceStore();
    store.get = () => Promise.reject(new Error('offline'));
    const cache = new PreferenceCache(store);
    cache.read('c');
    await vi.waitFor(() => expect(cache.read('c').status).toBe('failed'));
    cache.write('c', 'x');
    await cache.flush('c');
    expect(store.values.get('c')).toBe('x');
  });
});
