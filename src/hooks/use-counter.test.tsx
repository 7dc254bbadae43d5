import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counterStepMs, nextCounterValue, useCounter } from './use-counter';

/** Controllable IntersectionObserver: tests decide when the counter is in view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe = vi.fn();
  unobserve = vi.fn();
  disconnect = vi.fn();
  takeRecords = () => [];
  root = null;
  rootMargin = '';
  thresholds = [];
  setVisible(isIntersecting: boolean) {
    act(() => {
      const entry = { isIntersecting } as IntersectionObserverEntry;
      this.callback([entry], this);
    });
  }
}

function Probe({ target }: { target: number }) {
  const { ref, value } = useCounter<HTMLSpanElement>(target);
  return (
    <span ref={ref} data-testid="value">
      {value}
    </span>
  );
}

const shown = () => Number(screen.getByTestId('value').textContent);
const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('nextCounterValue', () => {
  it('steps by one fifth of the target and never passes it', () => {
    expect(nextCounterValue(0, 80)).toBe(16);
    expect(nextCounterValue(64, 80)).toBe(80);
    expect(nextCounterValue(80, 80)).toBe(80);
    expect(nextCounterValue(9, 10)).toBe(10);
  });
});

describe('useCounter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the target until the observer first reports, then waits at 0 until in view', () => {
    render(<Probe target={80} />);
    // Hydration renders once: the drop to 0 comes with the observer's first report.
    expect(shown()).toBe(80);
    FakeObserver.instances[0]?.setVisible(false);
    expect(shown()).toBe(0);
    advance(counterStepMs * 3);
    expect(shown()).toBe(0);
  });

  it('adds a fifth of the target every 500 ms while in view and stops at the target', () => {
    render(<Probe target={80} />);
    FakeObserver.instances[0]?.setVisible(true);
    advance(counterStepMs - 1);
    expect(shown()).toBe(0);
    advance(1);
    expect(shown()).toBe(16);
    advance(counterStepMs);
    expect(shown()).toBe(32);
    advance(counterStepMs * 3);
    expect(shown()).toBe(80);
    advance(counterStepMs * 4);
    expect(shown()).toBe(80);
  });

  it('stops counting when the counter leaves the view and resumes when it returns', () => {
    render(<Probe target={200} />);
    const observer = FakeObserver.instances[0];
    observer?.setVisible(true);
    advance(counterStepMs * 2);
    expect(shown()).toBe(80);
    observer?.setVisible(false);
    advance(counterStepMs * 4);
    expect(shown()).toBe(80);
    observer?.setVisible(true);
    advance(counterStepMs);
    expect(shown()).toBe(120);
  });

  it('shows the final value at once when reduced motion is asked for', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    render(<Probe target={10} />);
    expect(shown()).toBe(10);
    expect(FakeObserver.instances).toHaveLength(0);
    matchMedia.mockRestore();
  });
});
