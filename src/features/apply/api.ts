import { postSubmission, type GatewayAnswer } from '@/lib/gateway-client';
import { toApplyPayload, type ApplyFormState } from '@/shared/forms/apply-schema';
import { screeningKey, type ScreeningPayload } from '@/shared/jobs/screening';

/**
 * Sends an application: the form values become the gateway payload, without onSite, and with
 * the line that refers to the uploaded résumé file when there is one.
 */
export function submitApplication(
  values: ApplyFormState,
  upload?: string,
  screening?: ScreeningPayload,
): Promise<GatewayAnswer> {
  const payload = toApplyPayload(values, upload);
  // The one key beside the specification's: the job by its address and the screening answers.
  return postSubmission(
    screening === undefined ? payload : { ...payload, [screeningKey]: screening },
  );
}
