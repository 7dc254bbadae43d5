import { postSubmission, type GatewayAnswer } from '@/lib/gateway-client';
import { toContactPayload, type ContactFormState } from '@/shared/forms/contact-schema';

/** Sends a contact request: the form values become the gateway payload (portal fields added). */
export function submitContact(values: ContactFormState): Promise<GatewayAnswer> {
  return postSubmission(toContactPayload(values));
}
