import { useMutation } from '@tanstack/react-query';
import { type FormikErrors, useFormik } from 'formik';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { AnyObjectSchema } from 'yup';
import { formMessages } from '@/content/forms';
import { GatewayError, gatewayTimeoutMs, type GatewayAnswer } from '@/lib/gateway-client';
import { useFormDraft } from './use-form-draft';

interface GatewayFormOptions<Values extends Record<string, string>> {
  initialValues: Values;
  /**
   * Values the page address chose (see useAddressPreset): they override the initial values,
   * win over a restored draft, and are where the form returns after a successful submission.
   */
  preset?: Partial<Record<keyof Values & string, string>>;
  schema: AnyObjectSchema;
  /** Sends the values to the gateway (see each feature's api.ts). */
  submit: (values: Values) => Promise<GatewayAnswer>;
  /** sessionStorage key of the draft. */
  draftKey: string;
  /** The form element, to read what the visitor typed before the form hydrated. */
  formRef: RefObject<HTMLFormElement | null>;
  /**
   * Errors the page showed when the visitor sent the form before it hydrated: the form starts
   * with them shown, as after a submit.
   */
  shownErrors?: Readonly<Record<string, string>>;
}

/** The form's status while the errors shown before it hydrated stand. */
const checkedEarly = { checkedEarly: true } as const;

/**
 * Whether the form was checked before it hydrated and the errors then shown stand: each field
 * shows its error as after a submit (see FormTextField's `showsError`).
 */
export function wasCheckedEarly(status: unknown): boolean {
  return typeof status === 'object' && status !== null && 'checkedEarly' in status;
}

/**
 * What the visitor typed or chose in the prerendered form before it hydrated: React keeps those
 * values in the fields while hydrating, but the form's state starts from its initial values.
 */
function readTypedValues<Values extends Record<string, string>>(
  form: HTMLFormElement | null,
  initialValues: Values,
): Partial<Values> {
  const typed: Partial<Values> = {};
  if (!form) return typed;
  for (const name of Object.keys(initialValues) as (keyof Values & string)[]) {
    const field = form.elements.namedItem(name);
    if (
      (field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement) &&
      field.value !== initialValues[name]
    ) {
      typed[name] = field.value as Values[typeof name];
    }
  }
  return typed;
}

/** What the visitor reads after a failed submission, from what the gateway client found out. */
export function submitErrorMessage(error: unknown): string {
  if (!(error instanceof GatewayError)) return formMessages.unexpected;
  switch (error.kind) {
    case 'network':
      return formMessages.network;
    case 'timeout':
      return formMessages.timeout(Math.round((error.timeoutMs ?? gatewayTimeoutMs) / 1000));
    case 'rejected':
      return error.serverMessage ?? formMessages.rejected;
    case 'too-large':
      return formMessages.tooLarge;
    case 'rate-limited':
      return formMessages.tooMany(error.retryAfter);
    case 'server':
      return formMessages.serverError(error.status ?? 500);
  }
}

/** What the visitor reads after a successful one: the server's words, or ours if it sent none. */
export function submitSuccessMessage(answer: GatewayAnswer | undefined): string {
  return answer?.message ?? formMessages.received;
}

/**
 * Formik state, the react-query mutation and the draft of one gateway form. The mutation is the
 * one record of how the submission went (pending, success with the server's message, or the
 * error); on success the form returns to its starting values, on failure every value stays.
 * A field shows its error once the visitor has tried to submit, or has changed it and moved on
 * (see FormTextField); Formik re-validates on every change, so errors then follow the typing.
 * What the visitor typed before the form hydrated is taken over, ahead of a stored draft and of
 * the address preset.
 */
export function useGatewayForm<Values extends Record<string, string>>({
  initialValues,
  preset,
  schema,
  submit,
  draftKey,
  formRef,
  shownErrors,
}: GatewayFormOptions<Values>) {
  const mutation = useMutation({ mutationFn: submit });
  const start = useMemo(() => ({ ...initialValues, ...preset }), [initialValues, preset]);

  const formik = useFormik<Values>({
    initialValues: start,
    // Formik's record of errors for a form of string fields: a message by field name. (Through
    // `unknown`: typescript-eslint overflows its stack on the direct cast to this recursive type.)
    initialErrors: shownErrors as unknown as FormikErrors<Values> | undefined,
    initialStatus: shownErrors ? checkedEarly : undefined,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      try {
        await mutation.mutateAsync(values);
      } catch {
        // The mutation holds the error for the form to show; the values stay as typed.
        return;
      }
      helpers.resetForm({ values: start });
      draft.clear();
    },
  });

  const { setValues, setFieldValue } = formik;
  const typedEarly = useRef<Partial<Values>>({});
  useLayoutEffect(() => {
    // Before the first paint of the hydrated form, so React never writes the starting values over
    // what is in the fields. Nothing happens when nothing was typed. A form sent before it
    // hydrated is checked again: what was typed since may have fixed an error the page showed
    // (the page stops answering a form once React has begun to read it).
    const typed = readTypedValues(formRef.current, start);
    if (Object.keys(typed).length === 0) return;
    typedEarly.current = typed;
    void setValues({ ...start, ...typed }, shownErrors !== undefined);
  }, [formRef, start, setValues, shownErrors]);
  const restore = useCallback(
    (values: Values) => {
      void setValues({ ...values, ...typedEarly.current }, false);
    },
    [setValues],
  );
  const draft = useFormDraft(draftKey, {
    values: formik.values,
    initialValues: start,
    setValues: restore,
  });

  useEffect(() => {
    // Runs after the draft is restored (effects run in order), so the address has the last word:
    // a visitor who follows "Apply Now" for another job gets that job, whatever the draft said.
    // A choice the visitor made before hydration is newer than the address and stays.
    for (const [name, value] of Object.entries(preset ?? {})) {
      if (value !== undefined && !(name in typedEarly.current)) {
        void setFieldValue(name, value, false);
      }
    }
  }, [preset, setFieldValue]);

  return { formik, mutation, draftRestored: draft.restored };
}
