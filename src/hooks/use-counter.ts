import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '@/lib/scroll';

/** Every 500 ms a counter grows by one fifth of its target, capped at the target. */
export const counterStepMs = 500;
export const counterSteps = 5;

/** The value after one more step, capped at the target. */
export function nextCounterValue(current: number, target: number): number {
  return Math.min(target, current + target / counterSteps);
}

/**
 * Animated counter: from 0 to its target in fifths. It counts while its element is in view and
 * pauses when it
 * leaves. The first render shows the target, so prerendered HTML and visitors without JavaScript
 * or with reduced motion see the final numbers; the count-up starts from 0 after mount. The
 * drop to 0 waits for the observer's first report (its own task, right after the commit) rather
 * than being set in the effect, which would make React render the strip again inside the commit
 * that hydrates it.
 */
export function useCounter<T extends Element>(target: number) {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(target);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;

    let current = 0;
    let timer: number | undefined;
    let reset = false;

    const stop = () => {
      if (timer !== undefined) window.clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      if (timer !== undefined || current >= target) return;
      timer = window.setInterval(() => {
        current = nextCounterValue(current, target);
        setValue(current);
        if (current >= target) {
          stop();
          observer.disconnect();
        }
      }, counterStepMs);
    };

    const observer = new IntersectionObserver((entries) => {
      if (!reset) {
        reset = true;
        setValue(0);
      }
      const visible = entries.some((entry) => entry.isIntersecting);
      if (visible) start();
      else stop();
    });
    observer.observe(element);
    return () => {
      stop();
      observer.disconnect();
    };
  }, [target]);

  return { ref, value };
}
