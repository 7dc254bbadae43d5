// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

function clock(start = 0) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('RateLimiter', () => {
  it('allows max requests per window, then says how long to wait', () => {
    const time = clock();
    const limiter = new RateLimiter({ max: 2, windowMs: 60_000, now: time.now });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    const resetsAt = time.now() + 60_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 60, resetsAt });
    time.advance(59_001);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1, resetsAt });
    expect(limiter.hit('b')).toEqual({ allowed: true });
    time.advance(999);
    expect(limiter.hit('a')).toEqual({ allowed: true });
  });

  it('forgets expired clients and never holds more than maxClients', () => {
    const time = clock();
    const limiter = new RateLimiter({ max: 1, windowMs: 1000, maxClients: 100, now: time.now });
    for (let i = 0; i < 100; i += 1) limiter.hit(`old-${i}`);
    expect(limiter.size).toBe(100);
    time.advance(1000);
    limiter.hit('new');
    expect(limiter.size).toBe(1);

    for (let i = 0; i < 10_000; i += 1) limiter.hit(`flood-${i}`);
    expect(limiter.size).toBe(100);
    // The newest clients are still limited.
    expect(limiter.hit('flood-9999').allowed).toBe(false);
  });

  it('is off when max is 0', () => {
    const limiter = new RateLimiter({ max: 0, windowMs: 1000 });
    for (let i = 0; i < 100; i += 1) expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.size).toBe(0);
  });
});
