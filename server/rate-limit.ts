/**
 * A fixed-window counter per client, held in memory. One process is the whole gateway here; a
 * deployment with several instances needs a shared store instead (or the proxy's own limit).
 */

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Window {
  startedAt: number;
  hits: number;
}

export interface RateLimiterOptions {
  /** Requests one client may make per window; 0 turns the limit off. */
  max: number;
  windowMs: number;
  /** Clients remembered at most, so a flood of addresses cannot exhaust memory. */
  maxClients?: number;
  now?: () => number;
}

export class RateLimiter {
  readonly #max: number;
  readonly #windowMs: number;
  readonly #maxClients: number;
  readonly #now: () => number;
  /** Insertion order is window start order (a new window re-inserts), so the oldest come first. */
  readonly #windows = new Map<string, Window>();

  constructor(options: RateLimiterOptions) {
    this.#max = options.max;
    this.#windowMs = Math.max(1, options.windowMs);
    this.#maxClients = Math.max(1, options.maxClients ?? 10_000);
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#windows.size;
  }

  hit(client: string): RateDecision {
    if (this.#max === 0) return { allowed: true };
    const now = this.#now();
    let window = this.#windows.get(client);
    if (!window || now - window.startedAt >= this.#windowMs) {
      this.#windows.delete(client);
      window = { startedAt: now, hits: 0 };
      this.#windows.set(client, window);
      this.#evict(now);
    }
    window.hits += 1;
    if (window.hits <= this.#max) return { allowed: true };
    const remainingMs = window.startedAt + this.#windowMs - now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
  }

  #evict(now: number): void {
    for (const [client, window] of this.#windows) {
      const expired = now - window.startedAt >= this.#windowMs;
      // Past the cap the oldest clients are forgotten early: they get a fresh budget, which is
      // the lesser harm than unbounded memory.
      if (!expired && this.#windows.size <= this.#maxClients) return;
      this.#windows.delete(client);
    }
  }
}
