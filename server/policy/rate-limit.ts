/**
 * A fixed-window counter per client. On the embedded SQLite engine one process is the whole
 * gateway and the counter lives in its memory; on PostgreSQL every instance counts in the
 * database instead (server/db/rate-limit.ts), so the limit holds across them.
 */

export type RateDecision =
  | { allowed: true }
  | {
      allowed: false;
      retryAfterSeconds: number;
      /** When the window ends (ms since the epoch): the same for every refusal in it. */
      resetsAt: number;
    };

/** What the gateway asks before it does any work for a client. */
export interface RateLimit {
  hit(client: string): Promise<RateDecision>;
}

/** The answer for the `hits`-th request of a window that started at `startedAt`. */
export function decide(
  hits: number,
  max: number,
  startedAt: number,
  windowMs: number,
  now: number,
): RateDecision {
  if (hits <= max) return { allowed: true };
  const remainingMs = startedAt + windowMs - now;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
    resetsAt: startedAt + windowMs,
  };
}

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
    this.#maxClients = Math.max(1, options.maxClients ?? 100_000);
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
    return decide(window.hits, this.#max, window.startedAt, this.#windowMs, now);
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

/** The in-memory counter behind the gateway's asynchronous interface. */
export function memoryRateLimit(options: RateLimiterOptions): RateLimit {
  const limiter = new RateLimiter(options);
  return { hit: (client) => Promise.resolve(limiter.hit(client)) };
}
