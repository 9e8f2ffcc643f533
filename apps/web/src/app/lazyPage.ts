/**
 * Page chunks load on demand (§2); a chunk that fails or takes longer than 120 s becomes
 * an error shown by the route's error element (§8).
 */
import { lazy, type ComponentType } from 'react';
import { SPEC_CONSTANTS } from '../../../../src/request/constants';

export class ChunkLoadError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ChunkLoadError';
  }
}

export function withTimeout<T>(loading: Promise<T>, ms: number = SPEC_CONSTANTS.pageChunkTimeoutMs): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`chunk load timeout of ${ms} ms exceeded`)), ms);
  });
  return Promise.race([loading, timeout])
    .catch((error: unknown) => {
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError(String((error as Error)?.message ?? error));
    })
    .finally(() => clearTimeout(timer));
}

/** A lazily loaded page whose chunk must arrive within the time-out. */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => lazy(() => withTimeout(load()));
