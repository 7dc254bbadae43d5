import { postSubmission, type GatewayAnswer } from '@/lib/gateway-client';
import { toApplyPayload, type ApplyFormState } from '@/shared/forms/apply-schema';

/** Sends an application: the form values become the gateway payload, without onSite. */
export function submitApplication(values: ApplyFormState): Promise<GatewayAnswer> {
  return postSubmission(toApplyPayload(values));
}
