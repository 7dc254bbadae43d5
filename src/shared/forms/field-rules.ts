/**
 * Field rules shared by both forms and by the gateway server, so the browser and the server
 * always agree on what is valid.
 */
import { string } from 'yup';
import { site } from '@/config/site';

/** Longest accepted value of each kind of field (characters). */
export const fieldLimits = {
  name: 100,
  organization: 100,
  /** RFC 5321 limit of a forward path. */
  email: 254,
  location: 100,
  /** The title of the position an application is for. */
  position: 100,
  /** Messages and pasted resumes. */
  longText: 20_000,
  /** The fixed portal fields of the gateway contract. */
  portal: 100,
} as const;

/**
 * 5000 -> "5,000". Not `toLocaleString`: its first call loads the browser's number-format data,
 * a long task on a phone while the form's code is evaluated, for a format that never varies.
 */
export function withThousandsSeparators(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const tooLong = (label: string, max: number) =>
  `${label} can be at most ${withThousandsSeparators(max)} characters.`;

export const requiredText = (label: string, max: number, requiredMessage: string) =>
  string().trim().required(requiredMessage).max(max, tooLong(label, max));

export const optionalText = (label: string, max: number) =>
  string().trim().max(max, tooLong(label, max));

export const emailMessage = 'Enter an e-mail address such as name@example.com.';

/** The two fixed fields every submission carries, whatever the form. */
export const portalFields = {
  portal_name: requiredText('Portal name', fieldLimits.portal, 'portal_name is required.'),
  requested_demo_for_product_name: requiredText(
    'Product name',
    fieldLimits.portal,
    'requested_demo_for_product_name is required.',
  ),
};

/** The fixed portal fields' values, from the site configuration. */
export function portalValues() {
  return {
    portal_name: site.gateway.portalName,
    requested_demo_for_product_name: site.gateway.portalLabel,
  };
}

/** The fields both forms ask for, trimmed as the gateway stores them. */
export function personValues(values: {
  first_name: string;
  last_name: string;
  orgnization_email: string;
  orgnization_name: string;
}) {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    orgnization_email: values.orgnization_email.trim(),
    orgnization_name: values.orgnization_name.trim(),
  };
}
