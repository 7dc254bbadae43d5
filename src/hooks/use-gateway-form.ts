import { useMutation } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import type { AnyObjectSchema } from 'yup';
import { formMessages } from '@/content/forms';
import { GatewayError, gatewayTimeoutMs, type GatewayAnswer } from '@/lib/gateway-client';
import { useFormDraft } from './use-form-draft';

interface GatewayFormOptions<Values extends Record<string, string>> {
  initialValues: Values;
  schema: AnyObjectSchema;
  /** Sends the values to the gateway (see each feature's api.ts). */
  submit: (values: Values) => Promise<GatewayAnswer>;
  /** sessionStorage key of the draft. */
  draftKey: string;
  /** The form element, to read what the visitor typed before the form hydrated. */
  formRef: RefObject<HTMLFormElement | null>;
}

/**
 * What the visitor typed or chose in the prerendered form before it hydrated: React keeps those
 * values in the fields while hydrating, but the form's state starts from its initial values.
 */
export function readTypedValues<Values extends Record<string, string>>(
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
 * error); on success the form returns to its initial values, on failure every value stays.
 * What the visitor typed before the form hydrated is taken over, ahead of a stored draft.
 */
export function useGatewayForm<Values extends Record<string, string>>({
  initialValues,
  schema,
  submit,
  draftKey,
  formRef,
}: GatewayFormOptions<Values>) {
  const mutation = useMutation({ mutationFn: submit });

  const formik = useFormik<Values>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      try {
        await mutation.mutateAsync(values);
      } catch {
        // The mutation holds the error for the form to show; the values stay as typed.
        return;
      }
      helpers.resetForm();
      draft.clear();
    },
  });

  const { setValues } = formik;
  const typedEarly = useRef<Partial<Values>>({});
  useLayoutEffect(() => {
    // Before the first paint of the hydrated form, so React never writes the initial (empty)
    // values over what is in the fields. Nothing happens when nothing was typed.
    const typed = readTypedValues(formRef.current, initialValues);
    if (Object.keys(typed).length === 0) return;
    typedEarly.current = typed;
    void setValues({ ...initialValues, ...typed }, false);
  }, [formRef, initialValues, setValues]);
  const restore = useCallback(
    (values: Values) => {
      void setValues({ ...values, ...typedEarly.current }, false);
    },
    [setValues],
  );
  const draft = useFormDraft(draftKey, {
    values: formik.values,
    initialValues,
    setValues: restore,
  });

  return { formik, mutation, draftRestored: draft.restored };
}
