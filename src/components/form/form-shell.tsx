import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import {
  useEffect,
  useEffectEvent,
  useRef,
  type ReactNode,
  type RefObject,
  type SubmitEvent,
} from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { formMessages } from '@/content/forms';
import { submitErrorMessage, submitSuccessMessage } from '@/hooks/use-gateway-form';
import { unsentNoticeId, useSendWatch } from '@/hooks/use-send-watch';
import type { GatewayAnswer } from '@/lib/gateway-client';
import { fieldId } from '@/lib/field-ids';
import { unsentAttribute } from '@/lib/start-up/dom';

interface FormShellProps<Values> {
  formRef?: RefObject<HTMLFormElement | null>;
  formik: FormikProps<Values>;
  /** Field names in screen order; focus goes to the first invalid one on submit. */
  fieldOrder: readonly (keyof Values & string)[];
  /** The submission: its state is the only record of whether it is on its way, sent or failed. */
  mutation: Pick<
    UseMutationResult<GatewayAnswer, Error, Values>,
    'status' | 'data' | 'error' | 'reset'
  >;
  draftRestored: boolean;
  headingId: string;
  submitLabel: string;
  sendingLabel: string;
  /** Title of the alert when sending failed. */
  errorTitle: string;
  /** What happens next, after the server's message on success. */
  nextSteps: string;
  /** The button that brings the form back after it was sent ("Send another message"). */
  sendAnotherLabel: string;
  children: ReactNode;
}

/**
 * What both forms share: native validation bubbles off (our messages are inline and announced),
 * focus on the first invalid field after a failed submit, the outcome as an alert that takes
 * focus (success: the server's message verbatim and what happens next; failure: what went wrong,
 * and that nothing typed is lost), a submit button that is disabled and shows progress while
 * sending, and a plain "not sent" when a press never got its request out (`useSendWatch`).
 * Once sent, the (emptied) form steps aside, so nothing invites sending the same thing again:
 * the answer gives the reference, and "Send another" brings the form back with focus in it.
 */
export function FormShell<Values>({
  formRef,
  formik,
  fieldOrder,
  mutation,
  draftRestored,
  headingId,
  submitLabel,
  sendingLabel,
  errorTitle,
  nextSteps,
  sendAnotherLabel,
  children,
}: FormShellProps<Values>) {
  const outcomeRef = useRef<HTMLDivElement>(null);
  const ownFormRef = useRef<HTMLFormElement>(null);
  const form = formRef ?? ownFormRef;
  /**
   * Whether a submission (validation, then sending) is under way. A ref, set in the submit event
   * itself: the second press of a double click arrives before any re-render could disable the
   * button, and must not send the form again.
   */
  const submitting = useRef(false);
  const { submitCount, isSubmitting, errors } = formik;
  const { status } = mutation;
  const pending = status === 'pending';
  const sent = status === 'success';
  /** Whether the visitor asked for the form back: focus then goes to its first field. */
  const reopened = useRef(false);
  const watch = useSendWatch(form, unsentNoticeId(headingId), pending);

  const focusFirstInvalid = useEffectEvent(() => {
    const first = fieldOrder.find((name) => errors[name] !== undefined);
    if (first) document.getElementById(fieldId(first))?.focus();
  });

  useEffect(() => {
    // Only when a submit attempt has finished validating, not while the visitor types.
    if (submitCount > 0 && !isSubmitting) focusFirstInvalid();
  }, [submitCount, isSubmitting]);

  useEffect(() => {
    // Bring the result into view and give it focus, so keyboard and screen-reader users get it.
    if (status === 'success' || status === 'error') outcomeRef.current?.focus();
    if (status === 'idle' && reopened.current) {
      reopened.current = false;
      const first = fieldOrder[0];
      if (first) document.getElementById(fieldId(first))?.focus();
    }
  }, [status, fieldOrder]);

  const sendAnother = () => {
    reopened.current = true;
    mutation.reset();
  };

  return (
    <Box
      component="form"
      ref={form}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        // Enter in a field submits too; while one submission is on its way, ignore the rest.
        if (submitting.current) return;
        submitting.current = true;
        void formik.submitForm().finally(() => {
          submitting.current = false;
          watch.settled();
        });
      }}
    >
      <Alert
        id={unsentNoticeId(headingId)}
        {...{ [unsentAttribute]: '' }}
        hidden={!watch.unsent}
        severity="warning"
        role="alert"
        // The attribute alone would lose to the Alert's own display.
        sx={{ mb: 3, '&[hidden]': { display: 'none' } }}
      >
        <AlertTitle>{errorTitle}</AlertTitle>
        {formMessages.unsent}
      </Alert>
      {draftRestored && (
        <Alert severity="info" role="status" sx={{ mb: 3 }}>
          {formMessages.draftRestored}
        </Alert>
      )}
      {sent && (
        <Alert ref={outcomeRef} tabIndex={-1} severity="success" role="status" sx={{ mb: 3 }}>
          <AlertTitle>{formMessages.successTitle}</AlertTitle>
          {submitSuccessMessage(mutation.data)}
          {mutation.data?.reference !== undefined && (
            <Box component="p" sx={{ m: 0, mt: 1 }}>
              {`${formMessages.referenceLabel} `}
              <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
                {mutation.data.reference}
              </Box>
              {`. ${formMessages.referenceHint}`}
            </Box>
          )}
          <Box component="p" sx={{ m: 0, mt: 1 }}>
            {nextSteps}
          </Box>
        </Alert>
      )}
      {sent && (
        <Button variant="outlined" onClick={sendAnother}>
          {sendAnotherLabel}
        </Button>
      )}
      {status === 'error' && (
        <Alert ref={outcomeRef} tabIndex={-1} severity="error" role="alert" sx={{ mb: 3 }}>
          <AlertTitle>{errorTitle}</AlertTitle>
          {submitErrorMessage(mutation.error)} {formMessages.keptValues}
        </Alert>
      )}
      <Box
        hidden={sent}
        sx={{
          display: 'grid',
          '&[hidden]': { display: 'none' },
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          // A field with nothing to say keeps its (empty) helper text, out of the way.
          '& .MuiFormHelperText-root:empty': { display: 'none' },
        }}
      >
        {children}
      </Box>
      <Box
        hidden={sent}
        sx={{
          mt: 3,
          display: 'flex',
          '&[hidden]': { display: 'none' },
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={pending}
          loadingPosition="start"
          disabled={pending}
        >
          {pending ? sendingLabel : submitLabel}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {`${formMessages.privacy} `}
          <Link href={paths.privacy.href()} underline="always">
            {formMessages.privacyLink}
          </Link>
          .
        </Typography>
      </Box>
    </Box>
  );
}
