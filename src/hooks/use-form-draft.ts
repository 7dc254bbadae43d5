import { useEffect, useRef, useState } from 'react';

type TextValues = Record<string, string>;

/** Takes the known text fields from stored data; anything else in storage is ignored. */
export function sanitizeDraft<Values extends TextValues>(
  initial: Values,
  raw: unknown,
): Values | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const draft: TextValues = { ...initial };
  let found = false;
  for (const key of Object.keys(initial)) {
    const value: unknown = Reflect.get(raw, key);
    if (typeof value === 'string') {
      draft[key] = value;
      found = true;
    }
  }
  return found ? { ...initial, ...draft } : undefined;
}

function sameValues(a: TextValues, b: TextValues): boolean {
  return Object.keys(a).every((key) => a[key] === b[key]);
}

interface DraftOptions<Values extends TextValues> {
  values: Values;
  initialValues: Values;
  setValues: (values: Values) => void;
}

/**
 * Keeps what a visitor typed in sessionStorage, so a reload or an accidental navigation does not
 * lose a half-written message or a pasted resume. The draft is restored after hydration (the
 * prerendered form is empty) and removed after a successful submission.
 */
export function useFormDraft<Values extends TextValues>(
  storageKey: string,
  { values, initialValues, setValues }: DraftOptions<Values>,
) {
  const [restored, setRestored] = useState(false);
  const loaded = useRef(false);

  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    try {
      const text = window.sessionStorage.getItem(storageKey);
      const draft = text ? sanitizeDraft(initialValues, JSON.parse(text)) : undefined;
      if (draft && !sameValues(draft, initialValues)) {
        setValues(draft);
        // Storage can only be read after hydration (the prerendered form is empty), so this
        // one-time update from an external store has to happen in the effect.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setRestored(true);
      }
    } catch {
      // A broken or inaccessible draft is simply not restored.
    }
  }, [storageKey, initialValues, setValues]);

  useEffect(() => {
    if (!loaded.current) return;
    const timer = window.setTimeout(() => {
      try {
        if (sameValues(values, initialValues)) window.sessionStorage.removeItem(storageKey);
        else window.sessionStorage.setItem(storageKey, JSON.stringify(values));
      } catch {
        // Storage full or disabled: drafts are a convenience, the form still works.
      }
    }, 300);
    return () => {
      window.clearTimeout(timer);
    };
  }, [storageKey, values, initialValues]);

  return {
    restored,
    clear: () => {
      setRestored(false);
      try {
        window.sessionStorage.removeItem(storageKey);
      } catch {
        // Nothing stored.
      }
    },
  };
}
