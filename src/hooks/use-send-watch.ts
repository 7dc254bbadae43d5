import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { countLostTap, heldLimitMs } from '@/lib/start-up/contract';
import { useEarlyState } from '@/lib/start-up/use-early-state';
import { readUnsentShown } from '@/lib/start-up/widgets/form';

/** Id of a form's notice that a press of it sent nothing, from the id of the form's heading. */
export const unsentNoticeId = (headingId: string) => `${headingId}-unsent`;

interface SendWatch {
  /** Whether the form says that a press of it sent nothing. */
  unsent: boolean;
  /** The form's own submit handler has finished with a press (sent, failed or found errors). */
  settled: () => void;
}

/**
 * Watches every press of a form until its request leaves the page. A press the form never
 * handled (something else took the submit event) or that got stuck before sending would
 * otherwise look to the visitor like a message sent: after `heldLimitMs` the form says plainly
 * that nothing was sent, keeps every value, and the press counts as lost in the page's speed
 * beacon. A press while a request is on its way is one the form ignores on purpose, and is not
 * watched. The notice the page's inline script showed before hydration (a held press let go)
 * is adopted; the next request that leaves takes it away.
 */
export function useSendWatch(
  formRef: RefObject<HTMLFormElement | null>,
  noticeId: string,
  pending: boolean,
): SendWatch {
  const [unsent, setUnsent] = useEarlyState(() => readUnsentShown(noticeId), false);
  const timer = useRef<number | undefined>(undefined);
  const sending = useRef(pending);

  const settled = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => {
    const onPress = (event: Event) => {
      if (event.target !== formRef.current || sending.current || timer.current !== undefined) {
        return;
      }
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        countLostTap();
        setUnsent(true);
      }, heldLimitMs);
    };
    // In the capture phase on the window: this sees every press, even one that a listener nearer
    // the form, or another one on the window, keeps from going further.
    window.addEventListener('submit', onPress, { capture: true });
    return () => {
      window.removeEventListener('submit', onPress, { capture: true });
      settled();
    };
  }, [formRef, setUnsent, settled]);

  useEffect(() => {
    sending.current = pending;
    if (!pending) return;
    // The request has left.
    settled();
    setUnsent(false);
  }, [pending, settled, setUnsent]);

  return { unsent, settled };
}
