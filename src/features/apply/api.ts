import { postSubmission, type GatewayAnswer } from '@/lib/gateway-client';
import { toApplyPayload, type ApplyFormState } from '@/shared/forms/apply-schema';

/** Sends an application: the form values become the spec's payload, without onSite. */
export function submitApplication(values: ApplyFormState): Promise<GatewayAnswer> {
  return postSubmission(toApplyPayload(values));
}
