import { postSubmission, type GatewayAnswer } from '@/lib/gateway-client';
import { toApplyPayload, type ApplyFormState } from '@/shared/forms/apply-schema';

/**
 * Sends an application: the form values become the gateway payload, without onSite, and with
 * the line that refers to the uploaded résumé file when there is one.
 */
export function submitApplication(values: ApplyFormState, upload?: string): Promise<GatewayAnswer> {
  return postSubmission(toApplyPayload(values, upload));
}
