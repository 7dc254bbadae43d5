/** Valid payloads of the two forms, and the submissions the gateway stores from them, to vary. */
import {
  applicationMessage,
  readApplicationHeader,
  type ApplyPayload,
} from '@/shared/forms/apply-schema';
import type { ContactPayload } from '@/shared/forms/contact-schema';
import type { NewSubmission } from '../db';

export const validContact = {
  portal_name: 'Akscel',
  requested_demo_for_product_name: 'Akscel portal',
  first_name: 'Jane',
  last_name: 'Doe',
  orgnization_email: 'jane.doe@example.com',
  orgnization_name: 'Prairie Mutual',
  message: 'We need two Java developers for a six-month project.',
} satisfies ContactPayload;

export const validApply = {
  portal_name: 'Akscel',
  requested_demo_for_product_name: 'Akscel portal',
  first_name: 'Ravi',
  last_name: 'Kumar',
  orgnization_email: 'ravi.kumar@example.org',
  orgnization_name: 'Akscel',
  country: 'Omaha, NE',
  message: applicationMessage(
    'Senior Java Developer',
    'Yes',
    'Ravi Kumar\nSenior Java developer, 6 years.\n',
  ),
} satisfies ApplyPayload;

/** A contact request as the gateway stores it, with some fields changed. */
export function newContact(overrides: Partial<NewSubmission> = {}): NewSubmission {
  return {
    kind: 'contact',
    country: null,
    position: null,
    onsite: null,
    ...validContact,
    ...overrides,
  };
}

/** An application as the gateway stores it (its job and onsite answer read from the message). */
export function newApplication(overrides: Partial<NewSubmission> = {}): NewSubmission {
  const message = overrides.message ?? validApply.message;
  return { kind: 'apply', ...validApply, ...readApplicationHeader(message), ...overrides };
}
