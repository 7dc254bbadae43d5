import { useMutation } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useCallback, useState } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { GatewayAnswer } from '../../lib/gateway-client';
import { useFormDraft } from './use-form-draft';

export interface SubmissionOutcome {
  kind: 'success' | 'error';
  /** The server's message (success) or what went wrong (error), shown as plain text. */
  message: string;
}

interface GatewayFormOptions<Values extends Record<string, string>> {
  initialValues: Values;
  schema: AnyObjectSchema;
  /** Sends the values to the gateway (see each feature's api.ts). */
  submit: (values: Values) => Promise<GatewayAnswer>;
  /** sessionStorage key of the draft. */
  draftKey: string;
}

/**
 * Formik state, the react-query mutation and the draft of one gateway form (spec section 4):
 * on success the form returns to its initial values and shows the server's message; on
 * failure every entered value stays and the error is shown.
 */
export function useGatewayForm<Values extends Record<string, string>>({
  initialValues,
  schema,
  submit,
  draftKey,
}: GatewayFormOptions<Values>) {
  const [outcome, setOutcome] = useState<SubmissionOutcome | null>(null);
  const mutation = useMutation({ mutationFn: submit });

  const formik = useFormik<Values>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      try {
        const answer = await mutation.mutateAsync(values);
        helpers.resetForm();
        draft.clear();
        setOutcome({ kind: 'success', message: answer.message });
      } catch (error) {
        setOutcome({
          kind: 'error',
          message: error instanceof Error ? error.message : String(error),
        });
      }
    },
  });

  const { setValues } = formik;
  const restore = useCallback(
    (values: Values) => {
      void setValues(values, false);
    },
    [setValues],
  );
  const draft = useFormDraft(draftKey, {
    values: formik.values,
    initialValues,
    setValues: restore,
  });

  return { formik, outcome, pending: mutation.isPending, draftRestored: draft.restored };
}
