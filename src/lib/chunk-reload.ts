/**
 * A tab opened before a deploy asks for route chunks that no longer exist. The fix is a reload,
 * which fetches the new index.html and its new chunk names. To make sure a chunk that is really
 * broken cannot reload the page forever, the reload happens at most once per tab until a chunk
 * loads again.
 */

import { sectionCodeLoaded } from './start-up/section-code';

const storageKey = 'akscellence:chunk-reload';
/** A chunk that has not arrived after 120 s is given up ("Loading chunk ... failed"). */
export const chunkLoadTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('This page could not be loaded. Check your connection and try again.', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Dynamic-import failures look different in each browser and in Vite's preloader. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading (CSS )?chunk|Unable to preload CSS/i.test(
    error.message,
  );
}

function readFlag(): boolean {
  try {
    return window.sessionStorage.getItem(storageKey) !== null;
  } catch {
    // Storage can be disabled; without it we cannot guard a reload, so never reload.
    return true;
  }
}

/** Reloads the page once; returns false when a reload already happened in this tab. */
export function reloadOnce(
  reload: () => void = () => {
    window.location.reload();
  },
): boolean {
  if (readFlag()) return false;
  try {
    window.sessionStorage.setItem(storageKey, String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** A chunk loaded, so the next stale-chunk failure may reload again. */
export function clearReloadFlag(): void {
  try {
    window.sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing to clear without storage.
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(new Error(`Loading chunk timed out after ${ms} ms`)));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Wraps the import of a chunk (a route module, a section's code). On a chunk failure it reloads
 * once; if the failure persists it throws a ChunkLoadError, which the error screen shows with a
 * Retry button.
 */
export function lazyChunk<T>(
  load: () => Promise<T>,
  options: { reload?: () => void; timeoutMs?: number } = {},
) {
  return async (): Promise<T> => {
    try {
      const module = await withTimeout(load(), options.timeoutMs ?? chunkLoadTimeoutMs);
      if (typeof window !== 'undefined') clearReloadFlag();
      return module;
    } catch (error) {
      if (typeof window === 'undefined' || !isChunkLoadError(error)) throw error;
      if (reloadOnce(options.reload)) {
        // The page is going away; keep the navigation pending instead of flashing an error.
        return new Promise<T>(() => undefined);
      }
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError(error);
    }
  };
}

/**
 * `route.lazy` for a page's route module (see lazyChunk). On a client-side navigation it also
 * waits for the section chunks the module started loading, so the page appears whole.
 */
export function lazyRoute<T>(
  load: () => Promise<T>,
  options: { reload?: () => void; timeoutMs?: number } = {},
) {
  const loadModule = lazyChunk(load, options);
  return async (): Promise<T> => {
    const module = await loadModule();
    await sectionCodeLoaded();
    return module;
  };
}
