import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  clearReloadFlag,
  isChunkLoadError,
  lazyRoute,
  reloadOnce,
} from './chunk-reload';

const staleChunk = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/home-abc.js'));

describe('chunk load failures', () => {
  afterEach(() => {
    clearReloadFlag();
  });

  it('recognises the errors browsers give for missing chunks', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 12 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('nope')).toBe(false);
  });

  it('reloads the page once, then lets the error screen show', async () => {
    const reload = vi.fn();
    const first = lazyRoute(staleChunk, { reload });
    void first();
    await vi.waitFor(() => {
      expect(reload).toHaveBeenCalledTimes(1);
    });

    // After the reload the chunk is still missing: no second reload, a ChunkLoadError instead.
    const second = lazyRoute(staleChunk, { reload });
    await expect(second()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('arms the guard again once a chunk loads', async () => {
    const reload = vi.fn();
    expect(reloadOnce(reload)).toBe(true);
    expect(reloadOnce(reload)).toBe(false);
    await lazyRoute(() => Promise.resolve({ ok: true }))();
    expect(reloadOnce(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('passes other errors through untouched and never reloads for them', async () => {
    const reload = vi.fn();
    const broken = new Error('render bug');
    await expect(lazyRoute(() => Promise.reject(broken), { reload })()).rejects.toBe(broken);
    expect(reload).not.toHaveBeenCalled();
  });

  it('gives up on a chunk that never arrives after 120 s', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const pending = lazyRoute(() => new Promise<never>(() => undefined), {
      reload,
      timeoutMs: 120_000,
    })();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(reload).toHaveBeenCalledTimes(1);
    void pending;
    vi.useRealTimers();
  });
});
